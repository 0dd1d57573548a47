/**
 * Path helpers without a test runner, so Playwright specs (tests/e2e/model-*.spec.ts)
 * and the vitest harness share them.
 */
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel, serializeSnapshot } from 'xstate/graph';

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
