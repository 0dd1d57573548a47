import { createFileRoute } from '@tanstack/react-router';
import { addressesQuery } from '../../app/queries/addressesQuery';
import { cartQuery } from '../../app/queries/cartQuery';
import { pageRouteStates } from '../../app/routing/pageRouteStates';
import { CheckoutPage } from '../../features/checkout/CheckoutPage';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/checkout')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(cartQuery()), queryClient.ensureQueryData(addressesQuery())]),
  ...pageRouteStates(shellTexts.pages.checkoutTitle),
  component: CheckoutPage,
});
