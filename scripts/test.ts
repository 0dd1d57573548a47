/**
 * The README's test command: every check, in order, then one summary.
 * Stages all run even when an earlier one fails, so one run shows every problem;
 * the exit code is non-zero when any stage failed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const only = process.argv.slice(2);
const report = '.tmp/reports';
mkdirSync(report, { recursive: true });

const hashOf = (file: string) =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';

interface Stage {
  name: string;
  run: () => boolean;
}

const sh = (command: string, env: Record<string, string> = {}) =>
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const stages: Stage[] = [
  { name: 'contract', run: () => sh('npm run --silent api:check') },
  { name: 'migrations', run: () => sh('npm run --silent db:check') },
  {
    name: 'routes',
    run: () => {
      const before = hashOf('src/routeTree.gen.ts');
      if (!sh('npx tsr generate')) return false;
      if (before !== hashOf('src/routeTree.gen.ts')) {
        console.error('src/routeTree.gen.ts was stale; it has been regenerated: commit it.');
        return false;
      }
      return true;
    },
  },
  { name: 'machine docs', run: () => sh('npm run --silent machines -- --check') },
  { name: 'typecheck', run: () => sh('npx tsc -p tsconfig.json --noEmit') },
  { name: 'lint', run: () => sh('npx eslint . --max-warnings=0') },
  {
    name: 'unit, model, server, contract',
    run: () =>
      sh(`npx vitest run --reporter=default --reporter=json --outputFile.json=${report}/vitest.json`),
  },
  {
    name: 'end-to-end (Chromium)',
    run: () =>
      sh('bash scripts/ensure-chromium.sh && npx playwright test --reporter=list,json', {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${report}/playwright.json`,
      }),
  },
];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(): Counts | undefined {
  const file = `${report}/vitest.json`;
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightCounts(): Counts | undefined {
  const file = `${report}/playwright.json`;
  if (!existsSync(file)) return undefined;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
}

const selected = only.length ? stages.filter((s) => only.some((o) => s.name.startsWith(o))) : stages;
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const stage of selected) {
  console.log(`\n━━ ${stage.name}`);
  const started = Date.now();
  const ok = stage.run();
  results.push({ name: stage.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const counts = [vitestCounts(), playwrightCounts()].filter((c): c is Counts => !!c);
const total = counts.reduce(
  (a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedStages = results.filter((r) => !r.ok).length;
console.log(`tests: ${total.passed} passed, ${total.failed + failedStages} failed`);
process.exit(failedStages ? 1 : 0);
