import { useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * A slot for an app-wide actor whose module (and xstate with it) loads after the first
 * screen, not in the entry. The actor's module fills the slot when it runs, whoever
 * imported it first (the slot's `load`, or a screen that drives the actor itself); until
 * then readers get a stand-in the caller documents, and writers wait for `load()`.
 */
export function lazyActorSlot<A extends AnyActorRef>() {
  let actor: A | null = null;
  let loading: Promise<A> | null = null;
  const waiting = new Set<() => void>();

  /** Hears the actor's arrival, then each of its snapshots. */
  function subscribe(listener: () => void): () => void {
    let subscription = actor?.subscribe(listener);
    const arrived = () => {
      subscription = actor!.subscribe(listener);
      listener();
    };
    if (!actor) waiting.add(arrived);
    return () => {
      waiting.delete(arrived);
      subscription?.unsubscribe();
    };
  }

  return {
    /** Called once by the actor's module, right after it starts the actor. */
    fill(started: A): void {
      actor = started;
      waiting.forEach((arrived) => arrived());
      waiting.clear();
    },
    current: (): A | null => actor,
    /** The actor, once `loadModule` (the same each call: the actor's module) has run. */
    load(loadModule: () => Promise<unknown>): Promise<A> {
      loading ??= loadModule().then(() => {
        if (!actor) throw new Error('the actor module loaded without filling its slot');
        return actor;
      });
      return loading;
    },
    /**
     * A value read from the actor, or `before` until it has loaded. `drawn` is what the
     * server drew (it never has the actor): the value of the pass that hydrates a drawn
     * page, which the real one follows at once (decision 0019).
     */
    useSelect<T>(select: (snapshot: SnapshotFrom<A>) => T, before: T, drawn: T = before): T {
      const read = () => (actor ? select(actor.getSnapshot() as SnapshotFrom<A>) : before);
      return useSyncExternalStore(subscribe, read, () => drawn);
    },
  };
}
