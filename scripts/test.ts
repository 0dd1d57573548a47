/**
 * The README's test command: every check, in order, then one summary.
 * Stages all run even when an earlier one fails, so one run shows every problem;
 * the exit code is non-zero when any stage failed.
 *
 *   tsx scripts/test.ts [stage…]               `npm test`: the default tier
 *   tsx scripts/test.ts --tier=full [stage…]   `npm run test:full`: both widths everywhere, every
 *                                              replay path, 200 fuzz cases per operation, durability
 *   tsx scripts/test.ts --tier=extra           what full adds to default, for CI after `npm test`
 *
 * A stage name (or its start) runs that stage only. See tests/e2e/support/tier.ts.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { playwrightCounts, summarize, vitestCounts } from './test-summary';
import type { StageResult } from './test-summary';

const args = process.argv.slice(2);
const tier = (args.find((a) => a.startsWith('--tier='))?.slice('--tier='.length) ?? 'default') as 'default' | 'full' | 'extra';
if (!['default', 'full', 'extra'].includes(tier)) {
  console.error(`--tier=${tier}: expected default, full or extra`);
  process.exit(2);
}
const only = args.filter((a) => !a.startsWith('--tier='));
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
  spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, TEST_TIER: tier, ...env } }).status === 0;

/** The checks of the tree: the extra tier follows a default run that made them already. */
const treeStages: Stage[] = [
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
];

const testStages: Stage[] = [
  {
    name: tier === 'extra' ? 'fuzz (200 cases) and durability' : 'unit, model, server, contract',
    run: () =>
      // The extra tier runs only the files whose size the tier sets: fuzzing and the durability runs.
      sh(`npx vitest run ${tier === 'extra' ? 'tests/fuzz tests/durability ' : ''}--reporter=default --reporter=json --outputFile.json=${report}/vitest.json`),
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

const stages = tier === 'extra' ? testStages : [...treeStages, ...testStages];
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

console.log(`\n━━ summary (${tier} tier)`);
const { lines } = summarize(results);
for (const line of lines) console.log(line);
process.exit(results.some((r) => !r.ok) ? 1 : 0);
