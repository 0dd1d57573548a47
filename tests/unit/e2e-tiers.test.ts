/**
 * CI runs `npm test` (the default tier) and then `npm run test:extra` in place of the full tier:
 * the two together must be the full tier's end-to-end runs, each once. Playwright lists what each
 * tier would run (projects, files, titles), without a browser.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cache = mkdtempSync(path.join(tmpdir(), 'statefront-tiers-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

async function listed(tier: string, cacheDir = cache): Promise<string[]> {
  const { stdout } = await run('npx', ['playwright', 'test', '--list'], {
    // A transform cache of this test's own, filled by the first listing, and a copy of it for each listing after: two
    // listings at once in one cache race (one clearing a file's source map while another reads it, so a test is listed
    // at the line of the transformed file: seen in a CI run), and three empty caches cost three transforms of every spec.
    env: { ...process.env, TEST_TIER: tier, CI: '', PLAYWRIGHT_TRANSFORM_CACHE_DIR: cacheDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter((line) => /^\s+\[(desktop|mobile)\] › /.test(line))
    .map((line) => line.trim())
    .sort();
}

describe('end-to-end tiers', () => {
  it('default and extra together run what full runs, nothing twice', async () => {
    // The first fills the transform cache; the other two read copies of it at once, each its own (see above).
    const defaults = await listed('default');
    const copy = `${cache}-full`;
    cpSync(cache, copy, { recursive: true });
    const [extra, full] = await Promise.all([listed('extra'), listed('full', copy)]).finally(() =>
      rmSync(copy, { recursive: true, force: true }),
    );
    expect(full.length).toBeGreaterThan(defaults.length);
    expect([...defaults, ...extra].sort()).toEqual(full);
  }, 60_000);
});
