/**
 * Path helpers without a test runner, so Playwright specs (tests/e2e/model-*.spec.ts)
 * and the vitest harness share them.
 */
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel, getStateNodes, serializeSnapshot, type StatePath, type TestPath } from 'xstate/graph';

type ModelEvent<TModel extends AnyStateMachine> = EventFromLogic<TModel>;

export interface PlannedPath<TModel extends AnyStateMachine> {
  input: unknown;
  path: TestPath<SnapshotFrom<TModel>, ModelEvent<TModel>>;
}

/** What a replay driver needs of a path: its input, and each step's event and model state (the first, xstate.init). */
export interface ReplayPath<TModel extends AnyStateMachine> {
  input: unknown;
  path: StatePath<SnapshotFrom<TModel>, ModelEvent<TModel>>;
}

/** A transition's stable name: source, event, position among that event's transitions. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  const index = siblings?.indexOf(t) ?? -1;
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const targets = t.target?.map((s) => s.id).join(', ') ?? '(self)';
  return `${t.source.id} —${t.eventType || 'always'}#${index}${guard}→ ${targets}`;
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/**
 * The shortest path to every (model state, incoming transition) pair, which is
 * createTestModel's default serialisation, so every model transition is taken;
 * plus every simple path when asked. Without duplicates.
 */
export function planPaths<TModel extends AnyStateMachine>(
  model: TModel,
  options: {
    events?: ModelEvent<TModel>[];
    inputs?: unknown[];
    simplePaths?: boolean;
    maxPaths?: number;
    onlyEnabledEvents?: boolean;
  } = {},
): PlannedPath<TModel>[] {
  const testModel = createTestModel(model, {
    ...(options.events ? { events: options.events } : {}),
    ...(options.onlyEnabledEvents
      ? {
          filterEvents: (state: SnapshotFrom<TModel>, event: ModelEvent<TModel>) =>
            (state as AnyMachineSnapshot).can(event),
        }
      : {}),
  });
  const planned: PlannedPath<TModel>[] = [];
  const seen = new Set<string>();
  for (const input of options.inputs ?? [undefined]) {
    const traversal = input === undefined ? {} : { input };
    const simple = options.simplePaths ? testModel.getSimplePaths(traversal) : [];
    for (const path of [...testModel.getShortestPaths(traversal), ...simple]) {
      const key = JSON.stringify([input, path.steps.map((s) => s.event)]);
      if (seen.has(key)) continue;
      seen.add(key);
      planned.push({ input, path });
    }
  }
  const max = options.maxPaths ?? 300;
  if (planned.length > max) {
    throw new Error(`${planned.length} paths exceed maxPaths ${max}: make the model smaller or raise maxPaths`);
  }
  return planned;
}

/**
 * Shortest paths for the slower UI replays: to each distinct model state (value and
 * context, or what `serializeState` keeps of it), or with `perTransition` to each state by
 * each way in (every model transition taken). `allow` drops events the UI cannot perform
 * in a given state.
 */
export function shortestPaths<TModel extends AnyStateMachine>(
  model: TModel,
  options: {
    events?: EventFromLogic<TModel>[];
    input?: unknown;
    allow?: (state: SnapshotFrom<TModel>, event: EventFromLogic<TModel>) => boolean;
    perTransition?: boolean;
    serializeState?: (state: SnapshotFrom<TModel>) => string;
  } = {},
) {
  const serializeState =
    options.serializeState ??
    (options.perTransition ? undefined : (state: SnapshotFrom<TModel>) => serializeSnapshot(state));
  const testModel = createTestModel(model, {
    ...(options.events ? { events: options.events } : {}),
    ...(serializeState ? { serializeState } : {}),
    ...(options.allow ? { filterEvents: options.allow } : {}),
  });
  return testModel.getShortestPaths(options.input === undefined ? {} : { input: options.input });
}

/** The transitions of `model` that a path takes, replayed on the model itself. */
export function modelTransitionsOf(
  model: AnyStateMachine,
  input: unknown,
  path: { steps: { event: { type: string } }[] },
): Set<string> {
  const taken = new Set<string>();
  const actor = createActor(model, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const t of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions)
        taken.add(transitionKey(t));
    },
  }).start();
  for (const step of path.steps) if (step.event.type !== 'xstate.init') actor.send(step.event);
  actor.stop();
  return taken;
}

/**
 * The candidate paths a UI replay takes, per input: the shortest path to each model state
 * (as `shortestPaths` generates them under `allow`); then, for each model transition none of
 * those takes, the shortest path that does (from the per-transition traversal, under the
 * same `allow`), so a transition that only leads to a state reached already (a retry, a
 * second way to cancel) is still tried in the browser.
 */
export function uiCandidates<TModel extends AnyStateMachine>(
  model: TModel,
  options: {
    events?: EventFromLogic<TModel>[];
    inputs?: unknown[];
    allow?: (state: SnapshotFrom<TModel>, event: EventFromLogic<TModel>) => boolean;
    perTransition?: boolean;
    serializeState?: (state: SnapshotFrom<TModel>) => string;
  } = {},
): PlannedPath<TModel>[] {
  const candidates: PlannedPath<TModel>[] = [];
  for (const input of options.inputs ?? [undefined]) {
    const base = shortestPaths(model, { ...options, input });
    const taken = new Set(base.flatMap((path) => [...modelTransitionsOf(model, input, path)]));
    const others = shortestPaths(model, { ...options, input, perTransition: true, serializeState: undefined })
      .map((path) => ({ path, transitions: modelTransitionsOf(model, input, path) }))
      // stable: the shortest first, then in the traversal's order
      .sort((a, b) => a.path.steps.length - b.path.steps.length);
    const completions = [];
    for (const transition of allTransitions(model)) {
      if (taken.has(transition)) continue;
      const found = others.find((other) => other.transitions.has(transition));
      if (!found) continue;
      found.transitions.forEach((t) => taken.add(t));
      completions.push(found.path);
    }
    for (const path of [...base, ...completions]) candidates.push({ input, path });
  }
  return candidates;
}

/**
 * The fewest of `sets` whose union is the union of all: a greedy set cover (the set with the
 * most items not yet had; on a tie the shorter by `length`, then the earlier one), then any
 * chosen set the others wholly hold is dropped. Deterministic; indices in ascending order.
 */
export function fewestCovering(sets: readonly ReadonlySet<string>[], length: (index: number) => number): number[] {
  const left = new Set(sets.flatMap((t) => [...t]));
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestNew = 0;
    sets.forEach((t, i) => {
      const fresh = [...t].filter((k) => left.has(k)).length;
      if (fresh > bestNew || (fresh === bestNew && fresh > 0 && length(i) < length(best))) [best, bestNew] = [i, fresh];
    });
    chosen.push(best);
    sets[best]!.forEach((k) => left.delete(k));
  }
  // A set chosen early may be wholly retaken by later ones.
  for (const i of [...chosen]) {
    const others = chosen.filter((j) => j !== i);
    if ([...sets[i]!].every((k) => others.some((j) => sets[j]!.has(k)))) chosen.splice(chosen.indexOf(i), 1);
  }
  return chosen.sort((a, b) => a - b);
}

/** The fewest of `paths` that take every transition of `model` any of them takes (`fewestCovering`), in the candidates' order. */
export function coveringPaths<TModel extends AnyStateMachine>(
  model: TModel,
  paths: readonly PlannedPath<TModel>[],
): PlannedPath<TModel>[] {
  const chosen = fewestCovering(
    paths.map(({ input, path }) => modelTransitionsOf(model, input, path)),
    (i) => paths[i]!.path.steps.length,
  );
  return paths.filter((_, i) => chosen.includes(i));
}

/** A UI replay's paths: every candidate (the full tier), and the covering ones (`npm test`). */
export interface UiPaths<TModel extends AnyStateMachine> {
  all: PlannedPath<TModel>[];
  /**
   * The fewest of `all` that take every state and transition of the real machine that `all`
   * takes. The harness chooses them on the real machine (its transitions are what the browser
   * must reach; several model transitions may be one real one) and keeps their indices in
   * `<machine>.covering.gen.ts`; without that file, the model's own cover stands in.
   */
  covering: PlannedPath<TModel>[];
  /**
   * Transitions of the real machine (as `transitionKey` names them) that no UI path takes,
   * each with the reason the browser cannot: the one exception the coverage check allows.
   */
  notInBrowser: Record<string, string>;
  /** What the page can do in a model state (beyond the model accepting it): a path of one's own is checked against it. */
  allow: (state: SnapshotFrom<TModel>, event: EventFromLogic<TModel>) => boolean;
  /** Why the page cannot replay these events as one path though it can do each step (undefined: it can). */
  cannotReplay: (events: EventFromLogic<TModel>[]) => string | undefined;
}

/**
 * A UI replay's candidates (`uiCandidates`), their covering subset (`covering`: the indices
 * the harness chose on the real machine, from `<machine>.covering.gen.ts`), and what the
 * browser cannot take.
 */
export function uiPaths<TModel extends AnyStateMachine>(
  model: TModel,
  options: Parameters<typeof uiCandidates<TModel>>[1] & {
    cannotReplay?: UiPaths<TModel>['cannotReplay'];
    covering?: readonly number[];
  },
  notInBrowser: Record<string, string> = {},
): UiPaths<TModel> {
  const { cannotReplay = () => undefined, covering, ...candidates } = options;
  const all = uiCandidates(model, candidates);
  const chosen = covering ? all.filter((_, i) => covering.includes(i)) : coveringPaths(model, all);
  return { all, covering: chosen, notInBrowser, allow: options.allow ?? (() => true), cannotReplay };
}

/**
 * A path of one's own, from its events: each replayed on the model from `input`, which must
 * accept it and, when `allow` is given, say the page can do it there. The same shape as a
 * generated path, so a replay driver takes either.
 */
export function pathFrom<TModel extends AnyStateMachine>(
  model: TModel,
  input: unknown,
  events: EventFromLogic<TModel>[],
  allow: (state: SnapshotFrom<TModel>, event: EventFromLogic<TModel>) => boolean = () => true,
): ReplayPath<TModel> {
  const actor = createActor(model as AnyStateMachine, { input }).start();
  let state = actor.getSnapshot() as SnapshotFrom<TModel>;
  const steps: ReplayPath<TModel>['path']['steps'] = [
    { state, event: { type: 'xstate.init' } as EventFromLogic<TModel> },
  ];
  for (const [index, event] of events.entries()) {
    const where = `step ${index + 1} ${describePath({ steps: [{ event }] })}`;
    if (!(state as AnyMachineSnapshot).can(event))
      throw new Error(`${where}: the model does not take it in ${JSON.stringify((state as AnyMachineSnapshot).value)}`);
    if (!allow(state, event))
      throw new Error(`${where}: the page cannot do it in ${JSON.stringify((state as AnyMachineSnapshot).value)}`);
    actor.send(event);
    state = actor.getSnapshot() as SnapshotFrom<TModel>;
    steps.push({ state, event });
  }
  actor.stop();
  return { input, path: { state, steps, weight: steps.length - 1 } };
}

/** "SUBMIT → SERVER_FAIL(slot=email)": the path's events, without the init step. */
export function describePath(path: { steps: { event: { type: string } }[] }): string {
  const events = path.steps
    .map((s) => s.event)
    .filter((e) => e.type !== 'xstate.init')
    .map(({ type, ...payload }) => {
      const details = Object.entries(payload).map(([k, v]) => `${k}=${String(v)}`);
      return details.length ? `${type}(${details.join(', ')})` : type;
    });
  return events.join(' → ') || '(initial state)';
}
