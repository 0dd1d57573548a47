import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../app/routing/pageRouteStates';
import { isLoggedIn } from '../app/actors/session';
import { ThankYouPage } from '../features/orders/ThankYouPage';
import { orderQuery } from '../features/orders/queries';
import { shellTexts } from '../ui/copy';

export const Route = createFileRoute('/thankyou')({
  // Checkout put the placed order in the cache already; a reload of that entry fetches it again.
  loader: ({ context, location }) => {
    const id = location.state.placedOrderId;
    return id && isLoggedIn() ? context.queryClient.ensureQueryData(orderQuery(id)) : undefined;
  },
  ...pageRouteStates(shellTexts.pages.thankYouTitle),
  component: ThankYouPage,
});
