import { createFileRoute } from '@tanstack/react-router';
import { cartQuery } from '../../app/cartQuery';
import { pageRouteStates } from '../../app/pageRouteStates';
import { CheckoutPage } from '../../features/checkout/CheckoutPage';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/checkout')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery()),
  ...pageRouteStates(shellTexts.pages.checkoutTitle),
  component: CheckoutPage,
});
