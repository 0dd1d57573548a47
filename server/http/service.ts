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
import { adminOrderHandlers } from '../admin/orders';
import { adminOrderActionHandlers } from '../admin/order-actions';
import { activityHandlers } from '../admin/activity';
import { staffHandlers } from '../admin/staff-handlers';
import { adminInboxHandlers } from '../admin/inbox';
import { adminStockHandlers } from '../admin/stock';
import { adminDashboardHandlers } from '../admin/dashboard';
import { adminProductHandlers } from '../admin/products';
import { adminCustomerHandlers } from '../admin/customers';
import { adminMailHandlers } from '../admin/mails';
import { adminCouponHandlers } from '../admin/coupons';
import { adminSettingsHandlers } from '../admin/settings';
import { adminSearchHandlers } from '../admin/search';
import { adminCategoryHandlers } from '../admin/categories';

// Every handler module, each with its resource's queries in the folder of its contract tag.
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
  staffHandlers,
  adminOrderHandlers,
  adminOrderActionHandlers,
  activityHandlers,
  adminInboxHandlers,
  adminStockHandlers,
  adminDashboardHandlers,
  adminProductHandlers,
  adminCustomerHandlers,
  adminMailHandlers,
  adminCouponHandlers,
  adminSettingsHandlers,
  adminSearchHandlers,
  adminCategoryHandlers,
];

type AnyHandler = (...args: never[]) => Promise<unknown>;

/** For fastify-openapi-glue, whose option is untyped; two modules answering one operation stop startup rather than one winning. */
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

/** This server's catalog answers are forgotten before the answer is sent, so the writer's next read sees its write. */
function invalidatingCatalog(ctx: AppContext, handler: AnyHandler): AnyHandler {
  return async (...args) => {
    try {
      return await handler(...args);
    } finally {
      ctx.catalogCache.invalidate();
    }
  };
}
