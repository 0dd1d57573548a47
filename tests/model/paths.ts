/**
 * Path helpers without a test runner, so Playwright specs (tests/e2e/model-*.spec.ts)
 * and the vitest harness share them.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel, getStateNodes, serializeSnapshot, type TestPath } from 'xstate/graph';

type ModelEvent<TModel extends AnyStateMachine> = EventFromLogic<TModel>;

export interface PlannedPath<TModel extends AnyStateMachine> {
  input: unknown;
  path: TestPath<SnapshotFrom<TModel>, ModelEvent<TModel>>;
}

/** A transition's stable name: source, event, position among that event's transitions. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  const index = siblings?.indexOf(t) ?? -1;
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
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
    ...(options.onlyEnabledEvents ? { filterEvents: (state: SnapshotFrom<TModel>, event: ModelEvent<TModel>) => (state as AnyMachineSnapshot).can(event) } : {}),
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
 * context), or with `perTransition` to each state by each way in (every model
 * transition taken). `allow` drops events the UI cannot perform in a given state.
 */
export function shortestPaths<TModel extends AnyStateMachine>(
  model: TModel,
  options: {
    events?: EventFromLogic<TModel>[];
    input?: unknown;
    allow?: (state: SnapshotFrom<TModel>, event: EventFromLogic<TModel>) => boolean;
    perTransition?: boolean;
  } = {},
) {
  const testModel = createTestModel(model, {
    ...(options.events ? { events: options.events } : {}),
    ...(options.perTransition ? {} : { serializeState: (state: SnapshotFrom<TModel>) => serializeSnapshot(state) }),
    ...(options.allow ? { filterEvents: options.allow } : {}),
  });
  return testModel.getShortestPaths(options.input === undefined ? {} : { input: options.input });
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
