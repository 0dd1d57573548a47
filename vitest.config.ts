import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { LongFirstSequencer } from './tests/support/sequencer';

// Server tests boot a real server on a seeded database: seconds, not milliseconds.
const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

// TEST_TIER (tests/e2e/support/tier.ts): the durability runs (kill -9 and restart, minutes)
// belong to the full tier; `npm test` leaves them out.
const tier = process.env.TEST_TIER || 'default';

// Timing checks compare two kinds of request by their medians to a millisecond: beside the default tier's three
// workers on two cores (servers, builds, the tree's checks), the machine's load moved one kind's median past that in
// every round. They run after the other files, alone.
const timing = ['tests/server/account/reset-timing.test.ts'];

// The files share one module graph per worker instead of importing the server, xstate and
// the rules afresh for each: that import was a large share of the stage (of the PostgreSQL
// suite's, 368 → 262 s). Nothing a file changes outlives it: each test server has its own
// database or its own rows, clock and config (a file that fakes a timer puts it back), and
// runs with the files shuffled pass.
const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'default',
      environment: 'node',
      include: ['tests/**/*.test.ts'],
      exclude: [
        'tests/e2e/**',
        'tests/pg/**',
        'tests/durability/**',
        '**/node_modules/**',
        // That the default and extra tiers together are the full one (three listings of every spec, about 15 s)
        // is checked where the extra tier runs: in CI, after `npm test` (scripts/test.ts).
        ...(tier === 'default' ? ['tests/unit/e2e-tiers.test.ts'] : []),
        ...timing,
      ],
      isolate: false,
      // The seeded database every test server copies, made once before the workers start.
      globalSetup: ['tests/support/global-setup.ts'],
      sequence: { groupOrder: 0 },
      ...timeouts,
    },
  },
  {
    test: {
      name: 'timing',
      environment: 'node',
      include: timing,
      fileParallelism: false,
      sequence: { groupOrder: 1 },
      ...timeouts,
    },
  },
];

if (tier !== 'default') {
  projects.push({
    test: {
      name: 'durability',
      environment: 'node',
      include: ['tests/durability/**/*.test.ts'],
      sequence: { groupOrder: 0 },
      ...timeouts,
    },
  });
}

// The PostgreSQL suite needs a real cluster: `npm run test:pg` starts one and sets DATABASE_URL.
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'pg',
      environment: 'node',
      include: ['tests/pg/**/*.test.ts'],
      isolate: false,
      sequence: { groupOrder: 0 },
      ...timeouts,
    },
  });
}

// A worker per core (vitest's own default leaves one idle), and one more where the default tier runs: its tests
// wait on child processes, mail and timers often enough that a third worker fills the cores (about a tenth less of
// the stage on two cores). Files run at once, the PostgreSQL ones on one database too: each makes the data it changes
// (tests/support/own-products.ts). The longest files start first, even on a clean clone (tests/support/sequencer.ts).
export default defineConfig({
  test: {
    maxWorkers: availableParallelism() + (tier === 'default' && !process.env.DATABASE_URL ? 1 : 0),
    sequence: { sequencer: LongFirstSequencer },
    projects,
  },
});
