/** The generated machine docs must match the machines: `npm run machines` refreshes them. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('docs/machines', () => {
  it('is up to date with machines/', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/machines.ts', '--check'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr.split('\n').filter((l) => l.includes('docs/machines')).join('\n')).toBe('');
    expect(run.status).toBe(0);
  }, 130_000);
});
