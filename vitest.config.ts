import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// Server tests boot a real server on a seeded database: seconds, not milliseconds.
const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

// TEST_TIER (tests/e2e/support/tier.ts): the durability runs (kill -9 and restart, minutes)
// belong to the full tier; `npm test` leaves them out.
const tier = process.env.TEST_TIER || 'default';

// The rules' and the machines' tests are pure functions of their input (each puts back the
// fake clock it takes): they share one module graph per worker instead of importing xstate,
// the machines and the rules afresh for every file, which halves their wall time.
const pure = ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'];

const projects: TestProjectConfiguration[] = [
  {
    test: { name: 'pure', environment: 'node', include: pure, isolate: false, ...timeouts },
  },
  {
    test: {
      name: 'default',
      environment: 'node',
      include: ['tests/**/*.test.ts'],
      exclude: [...pure, 'tests/e2e/**', 'tests/pg/**', 'tests/durability/**', '**/node_modules/**'],
      // The seeded database every test server copies, made once before the workers start.
      globalSetup: ['tests/support/global-setup.ts'],
      ...timeouts,
    },
  },
];

if (tier !== 'default') {
  projects.push({
    test: { name: 'durability', environment: 'node', include: ['tests/durability/**/*.test.ts'], ...timeouts },
  });
}

// The PostgreSQL suite needs a real cluster: `npm run test:pg` starts one and sets DATABASE_URL.
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'pg',
      environment: 'node',
      include: ['tests/pg/**/*.test.ts'],
      ...timeouts,
    },
  });
}

// A worker per core (vitest's own default leaves one idle). Files run at once, the
// PostgreSQL ones on one database too: each makes the data it changes (tests/support/own-products.ts).
export default defineConfig({ test: { maxWorkers: availableParallelism(), projects } });
