import { createFileRoute } from '@tanstack/react-router';
import { addressesQuery } from '#src/app/queries/addressesQuery';
import { cartQuery } from '#src/app/queries/cartQuery';
import { pageRouteStates } from '#src/app/routing/pageRouteStates';
import { CheckoutPage } from '#src/features/checkout/CheckoutPage';
import { shellTexts } from '#src/ui/copy';

export const Route = createFileRoute('/_authed/checkout')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(cartQuery()), queryClient.ensureQueryData(addressesQuery())]),
  ...pageRouteStates(shellTexts.pages.checkoutTitle),
  component: CheckoutPage,
});
