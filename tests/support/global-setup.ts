/**
 * vitest globalSetup, before any worker starts: the seeded template every test database
 * copies, the app's prerender whose pages every test server serves, and the command line
 * the CLI tests run (tests/support/shop-process.ts).
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer } from '#scripts/build-server';
import { repoPath } from '#server/settings/repo-paths';
import { ensureSeededTemplate } from './seeded-database';
import { buildStorefrontPages } from './storefront-pages';

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = repoPath(`.tmp/vitest-pages-${process.pid}`);
  const cliDir = repoPath(`.tmp/vitest-cli-${process.pid}`);
  const shopCli = `${cliDir}/main.js`;
  const [pages] = await Promise.all([
    buildStorefrontPages(outDir),
    ensureSeededTemplate(),
    buildServer(shopCli, repoPath('server/cli/main.ts')),
  ]);
  project.provide('storefrontPages', pages);
  project.provide('shopCli', shopCli);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(cliDir, { recursive: true, force: true });
  };
}
