/**
 * What the flows panel shows, from xstate's inspection events (src/app/actors/inspect.ts hands
 * every event of every app actor here, in development and in a VITE_FLOWS=1 build): each
 * root machine actor, its latest snapshot, and its last events with their time, payload and
 * the states each one entered. Recording starts with the first actor, before the panel is
 * ever opened, so the panel shows how an actor got where it is.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { activeLeaves } from './states';

/** Events kept per actor; actors kept after they stop (the newest). */
export const KEPT = { events: 50, stopped: 3 } as const;

export interface FlowEvent {
  /** Counts every event recorded: a key that never repeats. */
  seq: number;
  /** Date.now() when the actor took it. */
  at: number;
  type: string;
  /** The event without its type. */
  payload: Record<string, unknown>;
  /** The leaf states it entered (one per region that moved), as paths from the root. */
  entered: string[];
}

export interface FlowActor {
  sessionId: string;
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  running: boolean;
  /** Oldest first, the last KEPT.events. */
  events: readonly FlowEvent[];
}

let actors: readonly FlowActor[] = [];
let recorded = 0;
const listeners = new Set<() => void>();

/** The actors recorded, in the order they started; a new array on every change. */
export const flowActors = () => actors;

export function subscribeToFlows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isMachine = (src: unknown): src is AnyStateMachine =>
  typeof src === 'object' && src !== null && 'root' in src && 'config' in src && 'provide' in src;

export function record(inspection: InspectionEvent): void {
  // Each snapshot an actor takes, with the event that led to it: its start (xstate.init),
  // every event it processes, and its stop (xstate.stop). Invoked promises and the like are
  // their parent's business: their results reach it as events.
  if (inspection.type !== '@xstate.snapshot' || inspection.rootId !== inspection.actorRef.sessionId) return;
  const { src } = inspection.actorRef as AnyActorRef;
  if (!isMachine(src)) return;
  const snapshot = inspection.snapshot as AnyMachineSnapshot;
  const { type, ...payload } = inspection.event;
  const known = actors.find((actor) => actor.sessionId === inspection.rootId);
  const before = known && type !== 'xstate.init' ? new Set(activeLeaves(src, known.snapshot.value)) : new Set<string>();
  const event: FlowEvent = {
    seq: ++recorded,
    at: Date.now(),
    type,
    payload,
    entered: snapshot.status === 'active' ? activeLeaves(src, snapshot.value).filter((leaf) => !before.has(leaf)) : [],
  };
  const actor: FlowActor = {
    sessionId: inspection.rootId,
    machine: src,
    snapshot,
    // React's StrictMode stops an actor and starts it again: the same actor, running once more.
    running: snapshot.status === 'active',
    events: [...(known?.events ?? []), event].slice(-KEPT.events),
  };
  actors = known ? actors.map((a) => (a === known ? actor : a)) : [...actors, actor];
  if (!actor.running) forgetOldStopped();
  listeners.forEach((listener) => listener());
}

function forgetOldStopped(): void {
  const stopped = actors.filter((actor) => !actor.running);
  const forgotten = new Set(stopped.slice(0, -KEPT.stopped));
  if (forgotten.size) actors = actors.filter((actor) => !forgotten.has(actor));
}
