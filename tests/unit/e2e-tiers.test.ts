/**
 * CI runs `npm test` (the default tier) and then `npm run test:extra` in place of the full tier:
 * the two together must be the full tier's end-to-end runs, each once. Playwright lists what each
 * tier would run (projects, files, titles), without a browser.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

async function listed(tier: string): Promise<string[]> {
  const { stdout } = await run('npx', ['playwright', 'test', '--list'], {
    env: { ...process.env, TEST_TIER: tier, CI: '' },
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
