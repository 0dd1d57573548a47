import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '#rules/texts';
import { LiveProductCard } from '#src/app/components/LiveProductCard';
import { shellTexts } from '#src/ui/copy';
import { Page } from '#src/ui/Page';
import { cardGrid } from '#src/ui/ProductCard.css';
import { wishlistQuery } from './queries';

export function WishlistPage() {
  const { data: products } = useSuspenseQuery(wishlistQuery());
  return (
    <Page title={shellTexts.pages.wishlistTitle}>
      {products.length === 0 ? (
        <p>{texts.wishlistEmpty}</p>
      ) : (
        <ul className={cardGrid}>
          {products.map((p) => (
            <li key={p.int_glcode}>
              <LiveProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
