import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CartLines, fromCartLine } from '../../features/layout/CartLines';
import { GuardedPage } from '../../features/layout/GuardedPage';
import { cartQuery } from '../../features/layout/queries';
import { shellTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';
import { formatPrice } from '../../ui/price';

export const Route = createFileRoute('/_authed/checkout')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(cartQuery()),
  component: CheckoutPage,
});

/** The order summary; address, payment and Place Order arrive with the checkout flow. */
function CheckoutPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  return (
    <GuardedPage title={shellTexts.pages.checkoutTitle}>
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
    </GuardedPage>
  );
}
