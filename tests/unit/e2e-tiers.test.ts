/**
 * CI runs `npm test` (the default tier) and then `npm run test:extra` in place of the full tier:
 * the two together must be the full tier's end-to-end runs, each once. Playwright lists what each
 * tier would run (projects, files, titles), without a browser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const caches = mkdtempSync(path.join(tmpdir(), 'statefront-tiers-'));
afterAll(() => rmSync(caches, { recursive: true, force: true }));

async function listed(tier: string): Promise<string[]> {
  const { stdout } = await run('npx', ['playwright', 'test', '--list'], {
    // A transform cache of its own: three listings at once in Playwright's shared one race, one
    // clearing a file's source map while another reads it, which then lists a test at the line
    // of the transformed file rather than of the source (seen in a CI run: cart.spec.ts 26 lines off).
    env: { ...process.env, TEST_TIER: tier, CI: '', PLAYWRIGHT_TRANSFORM_CACHE_DIR: path.join(caches, tier) },
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
    const [defaults, extra, full] = await Promise.all([listed('default'), listed('extra'), listed('full')]);
    expect(full.length).toBeGreaterThan(defaults.length);
    expect([...defaults, ...extra].sort()).toEqual(full);
  }, 60_000);
});
