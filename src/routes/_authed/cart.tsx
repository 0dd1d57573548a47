import { createFileRoute } from '@tanstack/react-router';
import { cartQuery } from '#src/app/queries/cartQuery';
import { pageRouteStates } from '#src/app/routing/pageRouteStates';
import { CartPage } from '#src/features/cart/CartPage';
import { shellTexts } from '#src/ui/copy';

export const Route = createFileRoute('/_authed/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery()),
  ...pageRouteStates(shellTexts.pages.cartTitle),
  component: CartPage,
});
