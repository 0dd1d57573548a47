/**
 * The README's test command: every check, then one summary. The test stages run one after
 * the other; the tree's checks run beside them at the lowest priority, in the time the tests
 * leave a core idle (waiting on timers, servers and the browser), instead of a minute before.
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
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from './seeded-template';
import { playwrightCounts, summarize, vitestCounts } from './test-summary';
import type { StageResult } from './test-summary';

const args = process.argv.slice(2);
const tier = (args.find((a) => a.startsWith('--tier='))?.slice('--tier='.length) ?? 'default') as
  | 'default'
  | 'full'
  | 'extra';
if (!['default', 'full', 'extra'].includes(tier)) {
  console.error(`--tier=${tier}: expected default, full or extra`);
  process.exit(2);
}
const only = args.filter((a) => !a.startsWith('--tier='));
const report = '.tmp/reports';
// Reports of an earlier or partial run must never be counted as this run's.
rmSync(report, { recursive: true, force: true });
mkdirSync(report, { recursive: true });

// The e2e server's database, made beside vitest and copied by the browser stage's server (scripts/e2e-data.ts); this
// run's own, removed at its end (or by the next e2e server's sweep, named as its copies are).
const e2eDataMade = path.join(scratchDir(), `statefront-e2e-data-made-${process.pid}`);
process.env.E2E_DATA_MADE = e2eDataMade;
process.on('exit', () => rmSync(e2eDataMade, { recursive: true, force: true }));

const hashOf = (file: string) =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';

interface Stage {
  name: string;
  run: () => boolean | Promise<boolean>;
  report?: StageResult['report'];
}

/** A test stage's command, its output straight through. Not spawnSync: the tree's checks run meanwhile. */
const sh = (command: string, env: Record<string, string> = {}) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, TEST_TIER: tier, ...env } });
    child.on('close', (code) => resolve(code === 0));
  });

/**
 * A check of the tree, run beside the tests at the lowest priority (`nice`): it takes the
 * time the tests leave a core idle, not its own (`niced: false` for one a test stage waits on).
 * Its output is kept and printed whole once it ends, so the logs do not interleave.
 */
const shAside = (label: string, command: string, { niced = true } = {}) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(niced ? `nice -n 19 ${command}` : command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_TIER: tier, FORCE_COLOR: '0' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat([Buffer.from(`\n━━ ${label}\n`), ...output]));
      resolve(code === 0);
    });
  });

/** The checks of the tree: the extra tier follows a default run that made them already. */
const treeStages: Stage[] = [
  // The seeded shop every test database copies (scripts/seeded-template.ts): made before the tests start.
  { name: 'seeded shop', run: () => shAside('seeded shop', 'npx tsx scripts/seeded-template.ts') },
  // The storefronts the e2e stage serves and its server's database: first of the checks beside the tests, as that
  // stage waits for them. Not niced: at the lowest priority they took only what vitest left idle, and ended 14 to 19 s
  // after it in three clean-clone runs of four, with the e2e stage waiting on them.
  {
    name: 'e2e builds and data',
    run: () => shAside('e2e builds and data', 'npx tsx scripts/e2e-prebuild.ts', { niced: false }),
  },
  // Two at a time, the longest first.
  { name: 'typecheck', run: () => shAside('typecheck', 'npx tsc -p tsconfig.json --noEmit') },
  { name: 'lint', run: () => shAside('lint', 'npx eslint . --max-warnings=0') },
  // An unformatted file fails the run: `npm run format` writes every file as Biome would.
  { name: 'format', run: () => shAside('format', 'npx biome format .') },
  { name: 'contract', run: () => shAside('contract', 'npm run --silent api:check') },
  { name: 'migrations', run: () => shAside('migrations', 'npm run --silent db:check') },
  {
    name: 'routes',
    run: async () => {
      const before = hashOf('src/routeTree.gen.ts');
      if (!(await shAside('routes', 'npx tsr generate'))) return false;
      if (before !== hashOf('src/routeTree.gen.ts')) {
        console.error('src/routeTree.gen.ts was stale; it has been regenerated: commit it.');
        return false;
      }
      return true;
    },
  },
  { name: 'machine docs', run: () => shAside('machine docs', 'npm run --silent machines -- --check') },
];

const tiersCheck = 'tests/unit/e2e-tiers.test.ts';

/** A vitest run of `files` (all of its tier's when none), its report under `name`. */
const vitestStage = (name: string, files: string[] = []): Stage => {
  const json = `${report}/vitest-${name.split(' ')[0]}.json`;
  return {
    name,
    run: () =>
      sh(
        `npx vitest run ${files.map((f) => `${f} `).join('')}--reporter=default --reporter=json --outputFile.json=${json}`,
      ),
    report: { file: json, read: vitestCounts },
  };
};

const testStages: Stage[] = [
  // The extra tier runs only the files whose size the tier sets (the durability runs, fuzzing), and the check that it
  // and the default tier together are the full one (vitest.config.ts). CI runs its durability part alone: the 200 fuzz
  // cases per operation would add a minute to a run near its 30 (the default tier fuzzes 50 on each database).
  ...(tier === 'extra'
    ? [
        vitestStage('durability and the tiers', ['tests/durability', tiersCheck]),
        vitestStage('fuzz (200 cases)', ['tests/fuzz']),
      ]
    : [vitestStage('unit, model, server, contract')]),
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
const results = new Map<Stage, StageResult>();
async function runStage(stage: Stage): Promise<void> {
  const started = Date.now();
  const ok = await stage.run();
  results.set(stage, {
    name: stage.name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    ...(stage.report ? { report: stage.report } : {}),
  });
}

// The tree's checks, two at a time, beside the test stages: each prints its output whole when it ends.
// The seeded shop is made before the tests start; the e2e stage waits for its builds.
const stageNamed = (name: string) => selected.find((s) => s.name === name);
const seeded = stageNamed('seeded shop');
if (seeded) await runStage(seeded);
const aside = selected.filter((s) => treeStages.includes(s) && s !== seeded);
const ended = new Map<Stage, Promise<void>>();
let checksBeside: Promise<unknown> = Promise.resolve();
if (aside.length) {
  console.log(`\n━━ ${aside.map((s) => s.name).join(', ')}: two at a time beside the tests, each shown when it ends`);
  const queue = [...aside];
  const lane = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      const run = runStage(stage);
      ended.set(stage, run);
      await run;
    }
  };
  checksBeside = Promise.all([lane(), lane()]);
}
const builds = stageNamed('e2e builds and data');
for (const stage of selected.filter((s) => !treeStages.includes(s))) {
  // Queued first, so started by now: a lane takes the next stage the moment it is free.
  if (stage.name.startsWith('end-to-end') && builds) await ended.get(builds);
  console.log(`\n━━ ${stage.name}`);
  await runStage(stage);
}
await checksBeside;

console.log(`\n━━ summary (${tier} tier)`);
const { lines } = summarize(selected.map((stage) => results.get(stage)!));
for (const line of lines) console.log(line);
process.exit([...results.values()].some((r) => !r.ok) ? 1 : 0);
