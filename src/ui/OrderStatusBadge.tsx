import type { OrderStatus } from '#rules/orders';
import { texts } from '#rules/texts';
import { badge } from './OrderStatusBadge.css';

/** An order's status by name, in the product §4 colour; the name carries the meaning, not the colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={badge[status]} data-status={status}>
      {texts.orderStatus[status]}
    </span>
  );
}
