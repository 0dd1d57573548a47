/**
 * What a person calls each value a request carries, by its name in the contract
 * (openapi/storefront.yaml: body properties, path parameters, headers), and what a value
 * with a pattern must look like. The server words a refused request with these ("Quantity
 * must be between 0 and 10."); tests/unit/fields.test.ts holds this list against the
 * contract, so a field added there and not here fails it.
 */
import { limits, textLimits } from './limits';

export const fieldLabels: Record<string, string> = {
  // Cart, variants, wishlist
  fk_product: 'Product',
  fk_variant: 'Product option',
  variant_id: 'Product option',
  variant_ids: 'Product options',
  var_qty: 'Quantity',
  // Listing and search
  search: 'Search',
  as_typed: 'Search as typed',
  text: 'Search',
  slug: 'Product',
  category: 'Category',
  fk_category: 'Category',
  fk_subcategory: 'Sub-categories',
  fk_subsubcategory: 'Sub-sub-categories',
  fk_brand: 'Brands',
  atribute: 'Attributes',
  tag: 'Tags',
  from_price: 'Lowest price',
  // The back office (issue 52)
  email: 'Email',
  password: 'Password',
  totp: 'Code',
  status: 'Status',
  q: 'Search',
  token: 'Link',
  returns: 'Returns waiting',
  from: 'First day',
  to: 'Last day',
  orderId: 'Order',
  carrier: 'Carrier',
  tracking_number: 'Tracking number',
  tracking_url: 'Tracking link',
  reason: 'Reason',
  note: 'Note',
  restock: 'Back on sale',
  method: 'How it was given back',
  reference: 'Reference',
  before: 'Older than',
  all: 'Include messages dealt with',
  reply: 'Answer',
  at_most: 'Units or fewer',
  customerId: 'Customer',
  mailId: 'Mail',
  state: 'State',
  stock: 'Stock',
  // The back office's products (issue 54)
  brand: 'Brand',
  product: 'Product',
  product_id: 'Product',
  title: 'Title',
  description_html: 'Description',
  tags: 'Tags',
  options: 'Options',
  variants: 'Variants',
  sku: 'SKU',
  values: 'Option values',
  price: 'Price',
  compare_at: 'Compare-at price',
  stock_read: 'Stock shown',
  image: 'Own photo',
  photos: 'Photos',
  meta_title: 'SEO title',
  meta_description: 'SEO description',
  hsn: 'HSN code',
  version: 'Version',
  published: 'Published',
  // Bulk changes to products (decision 0066)
  ids: 'Products',
  action: 'Change',
  change: 'How',
  figure: 'Figure',
  // The back office's categories (issue 54)
  category_id: 'Category',
  parent_id: 'Category to put it under',
  link_name: 'Link name',
  picture: 'Picture',
  position: 'Place',
  // The back office's shop settings (issue 54): the settings file's keys
  settings: 'Settings',
  site_name: 'Shop name',
  logo: 'Logo',
  favicon: 'Favicon',
  copyright: 'Copyright line',
  social: 'Social links',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  contact: 'Contact details',
  phone: 'Phone',
  address: 'Address',
  gst: 'GST details',
  gstin: 'GSTIN',
  legal_name: 'Legal name',
  legal_address: 'Legal address',
  series_prefix: 'Invoice series prefix',
  default_hsn: 'Default HSN code',
  prices_include_gst: 'Prices include GST',
  pages: 'Pages',
  about: 'About page',
  html: 'Text',
  banner: 'Banner picture',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  banners: 'Banners',
  offer: 'Offer banners',
  vertical: 'Tall banners',
  horizontal: 'Wide banners',
  link: 'Link',
  // The back office's coupons (issue 54)
  coupon_id: 'Coupon',
  percent: 'Percent off',
  amount_off: 'Amount off',
  max_discount: 'At most',
  min_order: 'Minimum order',
  starts_at: 'First day',
  ends_at: 'Last day',
  uses_limit: 'Uses in all',
  per_shopper_limit: 'Uses per shopper',
  first_order_only: 'First orders only',
  paused: 'Paused',
  word: 'Word',
  means: 'Means',
  file_name: 'File name',
  checked: 'Checked file',
  prune: 'Remove the products the file does not name',
  set_stock: "Give every variant the file's stock",
  no_photos: 'Leave out the photos given as web addresses',
  kind: 'Mail',
  subject: 'Subject',
  intro: 'Opening paragraph',
  to_price: 'Highest price',
  sort: 'Sort order',
  limit: 'Page size',
  page: 'Page',
  // Account and contact
  var_name: 'Name',
  last_name: 'Last name',
  var_email: 'Email',
  var_password: 'Password',
  var_mobile_no: 'Mobile number',
  var_message: 'Message',
  code: 'Code',
  reset_token: 'Reset token',
  // Addresses
  id: 'Id',
  chr_type: 'Address type',
  var_house_no: 'House number',
  var_app_name: 'Apartment',
  var_landmark: 'Landmark',
  var_country: 'Country',
  var_state: 'State',
  var_city: 'City',
  var_pincode: 'Pin code',
  // Coupons and orders
  coupon_code: 'Coupon code',
  total_amount: 'Total amount',
  total_tax: 'Total tax',
  total_discount: 'Total discount',
  delivery_charge: 'Delivery charge',
  var_adress_id: 'Delivery address',
  var_phone: 'Phone number',
  var_promocode: 'Coupon code',
  var_payment_mode: 'Payment method',
  var_payment_id: 'Payment id',
  var_payment_signature: 'Payment signature',
  var_provider_order_id: 'Payment order id',
  shipping_charge: 'Shipping charge',
  cashback: 'Cashback',
  amount: 'Amount',
  currency: 'Currency',
  'idempotency-key': 'Idempotency-Key',
  // Payments, invoices, reviews, returns
  providerOrderId: 'Payment order id',
  order_id: 'Order',
  card_number: 'Card number',
  card_expiry: 'Card expiry',
  card_cvc: 'CVC',
  ticket: 'Invoice link',
  user_id: 'User',
  rating: 'Rating',
  review_text: 'Review',
  return_text: 'Reason for return',
  // The payment provider's webhook (machine to machine: read by its developers)
  'x-razorpay-signature': 'X-Razorpay-Signature',
  'x-razorpay-event-id': 'X-Razorpay-Event-Id',
  event: 'Event',
  payload: 'Payload',
  payment: 'Payment',
  refund: 'Refund',
  entity: 'Entity',
  payment_id: 'Payment id',
};

/**
 * The one-line fields a shopper types whose line breaks, control and bidirectional
 * characters are refused (rules/patterns.ts `isOneLine`), by the server and by the forms
 * alike, and what the refusal calls each: "First name can't contain …" (texts.notOneLine).
 */
export const oneLineLabels = {
  var_name: 'First name',
  last_name: 'Last name',
  var_house_no: 'House number',
  var_app_name: 'Apartment',
  var_landmark: 'Landmark',
  var_country: 'Country',
  var_state: 'State',
  var_city: 'City',
  var_pincode: 'Pin code',
} as const;
export type OneLineField = keyof typeof oneLineLabels;

/** What a value must look like where the contract gives a pattern: the end of "<Label> must …". */
export const patternHints: Record<string, string> = {
  slug: 'use only lowercase letters, digits and dashes',
  link_name: 'use only lowercase letters, digits and dashes',
  category: 'use only lowercase letters, digits and dashes',
  fk_category: 'use only lowercase letters, digits and dashes',
  var_password:
    `be ${limits.passwordMin} to ${limits.passwordMax} characters with a lowercase letter, an ` +
    `uppercase letter, a digit and one of #?!@$%^&*-`,
  var_mobile_no: `be ${limits.mobileDigits} digits`,
  var_phone: `be ${limits.mobileDigits} digits`,
  code: `be the ${limits.resetCodeDigits} digits the mail gave`,
  card_number: `be at most ${textLimits.cardNumber} digits and spaces`,
  card_expiry: 'be MM/YY',
  card_cvc: `be 3 or ${textLimits.cardCvc} digits`,
  word: 'be one word, without spaces',
  file_name: 'be a file name, without slashes',
  checked: 'be the SHA-256 the dry run gave',
  shipping_charge: 'be an amount such as 0 or 49.50',
  ticket: 'be the link the order gave',
  totp: 'be the 6 digits your authenticator app shows',
  providerOrderId: 'be the id the payment was started with',
};

/** What a string with a format must be: the end of "<Label> must …". */
export const formatHints: Record<string, string> = {
  email: 'be a valid email address',
  'date-time': 'be a date and time',
  date: 'be a date',
  uri: 'be a web address',
  uuid: 'be a UUID',
};

/**
 * A person's name for a field: its label, or its own name made readable when the contract
 * has a field this list does not (the test above fails then).
 */
export function fieldLabel(name: string): string {
  const label = fieldLabels[name] ?? fieldLabels[name.toLowerCase()];
  if (label) return label;
  const words = name
    .replace(/^(?:var|fk|chr|int|txt)_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'A value';
}
