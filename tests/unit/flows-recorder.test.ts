/**
 * The flows panel's recorder (src/devtools/flows/recorder.ts) on real actors: what it keeps of
 * each root machine actor as it starts, takes events and stops.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { flowActors, KEPT, record, subscribeToFlows } from '#src/devtools/flows/recorder';

/** Two regions, so that an event moves one and leaves the other; a child actor of its own. */
const machine = createMachine({
  id: 'sample',
  type: 'parallel',
  context: { count: 0 },
  states: {
    form: {
      initial: 'editing',
      states: { editing: { on: { SUBMIT: 'sent' } }, sent: {} },
    },
    lookup: {
      initial: 'idle',
      states: {
        idle: { on: { LOOK: 'looking' } },
        looking: { invoke: { src: fromPromise(() => Promise.resolve(7)), onDone: 'found' } },
        found: {},
      },
    },
  },
  on: { PING: {} },
});

const start = () => createActor(machine, { inspect: record }).start();
const recorded = (sessionId: string) => flowActors().find((actor) => actor.sessionId === sessionId);

describe('flows recorder', () => {
  it('keeps a started actor, its snapshot and its start, with the leaves it entered', () => {
    const actor = start();
    const kept = recorded(actor.sessionId)!;
    expect(kept).toMatchObject({ running: true, machine });
    expect(kept.snapshot.value).toEqual({ form: 'editing', lookup: 'idle' });
    expect(kept.events.map(({ type, entered }) => ({ type, entered }))).toEqual([
      { type: 'xstate.init', entered: ['form.editing', 'lookup.idle'] },
    ]);
    actor.stop();
  });

  it('records each event with its time and payload, and only the states it entered', async () => {
    const actor = start();
    actor.send({ type: 'SUBMIT', note: 'hello' } as never);
    actor.send({ type: 'LOOK' } as never);
    await new Promise((resolve) => setTimeout(resolve));
    const events = recorded(actor.sessionId)!.events.slice(1);
    expect(events.map(({ type, payload, entered }) => ({ type, payload, entered }))).toEqual([
      { type: 'SUBMIT', payload: { note: 'hello' }, entered: ['form.sent'] },
      { type: 'LOOK', payload: {}, entered: ['lookup.looking'] },
      {
        type: 'xstate.done.actor.0.sample.lookup.looking',
        payload: { output: 7, actorId: '0.sample.lookup.looking' },
        entered: ['lookup.found'],
      },
    ]);
    expect(events.every((event) => Math.abs(event.at - Date.now()) < 5_000)).toBe(true);
    // The invoked promise is its parent's business: it is not listed as an actor of its own.
    expect(flowActors().filter((kept) => kept.machine !== machine)).toEqual([]);
    actor.stop();
  });

  it('tells listeners of every change and keeps only the last events', () => {
    let told = 0;
    const unsubscribe = subscribeToFlows(() => told++);
    const actor = start();
    for (let i = 0; i < KEPT.events + 5; i++) actor.send({ type: 'PING', i } as never);
    unsubscribe();
    expect(told).toBe(KEPT.events + 6);
    const events = recorded(actor.sessionId)!.events;
    expect(events).toHaveLength(KEPT.events);
    expect(events.at(-1)!.payload).toEqual({ i: KEPT.events + 4 });
    actor.stop();
  });

  it('marks a stopped actor stopped, and forgets all but the newest stopped ones', () => {
    const actors = Array.from({ length: KEPT.stopped + 2 }, start);
    const stoppedFirst = actors[0]!;
    stoppedFirst.stop();
    expect(recorded(stoppedFirst.sessionId)).toMatchObject({ running: false });
    expect(recorded(stoppedFirst.sessionId)!.events.at(-1)).toMatchObject({ type: 'xstate.stop', entered: [] });

    actors.slice(1).forEach((actor) => actor.stop());
    const kept = actors.filter((actor) => recorded(actor.sessionId)).map((actor) => actor.sessionId);
    expect(kept).toEqual(actors.slice(-KEPT.stopped).map((actor) => actor.sessionId));
  });
});
