import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Scrolls to the top when the page is entered, and again when `entry` changes (another
 * product on the same route). Not in the pass that hydrates a page the server drew: the
 * shopper entered that page at its top, and a scroll made on it before the app took over
 * is theirs to keep (decision 0019).
 */
export function useScrollToTopOnEntry(entry: unknown): void {
  // The server's snapshot is the hydrating pass's: false there, true in any render of the app's own.
  const rendersItself = useSyncExternalStore(neverChanges, () => true, () => false);
  const hydrated = useRef(!rendersItself);
  useLayoutEffect(() => {
    if (hydrated.current) hydrated.current = false;
    else window.scrollTo(0, 0);
  }, [entry]);
}
