import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../../app/routing/pageRouteStates';
import { WishlistPage } from '../../features/wishlist/WishlistPage';
import { wishlistQuery } from '../../features/wishlist/queries';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/wishlist')({
  loader: ({ context }) => context.queryClient.ensureQueryData(wishlistQuery()),
  ...pageRouteStates(shellTexts.pages.wishlistTitle),
  component: WishlistPage,
});
