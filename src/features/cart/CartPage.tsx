import { useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '#rules/texts';
import { useCartState, viewLines } from '#src/app/actors/cartActor';
import { cartQuery } from '#src/app/queries/cartQuery';
import { CheckoutLink } from '#src/app/components/CheckoutLink';
import { buttonClass } from '#src/ui/Button';
import { cartTexts, shellTexts } from '#src/ui/copy';
import { EmptyCart } from '#src/ui/EmptyCart';
import { Page } from '#src/ui/Page';
import { CartTable } from './CartTable';
import { CartTotals } from './CartTotals';
import * as css from './CartPage.css';

/** The Shopping Cart page (product §2): lines with steppers and remove icons, totals, Complete Checkout. */
export function CartPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  const state = useCartState();
  const lines = viewLines(cart, state);
  const pending = state.hasTag('pending');

  if (lines.length === 0) {
    return (
      <Page title={shellTexts.pages.cartTitle}>
        <EmptyCart />
      </Page>
    );
  }

  const blockedReason = pending ? cartTexts.checkoutWaits : cartTexts.fixStock;
  return (
    <Page title={shellTexts.pages.cartTitle}>
      <div className={css.layout}>
        <CartTable lines={lines} />
        <aside className={css.side} aria-labelledby="cart-summary">
          <CartTotals cart={cart} pending={pending} />
          <CheckoutLink className={buttonClass({ tone: 'primary', block: true })} blockedReason={blockedReason}>
            {texts.completeCheckout}
          </CheckoutLink>
        </aside>
      </div>
    </Page>
  );
}
