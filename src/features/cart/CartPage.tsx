import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { texts } from '../../../spec/texts';
import { cartQuery } from '../../app/cartQuery';
import { buttonClass } from '../../ui/Button';
import { CartLines, fromCartLine } from '../../ui/CartLines';
import { shellTexts } from '../../ui/copy';
import { Page } from '../../ui/Page';
import { formatPrice } from '../../ui/price';

export function CartPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  return (
    <Page title={shellTexts.pages.cartTitle}>
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
    </Page>
  );
}
