// Adding an operation: the contract (openapi/storefront.yaml, `npm run api:gen`), its row here, its handler in server/http/service.ts.
// A missing row fails the typecheck; tests/contract/operation-needs.test.ts holds the rows to the contract's security and methods.
import type { StaffArea } from '#rules/staff-permissions';
import type { OperationId } from './handler-types';

// Enforced by the contract's `security`. anyone: no sign-in (a token only personalises); shopper: a shopper's bearer token;
// signed: the invoice's ticket or Razorpay's signature; operator: METRICS_TOKEN; { staff: area }: a staff session whose role
// holds that area (rules/staff-permissions.ts), never a shopper's token; { staff: 'signed-in' }: any staff session. The
// contract marks a staff row with the `staffSession` scheme and the same word in `x-permission`; server/staff/guard.ts
// enforces it, the one place that does.
export type StaffPermission = { staff: StaffArea | 'signed-in' };
export type Permission = 'anyone' | 'shopper' | 'signed' | 'operator' | StaffPermission;

// Per address per minute (server/rate-limits/rate-limit.ts). auth, contact: per operation at RATE_LIMIT_AUTH, RATE_LIMIT_CONTACT;
// reads: every read (a GET, or a POST filter) together at RATE_LIMIT_READS, so a scraper cannot spread over operations.
export type RateLimitClass = 'auth' | 'contact' | 'reads' | 'none';

export interface OperationNeeds {
  permission: Permission;
  rateLimit: RateLimitClass;
  /** Stock, sold counts, reviews: catalog answers forgotten before answering, so the writer reads its write (server/http/service.ts). */
  writesCatalog?: true;
  /** It reads its body exactly as sent, for a signature over the bytes (server/plugins/raw-body.ts, decision 0023). */
  rawBody?: true;
  /** A POST catalog read: a body sent before is answered from the catalog cache before it is parsed (decision 0069). */
  knownBodies?: true;
}

export const operationNeeds: Readonly<Record<OperationId, OperationNeeds>> = {
  listMenuCategories: { permission: 'anyone', rateLimit: 'reads' },
  listClassifications: { permission: 'anyone', rateLimit: 'reads' },
  listNewArrivalCategories: { permission: 'anyone', rateLimit: 'reads' },
  listProducts: { permission: 'anyone', rateLimit: 'reads', knownBodies: true },
  searchProducts: { permission: 'anyone', rateLimit: 'reads', knownBodies: true },
  getAttributeTree: { permission: 'anyone', rateLimit: 'reads' },
  suggestProducts: { permission: 'anyone', rateLimit: 'reads' },
  getProduct: { permission: 'anyone', rateLimit: 'reads' },
  lookupVariant: { permission: 'anyone', rateLimit: 'reads', knownBodies: true },

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

  listAddresses: { permission: 'shopper', rateLimit: 'reads' },
  createAddress: { permission: 'shopper', rateLimit: 'none' },
  getAddress: { permission: 'shopper', rateLimit: 'reads' },
  updateAddress: { permission: 'shopper', rateLimit: 'none' },
  deleteAddress: { permission: 'shopper', rateLimit: 'none' },

  getCart: { permission: 'shopper', rateLimit: 'reads' },
  updateCart: { permission: 'shopper', rateLimit: 'none' },
  removeCartLine: { permission: 'shopper', rateLimit: 'none' },
  applyCoupon: { permission: 'shopper', rateLimit: 'none' },

  listOrders: { permission: 'shopper', rateLimit: 'reads' },
  placeOrder: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  getOrder: { permission: 'shopper', rateLimit: 'reads' },
  cancelOrder: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  createReview: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  returnProduct: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  getInvoice: { permission: 'signed', rateLimit: 'reads' },
  getCreditNote: { permission: 'signed', rateLimit: 'reads' },

  getPayment: { permission: 'shopper', rateLimit: 'reads' },
  cancelPayment: { permission: 'shopper', rateLimit: 'none', writesCatalog: true },
  paymentWebhook: { permission: 'signed', rateLimit: 'none', writesCatalog: true, rawBody: true },
  sandboxCheckout: { permission: 'anyone', rateLimit: 'none' },

  // the back office (issue 52): the sign-in is anyone's, limited as a login; every other names its area
  staffSignIn: { permission: 'anyone', rateLimit: 'auth' },
  setStaffPassword: { permission: 'anyone', rateLimit: 'auth' },
  staffSignOut: { permission: { staff: 'signed-in' }, rateLimit: 'none' },
  getStaffSelf: { permission: { staff: 'signed-in' }, rateLimit: 'reads' },
  listAdminOrders: { permission: { staff: 'orders' }, rateLimit: 'reads' },
  getAdminOrder: { permission: { staff: 'orders' }, rateLimit: 'reads' },
  processAdminOrder: { permission: { staff: 'orders' }, rateLimit: 'none' },
  shipAdminOrder: { permission: { staff: 'shipping' }, rateLimit: 'none' },
  deliverAdminOrder: { permission: { staff: 'shipping' }, rateLimit: 'none' },
  // Its units go back on sale.
  cancelAdminOrder: { permission: { staff: 'orders' }, rateLimit: 'none', writesCatalog: true },
  addAdminOrderNote: { permission: { staff: 'orders' }, rateLimit: 'none' },
  receiveAdminReturn: { permission: { staff: 'returns' }, rateLimit: 'none', writesCatalog: true },
  declineAdminReturn: { permission: { staff: 'returns' }, rateLimit: 'none' },
  refundAdminOrder: { permission: { staff: 'refunds' }, rateLimit: 'none' },
  listActivity: { permission: { staff: 'orders' }, rateLimit: 'reads' },
  listStaff: { permission: { staff: 'staff' }, rateLimit: 'reads' },
  listInbox: { permission: { staff: 'inbox' }, rateLimit: 'reads' },
  getInboxMessage: { permission: { staff: 'inbox' }, rateLimit: 'reads' },
  markInboxHandled: { permission: { staff: 'inbox' }, rateLimit: 'none' },
  replyToInboxMessage: { permission: { staff: 'inbox' }, rateLimit: 'none' },
  listAdminCustomers: { permission: { staff: 'customers' }, rateLimit: 'reads' },
  getAdminCustomer: { permission: { staff: 'customers' }, rateLimit: 'reads' },
  // Her reviews' names change on the product pages.
  eraseAdminCustomer: { permission: { staff: 'customers' }, rateLimit: 'none', writesCatalog: true },
  listAdminMails: { permission: { staff: 'mails' }, rateLimit: 'reads' },
  getAdminMail: { permission: { staff: 'mails' }, rateLimit: 'reads' },
  resendAdminMail: { permission: { staff: 'mails' }, rateLimit: 'none' },
  listAdminMailTemplates: { permission: { staff: 'mails' }, rateLimit: 'reads' },
  saveAdminMailTemplate: { permission: { staff: 'mails' }, rateLimit: 'none' },
  resetAdminMailTemplate: { permission: { staff: 'mails' }, rateLimit: 'none' },
  previewAdminMailTemplate: { permission: { staff: 'mails' }, rateLimit: 'none' },
  listLowStock: { permission: { staff: 'stock' }, rateLimit: 'reads' },
  setVariantStock: { permission: { staff: 'stock' }, rateLimit: 'none', writesCatalog: true },
  getDashboard: { permission: { staff: 'orders' }, rateLimit: 'reads' },
  listAdminProducts: { permission: { staff: 'products' }, rateLimit: 'reads' },
  getAdminProduct: { permission: { staff: 'products' }, rateLimit: 'reads' },
  createAdminProduct: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  saveAdminProduct: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  // Written and undone in one transaction: nothing a cache holds changes.
  previewAdminProduct: { permission: { staff: 'products' }, rateLimit: 'none' },
  previewNewAdminProduct: { permission: { staff: 'products' }, rateLimit: 'none' },
  bulkEditAdminProducts: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  uploadAdminPhoto: { permission: { staff: 'products' }, rateLimit: 'none' },
  checkAdminCatalog: { permission: { staff: 'products' }, rateLimit: 'none' },
  importAdminCatalog: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  exportAdminCatalog: { permission: { staff: 'products' }, rateLimit: 'reads' },
  listAdminCoupons: { permission: { staff: 'coupons' }, rateLimit: 'reads' },
  getAdminCoupon: { permission: { staff: 'coupons' }, rateLimit: 'reads' },
  createAdminCoupon: { permission: { staff: 'coupons' }, rateLimit: 'none' },
  pauseAdminCoupon: { permission: { staff: 'coupons' }, rateLimit: 'none' },
  endAdminCoupon: { permission: { staff: 'coupons' }, rateLimit: 'none' },
  getAdminSettings: { permission: { staff: 'settings' }, rateLimit: 'reads' },
  saveAdminSettings: { permission: { staff: 'settings' }, rateLimit: 'none' },
  getAdminSearch: { permission: { staff: 'products' }, rateLimit: 'reads' },
  setAdminSynonym: { permission: { staff: 'products' }, rateLimit: 'none' },
  removeAdminSynonym: { permission: { staff: 'products' }, rateLimit: 'none' },
  // The categories are the catalog's: the products area's (decision 0061); a change reaches the storefront's answers.
  listAdminCategories: { permission: { staff: 'products' }, rateLimit: 'reads' },
  createAdminCategory: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  saveAdminCategory: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  moveAdminCategory: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },
  deleteAdminCategory: { permission: { staff: 'products' }, rateLimit: 'none', writesCatalog: true },

  // served at the server's root (server/ops/routes.ts)
  getHealth: { permission: 'anyone', rateLimit: 'none' },
  getReadiness: { permission: 'anyone', rateLimit: 'none' },
  getMetrics: { permission: 'operator', rateLimit: 'none' },
};

const isOperationId = (id: string): id is OperationId => Object.hasOwn(operationNeeds, id);

/** The staff permission an operation needs, or undefined for a shopper's, anyone's or the operator's. */
export function staffPermissionOf(operationId: string | undefined): StaffPermission | undefined {
  const permission = needsOf(operationId)?.permission;
  return typeof permission === 'object' ? permission : undefined;
}

export function needsOf(operationId: string | undefined): OperationNeeds | undefined {
  return operationId !== undefined && isOperationId(operationId) ? operationNeeds[operationId] : undefined;
}
