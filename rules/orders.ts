/**
 * The order rules of product §4 and §5, shared by the server's checks and the order
 * machine's guards, so a button the screen offers is one the server accepts.
 */
import { texts } from './texts';

/** The order statuses of product §4, one letter each, named in texts.orderStatus: the one list of them. */
export type OrderStatus = keyof typeof texts.orderStatus;

/** Every status, for the database column that keeps one. */
export const ORDER_STATUSES = Object.keys(texts.orderStatus) as [OrderStatus, ...OrderStatus[]];

/** Cancel Order is offered only while the status is not C, R or D. */
export const canCancel = (status: OrderStatus): boolean => !['C', 'R', 'D'].includes(status);

/** Print Invoice, Give a Review and Return Product appear only when delivered. */
export const isDelivered = (status: OrderStatus): boolean => status === 'D';
