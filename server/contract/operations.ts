/**
 * What each operation of the contract needs besides its handler, one row per operationId.
 * Adding an operation: the contract (openapi/storefront.yaml, `npm run api:gen`), its row
 * here, its handler (a module named in server/http/service.ts). A missing or unknown row
 * fails `npm run typecheck`; tests/contract/operation-needs.test.ts holds the rows to the
 * contract's security and methods.
 */
import type { OperationId } from './handler-types';

/**
 * Who may call an operation. Today the contract's `security` enforces it (fastify-openapi-glue):
 * - `anyone`: no sign-in; where the contract takes a bearer token as well, it only personalises
 *   the answer (a product's heart);
 * - `shopper`: a signed-in shopper's bearer token (bearerAuth), for the shopper's own things;
 * - `signed`: whoever holds what the server signed or shares a secret for: the invoice's
 *   ticket, Razorpay's webhook signature;
 * - `operator`: whoever runs the server (METRICS_TOKEN).
 * The back office extends it with its staff's: `owner`, and `staff:<area>` for orders,
 * shipping, returns, stock, inbox, refunds, settings and staff.
 */
export type Permission = 'anyone' | 'shopper' | 'signed' | 'operator';

/**
 * How an operation is rate-limited, per address per minute (server/rate-limits/rate-limit.ts):
 * - `auth`: counted per operation at RATE_LIMIT_AUTH, against password guessing and account spam;
 * - `contact`: counted per operation at RATE_LIMIT_CONTACT, against message floods;
 * - `reads`: every read counted together at RATE_LIMIT_READS, so a scraper cannot spread over
 *   operations (a GET, or a read the contract sends as POST for a filter too large for a query string);
 * - `none`: not counted.
 */
export type RateLimitClass = 'auth' | 'contact' | 'reads' | 'none';

export interface OperationNeeds {
  permission: Permission;
  rateLimit: RateLimitClass;
  /**
   * It writes catalog tables (stock, sold counts, reviews; a payment's hold is stock too). The
   * tables' triggers tell every server; this server also forgets its catalog answers before the
   * answer is sent, so the writer's next read sees the write (server/http/service.ts).
   */
  writesCatalog?: true;
  /** It reads its body exactly as sent, for a signature over the bytes (server/plugins/raw-body.ts, decision 0023). */
  rawBody?: true;
}

export const operationNeeds: Readonly<Record<OperationId, OperationNeeds>> = {
  // catalog
  listMenuCategories: { permission: 'anyone', rateLimit: 'reads' },
  listClassifications: { permission: 'anyone', rateLimit: 'reads' },
  listNewArrivalCategories: { permission: 'anyone', rateLimit: 'reads' },
  listProducts: { permission: 'anyone', rateLimit: 'reads' },
  searchProducts: { permission: 'anyone', rateLimit: 'reads' },
  getAttributeTree: { permission: 'anyone', rateLimit: 'reads' },
  suggestProducts: { permission: 'anyone', rateLimit: 'reads' },
  getProduct: { permission: 'anyone', rateLimit: 'reads' },
  lookupVariant: { permission: 'anyone', rateLimit: 'reads' },
  // content
  listOfferBanners: { permission: 'anyone', rateLimit: 'reads' },
  getHomeBanners: { permission: 'anyone', rateLimit: 'reads' },
  getCompanyDetails: { permission: 'anyone', rateLimit: 'reads' },
  getSocialLinks: { permission: 'anyone', rateLimit: 'reads' },
  getMetaData: { permission: 'anyone', rateLimit: 'reads' },
  getSiteSettings: { permission: 'anyone', rateLimit: 'reads' },
  getAboutPage: { permission: 'anyone', rateLimit: 'reads' },
  getPolicies: { permission: 'anyone', rateLimit: 'reads' },
  getContactDetails: { permission: 'anyone', rateLimit: 'reads' },
  sendContactMessage: { permission: 'anyone', rateLimit: 'contact' },
  // account
  signUp: { permission: 'anyone', rateLimit: 'auth' },
  getProfile: { permission: 'shopper', rateLimit: 'reads' },
  updateProfile: { permission: 'shopper', rateLimit: 'none' },
  login: { permission: 'anyone', rateLimit: 'auth' },
  logout: { permission: 'shopper', rateLimit: 'none' },
  requestPasswordReset: { permission: 'anyone', rateLimit: 'auth' },
  confirmPasswordReset: { permission: 'anyone', rateLimit: 'auth' },
  resetPassword: { permission: 'anyone', rateLimit: 'auth' },
  listStockWaits: { permission: 'shopper', rateLimit: 'reads' },
  waitForStock: { permission: 'shopper', rateLimit: 'none' },
  stopWaitingForStock: { permission: 'shopper', rateLimit: 'none' },
  getWishlist: { permission: 'shopper', rateLimit: 'reads' },
  toggleWishlist: { permission: 'shopper', rateLimit: 'none' },
  toggleLike: { permission: 'shopper', rateLimit: 'none' },
  // addresses
  listAddresses: { permission: 'shopper', rateLimit: 'reads' },
  createAddress: { permission: 'shopper', rateLimit: 'none' },
  getAddress: { permission: 'shopper', rateLimit: 'reads' },
  updateAddress: { permission: 'shopper', rateLimit: 'none' },
  deleteAddress: { permission: 'shopper', rateLimit: 'none' },
  // cart
  getCart: { permission: 'shopper', rateLimit: 'reads' },
  updateCart: { permission: 'shopper', rateLimit: 'none' },
  removeCartLine: { permission: 'shopper', rateLimit: 'none' },
  applyCoupon: { permission: 'shopper', rateLimit: 'none' },
  // orders
  listOrders: { permission: 'shopper', rateLimit: 'reads' },
  placeOrder: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  getOrder: { permission: 'shopper', rateLimit: 'reads' },
  cancelOrder: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  createReview: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  returnProduct: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  getInvoice: { permission: 'signed', rateLimit: 'reads' },
  // payments
  getPayment: { permission: 'shopper', rateLimit: 'reads' },
  cancelPayment: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  paymentWebhook: { permission: 'signed', rateLimit: 'none', writesCatalog: true, rawBody: true },
  sandboxCheckout: { permission: 'anyone', rateLimit: 'none' },
  // operations, at the server's root (server/ops/routes.ts)
  getHealth: { permission: 'anyone', rateLimit: 'none' },
  getReadiness: { permission: 'anyone', rateLimit: 'none' },
  getMetrics: { permission: 'operator', rateLimit: 'none' },
};

const isOperationId = (id: string): id is OperationId => Object.hasOwn(operationNeeds, id);

/** The row of a route's operation (operationIdOf), or undefined for a route outside the contract. */
export function needsOf(operationId: string | undefined): OperationNeeds | undefined {
  return operationId !== undefined && isOperationId(operationId) ? operationNeeds[operationId] : undefined;
}
