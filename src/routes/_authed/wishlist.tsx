import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '#src/app/routing/pageRouteStates';
import { WishlistPage } from '#src/features/wishlist/WishlistPage';
import { wishlistQuery } from '#src/features/wishlist/queries';
import { shellTexts } from '#src/ui/copy';

export const Route = createFileRoute('/_authed/wishlist')({
  loader: ({ context }) => context.queryClient.ensureQueryData(wishlistQuery()),
  ...pageRouteStates(shellTexts.pages.wishlistTitle),
  component: WishlistPage,
});
