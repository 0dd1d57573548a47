import type { Schemas } from '#openapi/client';
import { CartTotalRows } from '#src/ui/CartTotalRows';
import { panel } from '#src/ui/CartTotalRows.css';
import { cartTexts } from '#src/ui/copy';
import * as css from './CartPage.css';

/** The server's totals (product §3 cart response); marked as updating while a change is unconfirmed. */
export function CartTotals({ cart, pending }: { cart: Schemas['Cart']; pending: boolean }) {
  return (
    <section className={panel} aria-busy={pending} data-testid="cart-totals">
      <h2 id="cart-summary" className={css.summaryTitle}>
        {cartTexts.summary}
      </h2>
      <CartTotalRows cart={cart} />
      {pending ? <p className={css.note}>{cartTexts.totalsUpdating}</p> : null}
    </section>
  );
}
