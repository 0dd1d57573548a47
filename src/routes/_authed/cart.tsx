import { createFileRoute } from '@tanstack/react-router';
import { cartQuery } from '../../app/queries/cartQuery';
import { pageRouteStates } from '../../app/routing/pageRouteStates';
import { CartPage } from '../../features/cart/CartPage';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery()),
  ...pageRouteStates(shellTexts.pages.cartTitle),
  component: CartPage,
});
