import type { ComponentType, ReactNode } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Page, TextSkeleton } from '#src/ui/Page';
import { InlineRouteError } from './RouteError';

/** What frames a page: its title, then its body. */
type PageFrame = ComponentType<{ title: string; children: ReactNode }>;

/**
 * A route's pending and error views for a page with a fixed title: the title stays,
 * and the body shows loading lines, or the failure with a retry. A page framed its own
 * way (the static pages' breadcrumb) passes its frame.
 */
export function pageRouteStates(title: string, Frame: PageFrame = Page) {
  return {
    pendingComponent: () => (
      <Frame title={title}>
        <TextSkeleton />
      </Frame>
    ),
    errorComponent: (props: ErrorComponentProps) => (
      <Frame title={title}>
        <InlineRouteError {...props} />
      </Frame>
    ),
  };
}
