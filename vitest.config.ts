import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// Server tests boot a real server on a seeded database: seconds, not milliseconds.
const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'default',
      environment: 'node',
      include: ['tests/**/*.test.ts'],
      exclude: ['tests/e2e/**', 'tests/pg/**', '**/node_modules/**'],
      ...timeouts,
    },
  },
];

// The PostgreSQL suite needs a real cluster: `npm run test:pg` starts one and sets DATABASE_URL.
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'pg',
      environment: 'node',
      include: ['tests/pg/**/*.test.ts'],
      // One database for the whole suite: files must not race each other on it.
      fileParallelism: false,
      ...timeouts,
    },
  });
}

export default defineConfig({ test: { projects } });
