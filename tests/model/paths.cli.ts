/**
 * `npm run paths -- <machine> [--json] [--path N [--spec]]`: the paths the model of <machine>
 * generates, the very ones its *.paths.test.ts replays, each as its events with what each
 * changed; then the real machine's coverage line, as that test prints it (the CLI runs the
 * test for it), naming anything uncovered. `--path N` prints path N alone; with `--spec`, a
 * Playwright spec that replays it in Chromium (printedSpec.ts). `--json` is for other tools.
 * It lives beside the models, not in scripts/: the import rules keep scripts from importing tests.
 */
import { startVitest } from 'vitest/node';
import type { CoverageReport } from './coverage';
import { inputText, modelEntry, models, type ModelName } from './models';
import { describeSteps } from './pathText';
import { describePath, planPaths, type PlannedPath } from './paths';
import { specOfPath } from './printedSpec';
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';

const args = process.argv.slice(2);
const option = (flag: string) => {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args[at + 1];
};
const name = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--path');
const json = args.includes('--json');
const spec = args.includes('--spec');
const only = option('--path');
const usage = `usage: npm run --silent paths -- <machine> [--json] [--path N [--spec]]\nmachines: ${Object.keys(models).join(', ')}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!name || !(name in models)) fail(usage);
if (spec && !only) fail(`--spec prints one path: give --path N\n${usage}`);
const machine = name as ModelName;
const model = modelEntry(machine);

const planned: PlannedPath<AnyStateMachine>[] = planPaths(model.model, model);
const numbered = planned.map((path, i) => ({ index: i + 1, ...path }));
const chosen = only === undefined ? numbered : numbered.filter((path) => String(path.index) === only);
if (chosen.length === 0) fail(`${machine} has paths 1 to ${planned.length}: no path ${only}`);

if (spec) {
  try {
    process.stdout.write(await specOfPath(machine, Number(only)));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}

/** "sections.(address.open, summary.open), coupon.idle": a whole state value as text, for --json. */
function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      typeof child === 'string' || child === undefined ? `${key}.${child ?? ''}` : `${key}.(${stateText(child)})`,
    )
    .join(', ');
}

/**
 * The real machine's coverage by these paths: the figure the path test prints, read from the
 * test itself (its task meta), so there is one computation and one truth. Its replays in
 * Chromium's paths are left out: they do not count towards this line.
 */
async function realCoverage(): Promise<CoverageReport> {
  let report: CoverageReport | undefined;
  const file = `tests/model/${machine}.paths.test.ts`;
  const vitest = await startVitest('test', [file], {
    watch: false,
    silent: true,
    testNamePattern: '^(?!.* in Chromium)',
    reporters: [{ onTestCaseResult: (test) => void (report ??= test.meta().coverage) }],
  });
  const failed = vitest.state.getCountOfFailedTests();
  await vitest.close();
  if (!report) fail(`${file} reported no coverage: run it with npx vitest run ${file}`);
  if (failed > 0) console.error(`${failed} tests of ${file} fail: run npx vitest run ${file}`);
  return report;
}

const coverage = await realCoverage();
if (json) {
  const paths = chosen.map(({ index, input, path }) => ({
    index,
    input: inputText(model, input),
    events: path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'),
    states: path.steps.map((s) => stateText((s.state as AnyMachineSnapshot).value)),
  }));
  console.log(JSON.stringify({ machine, paths, coverage }, null, 2));
} else {
  for (const { index, input, path } of chosen) {
    const label = inputText(model, input);
    console.log(`path ${index}${label ? ` ${label}` : ''}: ${describePath(path)}`);
    for (const line of describeSteps(path)) console.log(line);
  }
  console.log(coverage.line);
  for (const miss of [...coverage.states.missed, ...coverage.transitions.missed]) console.log(`  not covered: ${miss}`);
}
// vitest leaves its workers' handles behind; the answer is printed.
process.exit(process.exitCode ?? 0);
