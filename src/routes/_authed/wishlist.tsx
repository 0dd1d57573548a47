import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductCard } from '../../features/home/ProductCard';
import * as homeCss from '../../features/home/home.css';
import { GuardedPage } from '../../features/layout/GuardedPage';
import { wishlistQuery } from '../../features/layout/queries';
import { shellTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';

export const Route = createFileRoute('/_authed/wishlist')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(wishlistQuery()),
  component: WishlistPage,
});

function WishlistPage() {
  const { data: products } = useSuspenseQuery(wishlistQuery());
  return (
    <GuardedPage title={shellTexts.pages.wishlistTitle}>
      {products.length === 0 ? (
        <p>{texts.wishlistEmpty}</p>
      ) : (
        <ul className={homeCss.productGrid}>
          {products.map((p) => (
            <li key={p.int_glcode}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </GuardedPage>
  );
}
