import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CartLines, fromCartLine } from '../../features/layout/CartLines';
import { GuardedPage } from '../../features/layout/GuardedPage';
import { cartQuery } from '../../features/layout/queries';
import { shellTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';
import { buttonClass } from '../../ui/Button';
import { formatPrice } from '../../ui/price';

export const Route = createFileRoute('/_authed/cart')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(cartQuery()),
  component: CartPage,
});

function CartPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  return (
    <GuardedPage title={shellTexts.pages.cartTitle}>
      {cart.data.length === 0 ? (
        <p>{texts.cartEmpty}</p>
      ) : (
        <>
          <p>{shellTexts.pages.cartSummary(cart.data.length)}</p>
          <CartLines lines={cart.data.map(fromCartLine)} />
          <p>
            <strong>{shellTexts.pages.total}:</strong> {formatPrice(cart.gross_total)}
          </p>
          <p>
            <Link to="/checkout" className={buttonClass({ tone: 'primary' })}>
              {texts.completeCheckout}
            </Link>
          </p>
        </>
      )}
    </GuardedPage>
  );
}
