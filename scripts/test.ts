/**
 * The README's test command: every check, in order, then one summary.
 * Stages all run even when an earlier one fails, so one run shows every problem;
 * the exit code is non-zero when any stage failed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { playwrightCounts, summarize, vitestCounts } from './test-summary';
import type { StageResult } from './test-summary';

const only = process.argv.slice(2);
const report = '.tmp/reports';
// Reports of an earlier or partial run must never be counted as this run's.
rmSync(report, { recursive: true, force: true });
mkdirSync(report, { recursive: true });

const hashOf = (file: string) =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';

interface Stage {
  name: string;
  run: () => boolean;
  report?: StageResult['report'];
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
    report: { file: `${report}/vitest.json`, read: vitestCounts },
  },
  {
    name: 'end-to-end (Chromium)',
    run: () =>
      sh('bash scripts/ensure-chromium.sh && npx playwright test --reporter=list,json', {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${report}/playwright.json`,
      }),
    report: { file: `${report}/playwright.json`, read: playwrightCounts },
  },
];

const selected = only.length ? stages.filter((s) => only.some((o) => s.name.startsWith(o))) : stages;
if (only.length && selected.length === 0) {
  console.error(`no stage starts with ${only.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const results: StageResult[] = [];
for (const stage of selected) {
  console.log(`\n━━ ${stage.name}`);
  const started = Date.now();
  const ok = stage.run();
  results.push({ name: stage.name, ok, seconds: Math.round((Date.now() - started) / 1000), ...(stage.report ? { report: stage.report } : {}) });
}

console.log('\n━━ summary');
const { lines } = summarize(results);
for (const line of lines) console.log(line);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
