import { Suspense, type ReactNode } from 'react';

/**
 * A part of a screen that React hydrates in a pass, and a commit, of its own: a Suspense
 * boundary, which React hydrates one at a time at idle priority (and at once when an event
 * reaches it). A big screen is cut into a few, so that on a slow phone no one task of the
 * app's takeover of a drawn page holds the whole screen (decision 0019).
 *
 * Nothing inside may suspend once shown: it would show nothing meanwhile (a part that loads
 * has its own boundary with a placeholder inside this one).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
