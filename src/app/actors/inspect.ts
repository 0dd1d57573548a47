/**
 * Where the app's actors report their inspection events. Every app actor is started with
 * `...(inspect ? { inspect } : {})`; each listener is loaded lazily, so none ships unless asked for:
 * - the flows panel (src/devtools/flows/), in development and in a VITE_FLOWS=1 build: offline,
 *   inside the page;
 * - @statelyai/inspect's browser inspector with VITE_INSPECT=1 (dev or build), which opens
 *   stately.ai and so needs the internet.
 * In a production build both conditions are the constant false: `inspect` is undefined and
 * everything below folds away.
 */
import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

// Spelled out where used: a build folds such a constant only in the module that writes it.
const flowsPanel = import.meta.env.DEV || import.meta.env.VITE_FLOWS === '1';
const stately = import.meta.env.VITE_INSPECT === '1';

const loadFlowsRecorder = () => import('#src/devtools/flows/recorder').then(({ record }): Inspect => record);

const loadStately = () =>
  import('@statelyai/inspect').then(({ createBrowserInspector }): Inspect => {
    const observer = createBrowserInspector().inspect;
    return (event) => observer.next?.(event);
  });

/**
 * One `inspect` for several listeners: each hears every event in order, those sent before it
 * loaded replayed to it. A listener that fails to load is left out (the shop carries on).
 */
function fanOut(loading: Promise<Inspect>[]): Inspect {
  const early: InspectionEvent[] = [];
  const ready: Inspect[] = [];
  let settled = 0;
  for (const load of loading) {
    void load
      .then(
        (listener) => {
          early.forEach(listener);
          ready.push(listener);
        },
        (error: unknown) => console.warn('An actor inspector did not load:', error),
      )
      .finally(() => {
        if (++settled === loading.length) early.length = 0;
      });
  }
  return (event) => {
    if (settled < loading.length) early.push(event);
    ready.forEach((listener) => listener(event));
  };
}

/** Pass as `createActor(logic, { inspect })`; undefined when nothing listens. */
export const inspect: Inspect | undefined =
  flowsPanel || stately
    ? fanOut([...(flowsPanel ? [loadFlowsRecorder()] : []), ...(stately ? [loadStately()] : [])])
    : undefined;
