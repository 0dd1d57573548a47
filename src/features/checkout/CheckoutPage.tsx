import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '../../../spec/texts';
import { cartQuery } from '../../app/cartQuery';
import { CartLines, fromCartLine } from '../../ui/CartLines';
import { shellTexts } from '../../ui/copy';
import { Page } from '../../ui/Page';
import { formatPrice } from '../../ui/price';

/** The order summary; address, payment and Place Order arrive with the checkout flow. */
export function CheckoutPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  return (
    <Page title={shellTexts.pages.checkoutTitle}>
      <section aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{texts.checkoutSections.orderSummary}</h2>
        {cart.data.length === 0 ? <p>{texts.cartEmpty}</p> : <CartLines lines={cart.data.map(fromCartLine)} />}
      </section>
      <section aria-labelledby="checkout-price">
        <h2 id="checkout-price">{texts.checkoutSections.priceDetails}</h2>
        <p>
          {shellTexts.pages.subTotal}: {formatPrice(cart.Sub_Total)}
        </p>
        <p>
          <strong>
            {shellTexts.pages.total}: {formatPrice(cart.gross_total)}
          </strong>
        </p>
      </section>
    </Page>
  );
}
