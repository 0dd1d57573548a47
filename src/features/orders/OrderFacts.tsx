import type { ReactNode } from 'react';
import type { Schemas } from '#openapi/client';
import { orderTexts } from '#src/ui/copy';
import { formatPrice } from '#src/ui/price';
import * as css from './orders.css';

type Order = Schemas['Order'];

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const refundText = ({ status, amount, refunded_at }: NonNullable<Order['refund']>) =>
  status === 'refunded' && refunded_at
    ? orderTexts.refund.refunded(
        formatPrice(amount),
        new Date(refunded_at).toLocaleDateString('en-IN', { dateStyle: 'medium' }),
      )
    : orderTexts.refund.due(formatPrice(amount));

/** The GST as charged: CGST and SGST inside the shop's state, IGST across, and where it was supplied (decision 0052). */
function gstRows({ var_gst: gst, var_tax }: Order): [string, string][] {
  const held = (label: string) => (gst.included ? orderTexts.gstIncluded(label) : label);
  const split: [string, string][] =
    gst.igst > 0 || var_tax === 0
      ? [[held(orderTexts.igst), formatPrice(gst.igst)]]
      : [
          [held(orderTexts.cgst), formatPrice(gst.cgst)],
          [held(orderTexts.sgst), formatPrice(gst.sgst)],
        ];
  return [...split, [orderTexts.placeOfSupply, gst.place_of_supply]];
}

/**
 * Where it goes, how it is paid (and, cancelled or returned, whether the money went back),
 * and what it costs (product §2 order detail).
 */
export function OrderFacts({ order }: { order: Order }) {
  const a = order.var_user_address;
  const amounts: [string, string][] = [
    [orderTexts.itemTotal, formatPrice(order.var_total_amount)],
    ...gstRows(order),
    [orderTexts.delivery, order.var_delivery_charge > 0 ? formatPrice(order.var_delivery_charge) : orderTexts.free],
  ];
  if (order.var_promo_discount > 0)
    amounts.push([orderTexts.coupon(order.var_promocode), `−${formatPrice(order.var_promo_discount)}`]);
  return (
    <div className={css.cards}>
      <Card id="order-address" title={orderTexts.shippingAddress}>
        <address className={css.address}>
          <strong>{orderTexts.addressType[a.chr_type]}</strong>
          <br />
          {a.var_house_no}, {a.var_app_name}
          <br />
          {a.var_landmark}
          <br />
          {a.var_city}, {a.var_state} {a.var_pincode}
          <br />
          {a.var_country}
        </address>
        {order.shipment ? (
          <p>
            {orderTexts.shippedWith(order.shipment.carrier, order.shipment.tracking_number)}
            {order.shipment.tracking_url ? (
              <>
                {' '}
                <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                  {orderTexts.trackParcel}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </Card>
      <Card id="order-payment" title={orderTexts.paymentMethod}>
        <p>{orderTexts.paymentMode[order.var_payment_mode]}</p>
        {order.refund ? <p>{refundText(order.refund)}</p> : null}
      </Card>
      <Card id="order-summary" title={orderTexts.summary}>
        <dl className={css.amounts}>
          {amounts.map(([label, value]) => (
            <div key={label} className={css.amountRow}>
              <dt>{label}</dt>
              <dd className={css.amountValue}>{value}</dd>
            </div>
          ))}
          <dt className={css.payable}>{orderTexts.payable}</dt>
          <dd className={`${css.amountValue} ${css.payable}`}>{formatPrice(order.var_payable_amount)}</dd>
        </dl>
        {order.var_discount_amount > 0 ? (
          <p className={css.saved}>{orderTexts.saved(formatPrice(order.var_discount_amount))}</p>
        ) : null}
      </Card>
    </div>
  );
}
