import type { OrderStatus } from '../db/schema';

/** The shop's order lifecycle: A Received → P Processed → S Shipped → D Delivered; C and R end it. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { A: 'P', P: 'S', S: 'D' };

/** SPEC §4: Cancel Order is offered only while the status is not C, R or D. */
export const canCancel = (status: OrderStatus) => !['C', 'R', 'D'].includes(status);
