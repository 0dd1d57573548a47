/**
 * vitest globalSetup, before any worker starts: the seeded template every test database
 * copies, and the app's prerender whose pages every test server serves.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { repoPath } from '#server/settings/repo-paths';
import { ensureSeededTemplate } from './seeded-database';
import { buildStorefrontPages } from './storefront-pages';

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = repoPath(`.tmp/vitest-pages-${process.pid}`);
  const [pages] = await Promise.all([buildStorefrontPages(outDir), ensureSeededTemplate()]);
  project.provide('storefrontPages', pages);
  return () => rmSync(outDir, { recursive: true, force: true });
}
