/**
 * `npm run paths -- <machine> [--json]`: the paths the model of <machine> generates, the
 * very ones its *.paths.test.ts replays, each as its events and the model states it
 * passes, then the coverage line of the model. `--json` prints them for another tool.
 * It lives beside the models, not in scripts/: the import rules keep scripts from
 * importing tests.
 */
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type StateValue } from 'xstate';
import { models, type ModelName } from './models';
import { allStates, allTransitions, describePath, planPaths, transitionKey } from './paths';

const [name] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const json = process.argv.includes('--json');

if (!name || !(name in models)) {
  console.error(`usage: npm run paths -- <machine> [--json]\nmachines: ${Object.keys(models).join(', ')}`);
  process.exit(1);
}

const spec = models[name as ModelName] as {
  model: AnyStateMachine;
  events?: never[];
  inputs?: unknown[];
  inputLabel?: (input: never) => string;
  simplePaths?: boolean;
  maxPaths?: number;
  onlyEnabledEvents?: boolean;
};

/** "changes.saving, adding.idle": a state value as text. */
function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (typeof child === 'string' || child === undefined ? `${key}.${child ?? ''}` : `${key}.(${stateText(child)})`))
    .join(', ');
}

const takenTransitions = new Set<string>();
const visitedStates = new Set<string>();

const paths = planPaths(spec.model, spec).map(({ input, path }, index) => {
  // Replayed on the model itself, to name the states passed and to count coverage.
  const actor = createActor(spec.model, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const t of event._transitions) takenTransitions.add(transitionKey(t));
    },
  }).start();
  const record = () => (actor.getSnapshot() as AnyMachineSnapshot)._nodes.forEach((n) => visitedStates.add(n.id));
  record();
  const states = [stateText(actor.getSnapshot().value)];
  for (const step of path.steps.filter((s) => s.event.type !== 'xstate.init')) {
    actor.send(step.event);
    record();
    states.push(stateText(actor.getSnapshot().value));
  }
  actor.stop();
  const label = input === undefined ? undefined : spec.inputLabel ? spec.inputLabel(input as never) : JSON.stringify(input);
  return {
    index: index + 1,
    input: label,
    events: path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'),
    states,
  };
});

const states = allStates(spec.model);
const transitions = allTransitions(spec.model);
const missed = [...states.filter((s) => !visitedStates.has(s)), ...transitions.filter((t) => !takenTransitions.has(t))];
const coverage = {
  states: { covered: states.filter((s) => visitedStates.has(s)).length, total: states.length },
  transitions: { covered: transitions.filter((t) => takenTransitions.has(t)).length, total: transitions.length },
  paths: paths.length,
  missed,
};
const coverageLine =
  `${name} model: states ${coverage.states.covered}/${coverage.states.total}, ` +
  `transitions ${coverage.transitions.covered}/${coverage.transitions.total} covered by ${coverage.paths} paths`;

if (json) {
  console.log(JSON.stringify({ machine: name, paths, coverage }, null, 2));
} else {
  for (const path of paths) {
    console.log(`path ${path.index}${path.input ? ` ${path.input}` : ''}: ${describePath({ steps: path.events.map((event) => ({ event })) })}`);
    console.log(`  states: ${path.states.join(' → ')}`);
  }
  console.log(coverageLine);
  for (const miss of missed) console.log(`  not covered: ${miss}`);
}
