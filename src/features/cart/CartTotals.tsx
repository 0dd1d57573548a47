import type { Schemas } from '../../../openapi/client';
import { cartTexts } from '../../ui/copy';
import { formatPrice } from '../../ui/price';
import * as css from './CartPage.css';

/** The server's totals (SPEC §3 cart response); marked as updating while a change is unconfirmed. */
export function CartTotals({ cart, pending }: { cart: Schemas['Cart']; pending: boolean }) {
  const rows = [
    [cartTexts.subTotal, formatPrice(cart.Sub_Total)],
    [cartTexts.discount, cart.discount_total > 0 ? `− ${formatPrice(cart.discount_total)}` : formatPrice(0)],
    [cartTexts.gst, formatPrice(cart.gst_total)],
    [cartTexts.delivery, cart.delivery_charge > 0 ? formatPrice(cart.delivery_charge) : cartTexts.free],
  ] as const;
  return (
    <section className={css.totals} aria-busy={pending} data-testid="cart-totals">
      <h2 id="cart-summary" className={css.summaryTitle}>
        {cartTexts.summary}
      </h2>
      <dl className={css.totalRows}>
        {rows.map(([label, value]) => (
          <div key={label} className={css.totalRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${css.totalRow} ${css.gross}`}>
          <dt>{cartTexts.gross}</dt>
          <dd>{formatPrice(cart.gross_total)}</dd>
        </div>
      </dl>
      {pending ? <p className={css.note}>{cartTexts.totalsUpdating}</p> : null}
    </section>
  );
}
