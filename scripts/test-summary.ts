/**
 * The summary of `npm test` (scripts/test.ts), kept pure so it can be tested:
 * counts come only from the reports of stages that ran in this run, and the
 * closing line names passed, failed and skipped tests.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** The JSON report this stage wrote, if it writes one. */
  report?: { file: string; read: (json: unknown) => Counts };
}

export function vitestCounts(json: unknown): Counts {
  const r = json as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

export function playwrightCounts(json: unknown): Counts {
  const s = (json as { stats: { expected: number; flaky: number; unexpected: number; skipped: number } }).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

/**
 * Totals over the stages that ran. A stage that ran but left no readable report
 * (it crashed before writing one) counts as one failure, as does any failed stage.
 */
export function summarize(results: StageResult[]): { lines: string[]; total: Counts } {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const lines: string[] = [];
  for (const r of results) {
    let counts: Counts | undefined;
    if (r.report && existsSync(r.report.file)) {
      try {
        counts = r.report.read(JSON.parse(readFileSync(r.report.file, 'utf8')));
      } catch {
        counts = undefined;
      }
    }
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    // A failed stage is a failure even when its report counts no failed test (a crash, a lint error).
    if (!r.ok && !(counts && counts.failed > 0)) total.failed += 1;
    if (r.report && !counts && r.ok) total.failed += 1; // claimed success but wrote no report
    const detail = counts ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
    lines.push(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)${detail}`);
  }
  lines.push(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return { lines, total };
}
