/**
 * One well-formed request per operation (parameters and body the document
 * accepts), built from ids the caller knows. The access tests send them without
 * a token or as the wrong user; the bad-input tests break them field by field.
 */
import { createHash } from 'node:crypto';
import type { CallOptions, OperationId } from './contract-client';
import { shopping } from './shopping-fixtures';

export interface KnownIds {
  productId: number;
  productSlug: string;
  variantId: number;
  optionIds: number[];
  categorySlug: string;
  addressId: number;
  orderId: number;
  userId: number;
  email: string;
  /** An invoice ticket (any well-formed value for tests that never reach the check). */
  ticket: string;
  /** A cancelled order, which has a credit note, and its ticket. */
  cancelledOrderId: number;
  cancelledTicket: string;
  providerOrderId: string;
  /** A message of the shop's inbox (a contact message). */
  messageId: number;
}

/** Ids that satisfy the document's formats without pointing at anything in particular. */
export const wellFormedIds: KnownIds = {
  productId: 1,
  productSlug: 'a-product',
  variantId: 1,
  optionIds: [1],
  categorySlug: 'all',
  addressId: 1,
  orderId: 1,
  userId: 1,
  email: 'someone@example.com',
  ticket: 'abc.def',
  cancelledOrderId: 1,
  cancelledTicket: 'abc.def',
  providerOrderId: 'sbx_order_1',
  messageId: 1,
};

/** A real 8 × 8 PNG: the smallest photo the shop keeps. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EVCBFTEMLQkAJxFkAajctP4AAAAASUVORK5CYII=',
  'base64',
);

/** The shop's settings as the back office's form sends them: no pictures, no banners. */
export const shopSettings = {
  site_name: 'Statefront',
  copyright: '© Statefront',
  meta_description: 'Kurtas, sarees and dresses.',
  social: { twitter: '', instagram: 'https://instagram.com/statefront', facebook: '', linkedin: '' },
  contact: { email: 'hello@example.com', phone: '+91 98765 43210', address: 'Jaipur' },
  gst: {
    gstin: '',
    legal_name: '',
    legal_address: '',
    state: '',
    series_prefix: 'SF',
    default_hsn: '6204',
    prices_include_gst: false,
  },
  pages: {
    about: { html: '<p>About us.</p>' },
    terms: { html: '<p>Terms.</p>' },
    privacy: { html: '<p>Privacy.</p>' },
  },
  banners: { offer: [], vertical: [], horizontal: [] },
};

/** A product as the back office's editor sends it: one variant, no options, no photo. */
export const editedProduct = {
  title: 'Rust cotton kurta',
  published: true,
  description_html: '<p>Hand-block printed cotton.</p>',
  brand: 'Statefront',
  category: ['Women', 'Kurtas'],
  tags: ['cotton'],
  options: [],
  variants: [
    { sku: 'RUST-KURTA', values: [], price: '1299', compare_at: '', stock: '5', stock_read: null, image: null },
  ],
  photos: [],
  meta_title: '',
  meta_description: '',
  hsn: '6204',
};

/** A catalog file in Shopify's columns with no product: checked and imported, it changes nothing. */
export const EMPTY_CATALOG = Buffer.from('Handle,Title,Variant SKU,Variant Price,Variant Inventory Qty,HSN\n');
export const EMPTY_CATALOG_SHA256 = createHash('sha256').update(EMPTY_CATALOG).digest('hex');

/** A coupon as the back office makes it: ₹200 off an order of ₹1,000 or more, once per shopper, 10 uses. */
export const newCoupon = (code: string) => ({
  code,
  percent: null,
  amount_off: 200,
  max_discount: null,
  min_order: 1000,
  starts_at: '2026-01-01T00:00:00+05:30',
  ends_at: '2027-12-31T23:59:59+05:30',
  uses_limit: 10,
  per_shopper_limit: 1,
  first_order_only: false,
});

export function validRequests(ids: KnownIds): Record<OperationId, CallOptions> {
  const totals = { total_amount: 1000, total_tax: 50, total_discount: 0, delivery_charge: 79 };
  return {
    getHealth: {},
    getReadiness: {},
    getMetrics: {},
    listMenuCategories: {},
    listClassifications: {},
    listNewArrivalCategories: {},
    listProducts: { body: { fk_category: 'all', limit: 9, page: 1 } },
    searchProducts: { body: { search: 'kurta' } },
    getAttributeTree: { path: { category: ids.categorySlug } },
    suggestProducts: { path: { text: 'kur' } },
    getProduct: { path: { slug: ids.productSlug } },
    lookupVariant: { body: { fk_product: ids.productId, variant_ids: ids.optionIds } },
    listOfferBanners: {},
    getHomeBanners: {},
    getCompanyDetails: {},
    getSocialLinks: {},
    getMetaData: {},
    getSiteSettings: {},
    getAboutPage: {},
    getPolicies: {},
    getContactDetails: {},
    sendContactMessage: { body: { var_name: 'Meera', var_email: 'meera@example.com', var_message: 'Hello' } },
    signUp: { body: shopping.newShopper() },
    login: { body: { var_email: ids.email, var_password: 'Wrong#Pass1' } },
    logout: {},
    requestPasswordReset: { body: { var_email: ids.email } },
    confirmPasswordReset: { body: { var_email: ids.email, code: '123456' } },
    resetPassword: { body: { reset_token: 'a-reset-token', var_password: 'Secret#124' } },
    getProfile: {},
    updateProfile: { body: { var_name: 'Kavya', last_name: 'Rao' } },
    getCart: {},
    updateCart: { body: { fk_product: ids.productId, var_qty: 1, fk_variant: ids.variantId } },
    removeCartLine: { path: { fk_product: ids.productId, variant_id: ids.variantId } },
    getWishlist: {},
    listStockWaits: {},
    waitForStock: { path: { variant_id: ids.variantId } },
    stopWaitingForStock: { path: { variant_id: ids.variantId } },
    toggleWishlist: { body: { fk_product: ids.productId } },
    toggleLike: { body: { fk_product: ids.productId } },
    listAddresses: {},
    getAddress: { path: { id: ids.addressId } },
    createAddress: { body: shopping.address },
    updateAddress: { path: { id: ids.addressId }, body: { ...shopping.address, var_city: 'Mysuru' } },
    deleteAddress: { path: { id: ids.addressId } },
    listOrders: {},
    getOrder: { path: { id: ids.orderId } },
    placeOrder: { body: shopping.cashOrder(ids.addressId) },
    cancelOrder: { path: { id: ids.orderId } },
    applyCoupon: { body: { coupon_code: 'WELCOME10', ...totals } },
    createReview: {
      body: {
        fk_product: ids.productId,
        rating: 5,
        review_text: 'Lovely.',
        user_id: ids.userId,
        var_email: ids.email,
        var_name: 'Asha',
      },
    },
    returnProduct: {
      body: { fk_product: ids.productId, fk_variant: ids.variantId, return_text: 'Too small', order_id: ids.orderId },
    },
    getInvoice: { path: { ticket: ids.ticket, id: ids.orderId } },
    getCreditNote: { path: { ticket: ids.cancelledTicket, id: ids.cancelledOrderId } },
    getPayment: { path: { providerOrderId: ids.providerOrderId } },
    cancelPayment: { path: { providerOrderId: ids.providerOrderId } },
    sandboxCheckout: { body: { ...shopping.card, order_id: ids.providerOrderId } },
    staffSignIn: { body: { email: ids.email, password: 'Wrong#Pass1' } },
    setStaffPassword: { body: { token: 'not-a-real-link-token', var_password: 'Fresh#Start9' } },
    staffSignOut: {},
    getStaffSelf: {},
    listAdminOrders: {
      query: { status: 'A', q: 'SF', page: 1, returns: 'true', from: '2026-01-01', to: '2026-12-31' },
    },
    getAdminOrder: { path: { orderId: ids.orderId } },
    processAdminOrder: { path: { orderId: ids.orderId } },
    shipAdminOrder: {
      path: { orderId: ids.orderId },
      body: { carrier: 'Delhivery', tracking_number: 'DL123456', tracking_url: 'https://track.example/DL123456' },
    },
    deliverAdminOrder: { path: { orderId: ids.orderId } },
    cancelAdminOrder: { path: { orderId: ids.orderId }, body: { reason: 'Out of stock at the tailor' } },
    addAdminOrderNote: { path: { orderId: ids.orderId }, body: { note: 'Called her; she will be home after 6.' } },
    receiveAdminReturn: { path: { orderId: ids.orderId }, body: { variant_id: ids.variantId, restock: true } },
    declineAdminReturn: { path: { orderId: ids.orderId }, body: { variant_id: ids.variantId, reason: 'Worn' } },
    refundAdminOrder: {
      path: { orderId: ids.orderId },
      body: { amount: 100, method: 'cash', reference: 'UPI 1234', reason: 'Goodwill' },
    },
    listActivity: { query: { before: 1000 } },
    listStaff: {},
    listInbox: { query: { all: 'true' } },
    getInboxMessage: { path: { id: ids.messageId } },
    markInboxHandled: { path: { id: ids.messageId }, body: {} },
    replyToInboxMessage: { path: { id: ids.messageId }, body: { reply: 'Thank you for writing.' } },
    listLowStock: { query: { at_most: 3 } },
    listAdminCustomers: { query: { q: 'a', page: 1 } },
    getAdminCustomer: { path: { customerId: ids.userId } },
    // Well-formed, and not her email: a matrix of callers must not erase the shopper the other cells sign in as.
    eraseAdminCustomer: { path: { customerId: ids.userId }, body: { email: 'not-her@example.com' } },
    listAdminMails: { query: { state: 'failed', page: 1 } },
    getAdminMail: { path: { mailId: 1 } },
    resendAdminMail: { path: { mailId: 1 }, body: {} },
    listAdminMailTemplates: {},
    saveAdminMailTemplate: {
      path: { kind: 'order-shipped' },
      body: { version: 0, subject: 'On its way: {order}', intro: 'Your order {order} left us today.' },
    },
    resetAdminMailTemplate: { path: { kind: 'order-shipped' }, body: { version: 0 } },
    previewAdminMailTemplate: {
      path: { kind: 'order-shipped' },
      body: { subject: 'On its way: {order}', intro: 'Your order {order} left us today.' },
    },
    setVariantStock: { path: { variant_id: ids.variantId }, body: { stock: 5 } },
    getDashboard: {},
    listAdminProducts: { query: { q: 'kurta', category: 1, brand: 1, stock: 'low', page: 1 } },
    getAdminProduct: { path: { product_id: ids.productId } },
    createAdminProduct: { body: { slug: 'a-new-kurta', product: editedProduct } },
    saveAdminProduct: { path: { product_id: ids.productId }, body: { version: 'a-version', product: editedProduct } },
    previewAdminProduct: { path: { product_id: ids.productId }, body: { product: editedProduct } },
    previewNewAdminProduct: { body: { slug: 'a-new-kurta', product: editedProduct } },
    bulkEditAdminProducts: { body: { ids: [ids.productId], action: 'price', change: 'up', figure: '10' } },
    uploadAdminPhoto: { rawBody: TINY_PNG, contentType: 'image/png' },
    checkAdminCatalog: { query: { file_name: 'catalog.csv' }, rawBody: EMPTY_CATALOG, contentType: 'text/csv' },
    importAdminCatalog: {
      query: { file_name: 'catalog.csv', checked: EMPTY_CATALOG_SHA256 },
      rawBody: EMPTY_CATALOG,
      contentType: 'text/csv',
    },
    exportAdminCatalog: {},
    listAdminCoupons: {},
    getAdminCoupon: { path: { coupon_id: 1 } },
    createAdminCoupon: { body: newCoupon('WELLFORMED1') },
    pauseAdminCoupon: { path: { coupon_id: 1 }, body: { paused: true } },
    endAdminCoupon: { path: { coupon_id: 1 } },
    getAdminSearch: {},
    getAdminSettings: {},
    // An old version: a matrix of callers must not change the settings the other cells read.
    saveAdminSettings: { body: { version: 'a-version', settings: shopSettings } },
    setAdminSynonym: { path: { word: 'kurti' }, body: { means: 'kurta' } },
    removeAdminSynonym: { path: { word: 'kurti' } },
    listAdminCategories: {},
    createAdminCategory: { body: { parent_id: null, title: 'Well formed' } },
    // Well-formed, and from a version the shop's categories never reach: a matrix of callers leaves the tree as it is.
    saveAdminCategory: {
      path: { category_id: 1 },
      body: { version: 1_000_000, title: 'Sarees', link_name: 'sarees', picture: null },
    },
    moveAdminCategory: { path: { category_id: 1 }, body: { version: 1_000_000, parent_id: null, position: 0 } },
    deleteAdminCategory: { path: { category_id: 1 } },
    paymentWebhook: {
      headers: { 'X-Razorpay-Event-Id': 'evt_well_formed', 'X-Razorpay-Signature': '0'.repeat(64) },
      body: {
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_1', order_id: ids.providerOrderId, amount: 100, currency: 'INR' } } },
      },
    },
  };
}
