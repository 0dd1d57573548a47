/** The closing summary of `npm test` (scripts/test.ts): only this run's stages count, skipped tests are shown. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightCounts, summarize, vitestCounts } from '#scripts/test-summary';

const dir = mkdtempSync(path.join(tmpdir(), 'statefront-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const vitestReport = (passed: number, failed: number, pending: number, todo = 0) => {
  const file = path.join(dir, `vitest-${passed}-${failed}-${pending}.json`);
  writeFileSync(
    file,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: pending, numTodoTests: todo }),
  );
  return { file, read: vitestCounts };
};
const playwrightReport = (expected: number, unexpected: number, skipped: number, flaky = 0) => {
  const file = path.join(dir, `pw-${expected}-${unexpected}-${skipped}.json`);
  writeFileSync(file, JSON.stringify({ stats: { expected, unexpected, skipped, flaky } }));
  return { file, read: playwrightCounts };
};

describe('the npm test summary', () => {
  it('adds up passed, failed and skipped over the stages that ran, on a line of its own', () => {
    const { lines, total } = summarize([
      { name: 'lint', ok: true, seconds: 3 },
      { name: 'unit', ok: true, seconds: 9, report: vitestReport(40, 0, 2, 1) },
      { name: 'e2e', ok: true, seconds: 60, report: playwrightReport(10, 0, 4, 1) },
    ]);
    expect(total).toEqual({ passed: 51, failed: 0, skipped: 7 });
    expect(lines.at(-1)).toBe('tests: 51 passed, 0 failed, 7 skipped');
    expect(lines.at(-1)).toMatch(/^tests: \d+ passed, \d+ failed(, \d+ skipped)?$/);
  });

  it('never reads the report of a stage that did not run in this run', () => {
    // A stale e2e report lies in the folder; only lint ran.
    playwrightReport(99, 5, 0);
    const { lines } = summarize([{ name: 'lint', ok: true, seconds: 3 }]);
    expect(lines.at(-1)).toBe('tests: 0 passed, 0 failed, 0 skipped');
  });

  it('counts a failed stage without failed tests (lint, a crash) as a failure, and a missing report too', () => {
    const { total } = summarize([
      { name: 'lint', ok: false, seconds: 3 },
      { name: 'unit', ok: false, seconds: 9, report: vitestReport(3, 2, 0) },
      {
        name: 'e2e',
        ok: true,
        seconds: 1,
        report: { file: path.join(dir, 'never-written.json'), read: playwrightCounts },
      },
    ]);
    expect(total).toEqual({ passed: 3, failed: 1 + 2 + 1, skipped: 0 });
  });
});
