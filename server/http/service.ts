import type { AppContext } from '../context/context';
import type { Handlers } from '../contract/handler-types';
import { needsOf } from '../contract/operations';
import { accountHandlers } from '../account/account';
import { passwordResetHandlers } from '../account/password-reset';
import { addressHandlers } from '../account/addresses';
import { wishlistHandlers } from '../account/wishlist';
import { stockWaitHandlers } from '../account/stock-waits';
import { cartHandlers } from '../cart/cart';
import { couponHandlers } from '../cart/coupons';
import { catalogHandlers } from '../catalog/catalog';
import { categoryHandlers } from '../catalog/categories';
import { productHandlers } from '../catalog/product';
import { searchHandlers } from '../catalog/search-handlers';
import { contentHandlers } from '../content/content';
import { invoiceHandlers } from '../invoices/invoice-handlers';
import { orderHandlers } from '../orders/orders';
import { returnHandlers } from '../orders/returns';
import { reviewHandlers } from '../orders/reviews';
import { paymentHandlers } from '../orders/payments/handlers';
import { webhookHandlers } from '../orders/payments/webhook';

/**
 * A handler module sits with the queries of its resource, in the folder of its tag in
 * the contract (catalog, content, account, cart, orders); the invoice and the payment
 * sandbox live beside the code that renders and checks them.
 */
const modules: ((ctx: AppContext) => Handlers)[] = [
  categoryHandlers,
  catalogHandlers,
  searchHandlers,
  productHandlers,
  contentHandlers,
  accountHandlers,
  passwordResetHandlers,
  cartHandlers,
  wishlistHandlers,
  stockWaitHandlers,
  addressHandlers,
  orderHandlers,
  couponHandlers,
  reviewHandlers,
  returnHandlers,
  invoiceHandlers,
  paymentHandlers,
  webhookHandlers,
];

/** Any operation's handler: the wiring passes handlers on as they are, whatever their operation. */
type AnyHandler = (...args: never[]) => Promise<unknown>;

/**
 * Every handler module merged into the one object fastify-openapi-glue routes by
 * operationId (each module is typed by its operations; the glue's option is not). Two
 * modules answering the same operation is a wiring mistake, so it stops startup instead
 * of one silently winning.
 */
export function buildService(ctx: AppContext): Record<string, AnyHandler> {
  const service: Record<string, AnyHandler> = {};
  for (const make of modules) {
    for (const [operationId, handler] of Object.entries(make(ctx))) {
      if (!handler) continue;
      if (service[operationId]) throw new Error(`Two handler modules answer ${operationId}`);
      service[operationId] = needsOf(operationId)?.writesCatalog ? invalidatingCatalog(ctx, handler) : handler;
    }
  }
  return service;
}

/**
 * The handler of an operation that writes the catalog (its row in server/contract/operations.ts):
 * this server's catalog answers are forgotten before its answer is sent.
 */
function invalidatingCatalog(ctx: AppContext, handler: AnyHandler): AnyHandler {
  return async (...args) => {
    try {
      return await handler(...args);
    } finally {
      ctx.catalogCache.invalidate();
    }
  };
}
