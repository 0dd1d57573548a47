/**
 * Dev-only statechart inspection: with VITE_INSPECT=1 at dev or build time every app
 * actor started with `{ inspect }` shows in @statelyai/inspect's browser inspector
 * (which opens stately.ai, online). Off by default: the shop must run offline.
 */
import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

let inspector: Inspect | undefined;
const queued: InspectionEvent[] = [];

if (import.meta.env.VITE_INSPECT === '1') {
  // loaded lazily so the inspector never ships unless asked for
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const observer = createBrowserInspector().inspect;
    inspector = (event) => observer.next?.(event);
    queued.splice(0).forEach((event) => inspector?.(event));
  });
}

/** Pass as `createActor(logic, { inspect })`; undefined when the flag is off. */
export const inspect: Inspect | undefined =
  import.meta.env.VITE_INSPECT === '1' ? (event) => (inspector ? inspector(event) : queued.push(event)) : undefined;
