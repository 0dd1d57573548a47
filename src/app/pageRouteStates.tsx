import type { ErrorComponentProps } from '@tanstack/react-router';
import { Page, TextSkeleton } from '../ui/Page';
import { InlineRouteError } from './RouteError';

/**
 * A route's pending and error views for a page with a fixed title: the title stays,
 * and the body shows loading lines, or the failure with a retry.
 */
export function pageRouteStates(title: string) {
  return {
    pendingComponent: () => (
      <Page title={title}>
        <TextSkeleton />
      </Page>
    ),
    errorComponent: (props: ErrorComponentProps) => (
      <Page title={title}>
        <InlineRouteError {...props} />
      </Page>
    ),
  };
}
