import type { AppContext } from './context';
import type { Handlers, OperationId } from './handler-types';
import { accountHandlers } from './handlers/account';
import { addressHandlers } from './handlers/addresses';
import { cartHandlers } from './handlers/cart';
import { catalogHandlers } from './handlers/catalog';
import { contentHandlers } from './handlers/content';
import { couponHandlers } from './handlers/coupons';
import { invoiceHandlers } from './handlers/invoice';
import { orderHandlers } from './handlers/orders';
import { paymentHandlers } from './handlers/payments';
import { returnHandlers } from './handlers/returns';
import { reviewHandlers } from './handlers/reviews';
import { wishlistHandlers } from './handlers/wishlist';

const modules = [
  catalogHandlers,
  contentHandlers,
  accountHandlers,
  cartHandlers,
  wishlistHandlers,
  addressHandlers,
  orderHandlers,
  couponHandlers,
  reviewHandlers,
  returnHandlers,
  invoiceHandlers,
  paymentHandlers,
];

/**
 * Every handler module merged into the one object fastify-openapi-glue routes by
 * operationId. Two modules answering the same operation is a wiring mistake, so it
 * stops startup instead of one silently winning.
 */
export function buildService(ctx: AppContext): Handlers {
  const service: Handlers = {};
  for (const make of modules) {
    for (const [operationId, handler] of Object.entries(make(ctx)) as [OperationId, Handlers[OperationId]][]) {
      if (service[operationId]) throw new Error(`Two handler modules answer ${operationId}`);
      service[operationId] = handler;
    }
  }
  return service;
}
