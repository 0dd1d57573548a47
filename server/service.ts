import type { AppContext } from './context';
import type { Handler, Handlers, OperationId } from './handler-types';
import { accountHandlers } from './account/account';
import { addressHandlers } from './account/addresses';
import { wishlistHandlers } from './account/wishlist';
import { cartHandlers } from './cart/cart';
import { couponHandlers } from './cart/coupons';
import { catalogHandlers } from './catalog/catalog';
import { contentHandlers } from './content/content';
import { invoiceHandlers } from './invoices/invoice-handlers';
import { orderHandlers } from './orders/orders';
import { returnHandlers } from './orders/returns';
import { reviewHandlers } from './orders/reviews';
import { paymentHandlers } from './payments/payment-handlers';

/**
 * A handler module sits with the queries of its resource, in the folder of its tag in
 * the contract (catalog, content, account, cart, orders); the invoice and the payment
 * sandbox live beside the code that renders and checks them.
 */
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
 * Operations that write catalog tables (stock, sold counts, reviews; a payment's hold is stock too). The tables' triggers
 * tell every server; this server also forgets its catalog answers before such an answer
 * is sent, so the writer's next read sees the write without waiting for the notification.
 */
const CATALOG_WRITES: readonly OperationId[] = ['placeOrder', 'cancelOrder', 'cancelPayment', 'createReview', 'returnProduct'];

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
      service[operationId] = CATALOG_WRITES.includes(operationId) ? invalidatingCatalog(ctx, handler!) : handler;
    }
  }
  return service;
}

function invalidatingCatalog(ctx: AppContext, handler: Handler): Handler {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } finally {
      ctx.catalogCache.invalidate();
    }
  };
}
