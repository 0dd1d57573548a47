import { startTransition, useEffect, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The actor's snapshot, each change of it rendered in a transition: in slices, between
 * which the browser answers the shopper. Read through `useSelector` (a store, which React
 * renders at once, in one task), the variant lookup's answer, which comes while a drawn
 * page is still being taken over, re-rendered the whole product page in one long task on
 * a slow phone (decision 0019). The page has no text field for a late render to upset.
 */
export function useSnapshotInTransition<A extends AnyActorRef>(actorRef: A): SnapshotFrom<A> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<A>>(() => actorRef.getSnapshot());
  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(actorRef.getSnapshot()));
    const subscription = actorRef.subscribe(update);
    update(); // what changed between the render and this subscription (the actor starts meanwhile)
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return snapshot;
}
