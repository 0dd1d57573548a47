import type { Schemas } from '#openapi/client';
import { cartTexts } from './copy';
import { formatPrice } from './price';
import * as css from './CartTotalRows.css';

/** A saving shown below the server's rows (checkout's coupon discount). */
export interface SavingRow {
  label: string;
  amount: number;
}

/**
 * The server's totals (product §3 cart response), any saving on them, then the total payable. A coupon's saving
 * comes with the GST it leaves (decision 0052): what it takes off the GST comes off the payable too, unless the
 * prices hold the GST.
 */
export function CartTotalRows({
  cart,
  saving,
  gst = cart.gst_total,
}: {
  cart: Schemas['Cart'];
  saving?: SavingRow | undefined;
  gst?: number;
}) {
  const gstLess = cart.gst_included ? 0 : cart.gst_total - gst;
  const rows = [
    [cartTexts.subTotal, formatPrice(cart.Sub_Total)],
    [cartTexts.discount, cart.discount_total > 0 ? `− ${formatPrice(cart.discount_total)}` : formatPrice(0)],
    [cart.gst_included ? cartTexts.gstIncluded : cartTexts.gst, formatPrice(gst)],
    [cartTexts.delivery, cart.delivery_charge > 0 ? formatPrice(cart.delivery_charge) : cartTexts.free],
  ] as const;
  return (
    <dl className={css.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={css.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {saving ? (
        <div className={`${css.row} ${css.saving}`}>
          <dt>{saving.label}</dt>
          <dd>− {formatPrice(saving.amount)}</dd>
        </div>
      ) : null}
      <div className={`${css.row} ${css.payable}`}>
        <dt>{cartTexts.gross}</dt>
        <dd>{formatPrice(Math.round((cart.gross_total - (saving?.amount ?? 0) - gstLess) * 100) / 100)}</dd>
      </div>
    </dl>
  );
}
