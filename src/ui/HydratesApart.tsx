import { memo, Suspense, type ComponentType, type ReactNode } from 'react';

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

/**
 * `Component` hydrated apart (above), and rendered again only when its props change (`same`
 * says when they do not; shallow equality by default). A part not yet hydrated that its
 * parent renders with new props must hydrate at once, at the update's priority, in one task
 * with the update: so a parent that updates early (a lookup answering during the takeover)
 * would pull every such part into one long task.
 */
export function hydratedApart<P extends object>(
  Component: ComponentType<P>,
  same?: (before: Readonly<P>, after: Readonly<P>) => boolean,
) {
  return memo(function HydratedApart(props: P) {
    return (
      <HydratesApart>
        <Component {...props} />
      </HydratesApart>
    );
  }, same);
}
