import type { OrderStatus } from '../db/schema';

/** The shop's order lifecycle: A Received → P Processed → S Shipped → D Delivered; C and R end it. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { A: 'P', P: 'S', S: 'D' };

export { canCancel } from '../../spec/orders';
