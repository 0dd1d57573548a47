import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileTexts } from '#src/ui/copy';
import { OrderStatusBadge } from '#src/ui/OrderStatusBadge';
import { formatPrice } from '#src/ui/price';
import { ordersQuery } from './queries';
import * as css from './profile.css';

const orderDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** The Orders tab: newest first (the server's order), each opening its detail. */
export function OrdersList() {
  const { data: orders } = useSuspenseQuery(ordersQuery());
  if (orders.length === 0) return <p className={css.empty}>{profileTexts.noOrders}</p>;
  return (
    <ul className={css.orders} aria-label={profileTexts.ordersCaption}>
      {orders.map((order) => (
        <li key={order.int_glcode}>
          <Link to="/orderdetail/$id" params={{ id: String(order.int_glcode) }} className={css.order}>
            <span className={css.orderId}>{order.order_id}</span>
            <span className={css.orderFacts}>
              <span>
                <span className={css.factLabel}>{profileTexts.placedOn} </span>
                <time dateTime={order.dt_createddate}>{orderDate(order.dt_createddate)}</time>
              </span>
              <span>
                <span className={css.factLabel}>{profileTexts.amount} </span>
                {formatPrice(order.var_payable_amount)}
              </span>
              <OrderStatusBadge status={order.chr_status} />
              {order.refund ? <span className={css.factLabel}>{profileTexts.refund[order.refund.status]}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
