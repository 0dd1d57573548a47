/** .ci/run runs every command with CI=1 (Playwright's forbidOnly on), the full tier's durability part last. */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../.ci/run', import.meta.url));
const bin = mkdtempSync(path.join(tmpdir(), 'statefront-ci-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('.ci/run', () => {
  it('exports CI=1 to every npm command it runs', () => {
    // A stand-in npm records its arguments and the CI it sees, and does nothing else.
    const log = path.join(bin, 'calls.log');
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "CI=\${CI:-unset} $*" >> "${log}"\n`);
    chmodSync(path.join(bin, 'npm'), 0o755);
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    delete env.CI;
    const run = spawnSync('bash', [script], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
      'CI=1 ci',
      'CI=1 test',
      'CI=1 run test:pg',
      'CI=1 run test:extra -- durability',
    ]);
  });
});
