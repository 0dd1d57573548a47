import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { OrderStatusBadge } from '#src/ui/OrderStatusBadge';
import { formatPrice } from '#src/ui/price';
import { Spinner } from '#src/ui/Spinner';
import * as page from '../admin-page.css';
import { TableFrame } from '../TableFrame';
import { LoadFailed } from '../LoadFailed';
import { AdminLink } from '../navigation';
import { staffSelfQuery } from '../queries';
import { FulfilmentPanel } from './FulfilmentPanel';
import { NoteForm } from './NoteForm';
import { adminOrderQuery } from './queries';
import { RefundPanel } from './RefundPanel';
import { ReturnsPanel } from './ReturnsPanel';
import * as css from './orders.css';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const at = (iso: string) => when.format(new Date(iso));
const mailStates = { waiting: 'waiting to be sent', sent: 'sent', 'given-up': 'given up' } as const;

/** One order for staff: what was bought, by whom, where to; the payment; its steps, returns, refunds and record. */
export function OrderPage({ orderId }: { orderId: number }) {
  const { data: me } = useSuspenseQuery(staffSelfQuery);
  const detail = useQuery(adminOrderQuery(orderId));
  if (detail.isError)
    return (
      <LoadFailed message={detail.error.message} retry={() => void detail.refetch()}>
        <AdminLink to="/orders">All orders</AdminLink>
      </LoadFailed>
    );
  if (!detail.data) return <Spinner label="Loading the order" />;
  const { order, shopper, payment, returns, mails, timeline } = detail.data;
  const may = (area: string) => me.areas.includes(area as never);
  const address = order.var_user_address;
  const gst = order.var_gst;
  return (
    <>
      <p>
        <AdminLink to="/orders" className={page.link}>
          ← All orders
        </AdminLink>
      </p>
      <div className={css.titleRow}>
        <h1 className={css.orderHeading}>Order {order.order_id}</h1>
        <OrderStatusBadge status={order.chr_status} />
        <span className={page.muted}>Placed {at(order.dt_createddate)}</span>
      </div>
      <div className={css.detail}>
        <div className={css.column}>
          <section className={page.panel} aria-labelledby="lines-title">
            <h2 id="lines-title" className={page.panelTitle}>
              What was bought
            </h2>
            <TableFrame label="Lines">
              <table className={page.table}>
                <thead>
                  <tr>
                    <th className={page.headCell}>Product</th>
                    <th className={`${page.headCell} ${page.numeric}`}>Qty</th>
                    <th className={`${page.headCell} ${page.numeric}`}>Price</th>
                    <th className={`${page.headCell} ${page.numeric}`}>Total</th>
                  </tr>
                </thead>
                <tbody>
                  {order.fk_product_arr.map((line) => (
                    <tr key={line.variants.int_glCode}>
                      <td className={page.cell}>
                        {line.var_title}
                        <br />
                        <span className={page.muted}>
                          {line.variants.attributes.map((a) => `${a.var_title} ${a.value.var_title}`).join(', ')}
                        </span>
                      </td>
                      <td className={`${page.cell} ${page.numeric}`}>{line.var_unit}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{formatPrice(line.selling_price)}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{formatPrice(line.total_amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <dl className={css.facts}>
              <dt className={css.term}>Items</dt>
              <dd className={css.definition}>{formatPrice(order.var_total_amount)}</dd>
              {order.var_discount_amount > 0 && (
                <>
                  <dt className={css.term}>Discount</dt>
                  <dd className={css.definition}>-{formatPrice(order.var_discount_amount)}</dd>
                </>
              )}
              {order.var_promo_discount > 0 && (
                <>
                  <dt className={css.term}>Coupon {order.var_promocode}</dt>
                  <dd className={css.definition}>-{formatPrice(order.var_promo_discount)}</dd>
                </>
              )}
              <dt className={css.term}>Delivery</dt>
              <dd className={css.definition}>{formatPrice(order.var_delivery_charge)}</dd>
              {gst.igst > 0 ? (
                <>
                  <dt className={css.term}>IGST</dt>
                  <dd className={css.definition}>{formatPrice(gst.igst)}</dd>
                </>
              ) : (
                <>
                  <dt className={css.term}>CGST + SGST</dt>
                  <dd className={css.definition}>
                    {formatPrice(gst.cgst)} + {formatPrice(gst.sgst)}
                  </dd>
                </>
              )}
              <dt className={css.term}>Place of supply</dt>
              <dd className={css.definition}>{gst.place_of_supply}</dd>
              <dt className={css.term}>
                <strong>Total</strong>
              </dt>
              <dd className={css.definition}>
                <strong>{formatPrice(order.var_payable_amount)}</strong>
              </dd>
            </dl>
          </section>
          <ReturnsPanel orderId={orderId} returns={returns} />
          <section className={page.panel} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className={page.panelTitle}>
              Timeline
            </h2>
            <ol className={css.timeline}>
              {timeline.map((entry, index) => (
                <li key={index} className={css.entry}>
                  <span>{entry.text}</span>
                  {entry.reason && <span>“{entry.reason}”</span>}
                  <span className={page.muted}>
                    {entry.who}, {at(entry.at)}
                  </span>
                </li>
              ))}
            </ol>
            <NoteForm orderId={orderId} />
          </section>
        </div>
        <div className={css.side}>
          <FulfilmentPanel
            orderId={orderId}
            status={order.chr_status}
            loadedAt={detail.dataUpdatedAt}
            may={{ orders: may('orders'), shipping: may('shipping') }}
          />
          <section className={page.panel} aria-labelledby="shopper-title">
            <h2 id="shopper-title" className={page.panelTitle}>
              Shopper
            </h2>
            <dl className={css.facts}>
              <dt className={css.term}>Name</dt>
              <dd className={css.definition}>{shopper.name || '—'}</dd>
              <dt className={css.term}>Email</dt>
              <dd className={css.definition}>
                <a href={`mailto:${shopper.email}`}>{shopper.email}</a>
              </dd>
              <dt className={css.term}>Phone</dt>
              <dd className={css.definition}>
                {shopper.phone ? <a href={`tel:${shopper.phone}`}>{shopper.phone}</a> : '—'}
              </dd>
              <dt className={css.term}>Deliver to</dt>
              <dd className={css.definition}>
                {[
                  address.var_house_no,
                  address.var_app_name,
                  address.var_landmark,
                  address.var_city,
                  address.var_state,
                  address.var_pincode,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </dl>
          </section>
          {order.shipment && (
            <section className={page.panel} aria-labelledby="shipment-title">
              <h2 id="shipment-title" className={page.panelTitle}>
                Shipment
              </h2>
              <dl className={css.facts}>
                <dt className={css.term}>Carrier</dt>
                <dd className={css.definition}>{order.shipment.carrier}</dd>
                <dt className={css.term}>Tracking</dt>
                <dd className={css.definition}>
                  {order.shipment.tracking_url ? (
                    <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer noopener">
                      {order.shipment.tracking_number}
                    </a>
                  ) : (
                    order.shipment.tracking_number
                  )}
                </dd>
              </dl>
            </section>
          )}
          <section className={page.panel} aria-labelledby="payment-title">
            <h2 id="payment-title" className={page.panelTitle}>
              Payment
            </h2>
            <dl className={css.facts}>
              <dt className={css.term}>Paid by</dt>
              <dd className={css.definition}>{payment.mode === 'O' ? 'Online' : 'Cash on delivery'}</dd>
              {payment.provider_id && (
                <>
                  <dt className={css.term}>Provider order</dt>
                  <dd className={css.definition}>{payment.provider_id}</dd>
                </>
              )}
              <dt className={css.term}>Taken</dt>
              <dd className={css.definition}>{formatPrice(payment.taken)}</dd>
              <dt className={css.term}>Refunded</dt>
              <dd className={css.definition}>{formatPrice(payment.refunded)}</dd>
            </dl>
            {payment.refunds.length > 0 && (
              <ul className={css.timeline}>
                {payment.refunds.map((refund, index) => (
                  <li key={index} className={css.entry}>
                    <span>
                      {formatPrice(refund.amount)} by {refund.method}
                      {refund.reference ? ` (${refund.reference})` : ''}
                      {refund.made ? '' : ', owed: the provider is asked'}
                    </span>
                    <span className={page.muted}>{at(refund.at)}</span>
                  </li>
                ))}
              </ul>
            )}
            {may('refunds') && <RefundPanel key={payment.refunded} orderId={orderId} payment={payment} />}
          </section>
          <section className={page.panel} aria-labelledby="mails-title">
            <h2 id="mails-title" className={page.panelTitle}>
              Mails to the shopper
            </h2>
            {mails.length === 0 ? (
              <p className={page.muted}>None yet.</p>
            ) : (
              <ul className={css.timeline}>
                {mails.map((mail, index) => (
                  <li key={index} className={css.entry}>
                    <span>{mail.subject}</span>
                    <span className={page.muted}>
                      {mailStates[mail.state]}, {at(mail.at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
