/**
 * Model-based path testing for any machine in machines/ (see tests/model/README.md).
 *
 * A small MODEL machine describes a flow with explicit events for what the real
 * machine waits on (SERVER_OK, SERVER_FAIL, WAIT_1S ...). xstate/graph generates
 * paths through the model; every path is replayed against the REAL machine (its
 * actors replaced by controllable fakes, its delays run on vitest's fake timers),
 * and after every step the real machine must be in the state the model predicts.
 * While replaying, the harness records which states and transitions of the real
 * machine were taken: anything never taken fails the run.
 */
export { describePath, shortestPaths } from './paths';
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { coverageLine, coverageOf } from './coverage';
import {
  allStates,
  allTransitions,
  describePath,
  fewestCovering,
  planPaths,
  transitionKey,
  type PlannedPath,
  type UiPaths,
} from './paths';
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ModelEvent<TModel extends AnyStateMachine> = EventFromLogic<TModel>;

/** A fresh real actor for one path, plus the fakes the drivers steer. */
export interface System<TReal extends AnyStateMachine, TFakes> {
  actor: Actor<TReal>;
  fakes: TFakes;
}

export interface ModelSpec<TModel extends AnyStateMachine, TReal extends AnyStateMachine, TFakes> {
  /** Printed in the coverage line: "<name>: states 9/9, transitions 14/14 ..." */
  name: string;
  /** The machine whose states and transitions must all be covered. */
  real: TReal;
  model: TModel;
  /**
   * Concrete events the traversal tries. An event type absent here is tried without
   * payload; one with a payload MUST be listed, or the states behind it are silently
   * unreachable.
   */
  events?: ModelEvent<TModel>[];
  /** One traversal per input (given to model and real machine alike); default one, undefined. */
  inputs?: InputFrom<TReal>[];
  /** How a path's title names its input; default its JSON, too long for inputs carrying server data. */
  inputLabel?: (input: InputFrom<TReal>) => string;
  /** The real machine with its actors and effects provided by fakes, fresh per path. */
  arrange(): { machine: TReal; fakes: TFakes };
  /** How each model event is performed on the real system (send events, settle fakes, advance time). */
  drive: {
    [K in ModelEvent<TModel>['type']]: (
      system: System<TReal, TFakes>,
      event: Extract<ModelEvent<TModel>, { type: K }>,
    ) => void | Promise<void>;
  };
  /** Maps a model state to the real state value; default: the model's own value. */
  expectedValue?: (model: SnapshotFrom<TModel>) => StateValue;
  /** Further checks after every step (context, effects called), beyond the state value. */
  check?: (model: SnapshotFrom<TModel>, system: System<TReal, TFakes>) => void;
  /**
   * Also replay every simple (loop-free) path. Their number grows exponentially with
   * the model, so only small models can afford them; shortest paths always run.
   */
  simplePaths?: boolean;
  /** Above this many paths the run fails rather than silently truncating. */
  maxPaths?: number;
  /**
   * Try in each state only the events the model accepts there (`can`). By default every
   * event is tried everywhere, and one the model ignores must leave the real machine's
   * state alone too. A model whose guards only narrow what it explores (the real machine
   * would take the event) needs this; it then checks the real machine's refusals with
   * `can()` in `check`, and a refusal it sends needs a model transition of its own.
   */
  onlyEnabledEvents?: boolean;
  /**
   * The paths a UI replay (tests/e2e/model-*.spec.ts) takes in Chromium: each is replayed
   * here too, with the same drivers, to print the real machine's coverage by the covering
   * ones and fail on a transition the paths above take that they miss (unless listed in
   * `notInBrowser`), or that only the paths beyond the cover take.
   */
  ui?: UiPaths<TModel>;
}

/** What the real actor went through while paths ran. */
interface Taken {
  transitions: Set<string>;
  states: Set<string>;
}

const nothingTaken = (): Taken => ({ transitions: new Set(), states: new Set() });
const union = (all: Taken[]): Taken => ({
  transitions: new Set(all.flatMap((t) => [...t.transitions])),
  states: new Set(all.flatMap((t) => [...t.states])),
});

/**
 * Registers the vitest tests of one machine: one test per path, then a last test
 * that fails when a state or transition of the real machine was never taken.
 */
export function describeModel<TModel extends AnyStateMachine, TReal extends AnyStateMachine, TFakes>(
  spec: ModelSpec<TModel, TReal, TFakes>,
): void {
  const planned = planPaths(spec.model, spec);
  const taken = nothingTaken();
  const expectedValue = spec.expectedValue ?? ((m: SnapshotFrom<TModel>) => (m as AnyMachineSnapshot).value);
  const inputLabel = spec.inputLabel ?? JSON.stringify;
  const title = ({ input, path }: PlannedPath<TModel>) =>
    `${input === undefined ? '' : ` ${inputLabel(input as InputFrom<TReal>)}`}: ${describePath(path)}`;

  const assertState = (model: SnapshotFrom<TModel>, system: System<TReal, TFakes>, where: string) => {
    const real = system.actor.getSnapshot() as AnyMachineSnapshot;
    expect(real.status, `${where}: real machine status`).toBe('active');
    expect(real.value, `${where}: real state`).toEqual(expectedValue(model));
    spec.check?.(model, system);
  };

  /** One path on a fresh real actor, its states and transitions recorded in `into`. */
  async function replay({ input, path }: PlannedPath<TModel>, into: Taken) {
    const recordSnapshot = (snapshot: AnyMachineSnapshot) => snapshot._nodes.forEach((n) => into.states.add(n.id));
    const { machine, fakes } = spec.arrange();
    const actor = createActor(machine, {
      ...(input === undefined ? {} : { input: input as InputFrom<TReal> }),
      inspect: (event) => {
        if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
        for (const t of event._transitions) {
          into.transitions.add(transitionKey(t));
          into.states.add(t.source.id);
        }
        recordSnapshot(event.snapshot as AnyMachineSnapshot);
      },
    }) as Actor<TReal>;
    const system: System<TReal, TFakes> = { actor, fakes };
    actor.start();
    try {
      recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
      const initialModel = createActor(spec.model as AnyStateMachine, { input });
      assertState(initialModel.getSnapshot() as SnapshotFrom<TModel>, system, 'initial state');
      await path.test({
        states: {
          '*': (model) => assertState(model as SnapshotFrom<TModel>, system, `after ${describePath(path)}`),
        },
        // keyed by event type at run time; the generic mapped type cannot follow
        events: Object.fromEntries(
          Object.entries(spec.drive).map(([type, run]) => [
            type,
            async (step: { event: ModelEvent<TModel> }) => {
              await (run as (s: System<TReal, TFakes>, e: ModelEvent<TModel>) => void | Promise<void>)(
                system,
                step.event,
              );
              recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
            },
          ]),
        ) as never,
      });
    } finally {
      actor.stop();
    }
  }

  // In order even under --sequence.shuffle: the coverage tests sum what the path tests before
  // them took. Files still run in any order; each file replays its own paths.
  describe(`${spec.name} (model-based paths)`, { shuffle: false }, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    planned.forEach((planned, index) => {
      it(`path ${index + 1}${title(planned)}`, () => replay(planned, taken));
    });

    it('covers every state and transition of the real machine', ({ task }) => {
      const coverage = coverageOf(spec.real, taken);
      const line = coverageLine(spec.name, coverage, `covered by ${planned.length} paths`);
      console.log(line);
      task.meta.coverage = { ...coverage, line };
      expect(taken.states.size, 'no path ran: run the whole file, not one test').toBeGreaterThan(0);
      expect(coverage.states.missed, 'states of the real machine no path reaches').toEqual([]);
      expect(coverage.transitions.missed, 'transitions of the real machine no path takes').toEqual([]);
    });

    if (spec.ui) describeUi(spec.ui);
  });

  /** The UI paths on the real machine: the coverage of the covering ones, against the paths above. */
  function describeUi(ui: UiPaths<TModel>) {
    const name = `${spec.name} in Chromium`;
    const byPath = ui.all.map(nothingTaken);
    ui.all.forEach((path, index) => {
      const role = ui.covering.includes(path) ? 'covering' : 'beyond the cover';
      it(`${name} path ${index + 1} (${role})${title(path)}`, () => replay(path, byPath[index]!));
    });

    it(`${name}: the covering paths are the fewest that take what every UI path takes on the real machine`, () => {
      const fewest = fewestCovering(
        byPath.map((t) => new Set([...t.transitions, ...[...t.states].map((state) => `state ${state}`)])),
        (i) => ui.all[i]!.path.steps.length,
      );
      const file = `tests/model/${spec.name}.covering.gen.ts`;
      if (process.env.WRITE_COVERING) {
        writeFileSync(
          file,
          `// Written by the ${spec.name} harness (WRITE_COVERING=1 npx vitest run ` +
            `tests/model/${spec.name}.paths.test.ts): the indices of the covering UI paths. Never ` +
            `edited by hand.\nexport const covering: readonly number[] = [${fewest.join(', ')}];\n`,
        );
      }
      expect(
        ui.covering.map((path) => ui.all.indexOf(path)),
        `${file} is stale: WRITE_COVERING=1 npx vitest run tests/model/${spec.name}.paths.test.ts, then commit it`,
      ).toEqual(fewest);
    });

    it(`${name}: the covering paths take every transition the paths above take`, () => {
      const states = allStates(spec.real);
      const transitions = allTransitions(spec.real);
      const cover = union(ui.covering.map((path) => byPath[ui.all.indexOf(path)]!));
      const everyUiPath = union(byPath);
      console.log(
        coverageLine(name, coverageOf(spec.real, cover), `by ${ui.covering.length} of ${ui.all.length} paths`),
      );
      expect(cover.states.size, 'no UI path ran: run the whole file, not one test').toBeGreaterThan(0);
      const excused = Object.keys(ui.notInBrowser);
      expect
        .soft(
          excused.filter((t) => !transitions.includes(t)),
          'notInBrowser names transitions the real machine does not have',
        )
        .toEqual([]);
      expect
        .soft(
          excused.filter((t) => cover.transitions.has(t)),
          'notInBrowser names transitions the browser takes after all',
        )
        .toEqual([]);
      expect
        .soft(
          transitions.filter((t) => taken.transitions.has(t) && !cover.transitions.has(t) && !excused.includes(t)),
          'transitions the model paths take and the browser does not',
        )
        .toEqual([]);
      // A state is entered by a transition: only an excused one may leave it unreached.
      const enteredOnlyByExcused = (state: string) =>
        excused.some((t) =>
          t
            .split('→ ')[1]!
            .split(', ')
            .some((target) => target === state || target.startsWith(`${state}.`)),
        );
      expect
        .soft(
          states.filter((s) => taken.states.has(s) && !cover.states.has(s) && !enteredOnlyByExcused(s)),
          'states the model paths reach and the browser does not',
        )
        .toEqual([]);
      expect
        .soft(
          transitions.filter((t) => everyUiPath.transitions.has(t) && !cover.transitions.has(t)),
          'transitions only UI paths beyond the cover take',
        )
        .toEqual([]);
    });
  }
}
