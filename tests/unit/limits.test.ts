/**
 * rules/limits.ts against the contract: each limit there is the number (or pattern) the
 * document states, at every place it states it; and every limit a request can meet in
 * the document is either one of them or named below as one no shopper chooses. A limit
 * changed, added or dropped in openapi/storefront.yaml and not in rules/limits.ts fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isId, isSlug, limits, ONE_WORD, quantityMax, SLUG_PATTERN, textLimits } from '#rules/limits';

type Node = Record<string, unknown>;
const document = parse(readFileSync(new URL('../../openapi/storefront.yaml', import.meta.url), 'utf8')) as Node;

/** The value at a JSON pointer into the document. */
function at(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document);
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const schema = (name: string, property?: string) =>
  `/components/schemas/${name}${property === undefined ? '' : `/properties/${escape(property)}`}`;
const editor = (property: string) => schema('AdminProductInput', property);
const editorVariant = (property: string) => `${editor('variants')}/items/properties/${property}`;
const operation = (path: string, method: string) => `/paths/${escape(path)}/${method}`;
const jsonBody = (path: string, method: string) =>
  `${operation(path, method)}/requestBody/content/application~1json/schema`;
const categorySave = `${jsonBody('/admin/categories/{category_id}', 'put')}/properties`;
const categoryMove = `${jsonBody('/admin/categories/{category_id}/place', 'put')}/properties`;

/** The upper bound `{m,n}` (or `{n}`) of the pattern at `pointer`. */
function patternMax(pointer: string): number {
  const bound = /\{(?:\d+,)?(\d+)\}\$?\)?\$?$/.exec(String(at(pointer)));
  if (!bound) throw new Error(`${pointer}: no {n} or {m,n} at the end of ${String(at(pointer))}`);
  return Number(bound[1]);
}

/** Each limit of rules/limits.ts, with every place the contract states it. */
const stated: { limit: string; value: number | string; at: string[]; read?: (pointer: string) => unknown }[] = [
  { limit: 'limits.perCartLine', value: limits.perCartLine, at: [`${schema('CartUpdate', 'var_qty')}/maximum`] },
  {
    limit: 'limits.priceMin',
    value: limits.priceMin,
    at: ['from_price', 'to_price'].map((p) => `${schema('ProductFilter', p)}/minimum`),
  },
  {
    limit: 'limits.priceMax',
    value: limits.priceMax,
    at: [
      ...['from_price', 'to_price'].map((p) => `${schema('ProductFilter', p)}/maximum`),
      ...['amount_off', 'max_discount', 'min_order'].map((p) => `${schema('CouponInput', p)}/maximum`),
    ],
  },
  {
    limit: 'limits.searchText',
    value: limits.searchText,
    at: [
      `${jsonBody('/search', 'post')}/properties/search/maxLength`,
      `${schema('ProductFilter', 'search')}/maxLength`,
      `${operation('/product-search/{text}', 'get')}/parameters/0/schema/maxLength`,
      `${operation('/admin/orders', 'get')}/parameters/1/schema/maxLength`,
      `${operation('/admin/stock/low', 'get')}/parameters/1/schema/maxLength`,
      `${operation('/admin/products', 'get')}/parameters/0/schema/maxLength`,
      `${operation('/admin/customers', 'get')}/parameters/0/schema/maxLength`,
    ],
  },
  {
    limit: 'limits.filterValues',
    value: limits.filterValues,
    at: ['atribute', 'fk_brand', 'fk_subcategory', 'fk_subsubcategory', 'tag'].map(
      (p) => `${schema('ProductFilter', p)}/maxItems`,
    ),
  },
  { limit: 'limits.idMax', value: limits.idMax, at: [`${schema('Id')}/maximum`] },
  {
    limit: 'limits.slugMax',
    value: limits.slugMax,
    at: [`${schema('Slug')}/maxLength`, `${schema('ProductFilter', 'fk_category')}/maxLength`],
  },
  {
    limit: 'SLUG_PATTERN',
    value: SLUG_PATTERN.source,
    at: [`${schema('Slug')}/pattern`, `${schema('ProductFilter', 'fk_category')}/pattern`],
  },
  { limit: 'limits.ratingMin', value: limits.ratingMin, at: [`${schema('Review', 'rating')}/minimum`] },
  { limit: 'limits.ratingMax', value: limits.ratingMax, at: [`${schema('Review', 'rating')}/maximum`] },
  {
    limit: 'limits.passwordMin',
    value: limits.passwordMin,
    at: [
      `${schema('SignUp', 'var_password')}/minLength`,
      `${schema('NewPassword', 'var_password')}/minLength`,
      `${jsonBody('/admin/password', 'post')}/properties/var_password/minLength`,
    ],
  },
  {
    limit: 'limits.passwordMax',
    value: limits.passwordMax,
    at: [
      `${schema('SignUp', 'var_password')}/maxLength`,
      `${schema('NewPassword', 'var_password')}/maxLength`,
      `${jsonBody('/admin/password', 'post')}/properties/var_password/maxLength`,
    ],
  },
  {
    limit: 'limits.passwordMax (the pattern)',
    value: limits.passwordMax,
    at: [
      `${schema('SignUp', 'var_password')}/pattern`,
      `${schema('NewPassword', 'var_password')}/pattern`,
      `${jsonBody('/admin/password', 'post')}/properties/var_password/pattern`,
    ],
    read: patternMax,
  },
  {
    limit: 'limits.resetCodeDigits',
    value: limits.resetCodeDigits,
    at: [`${schema('PasswordResetCode', 'code')}/pattern`],
    read: patternMax,
  },
  {
    limit: 'limits.mobileDigits',
    value: limits.mobileDigits,
    // The order's phone is the account's mobile number.
    at: [`${schema('SignUp', 'var_mobile_no')}/pattern`, `${schema('PlaceOrder', 'var_phone')}/pattern`],
    read: patternMax,
  },
  {
    limit: 'limits.addressesPerShopper',
    value: limits.addressesPerShopper,
    at: [`${operation('/address', 'post')}/description`],
    read: (pointer) => Number(/keeps at most (\d+)/.exec(String(at(pointer)))?.[1]),
  },
  {
    limit: 'limits.stockWaitsPerShopper',
    value: limits.stockWaitsPerShopper,
    at: [`${operation('/stock-waits/{variant_id}', 'put')}/description`],
    read: (pointer) => Number(/already waits for (\d+)/.exec(String(at(pointer)))?.[1]),
  },
  {
    limit: 'textLimits.email',
    value: textLimits.email,
    at: [
      `${schema('Email')}/maxLength`,
      `${schema('Login', 'var_email')}/maxLength`,
      `${schema('StaffSignIn', 'email')}/maxLength`,
      `${jsonBody('/admin/customers/{customerId}/erase', 'post')}/properties/email/maxLength`,
    ],
  },
  {
    limit: 'textLimits.loginPassword',
    value: textLimits.loginPassword,
    at: [`${schema('Login', 'var_password')}/maxLength`, `${schema('StaffSignIn', 'password')}/maxLength`],
  },
  {
    limit: 'textLimits.name',
    value: textLimits.name,
    at: [
      `${schema('SignUp', 'var_name')}/maxLength`,
      `${schema('SignUp', 'last_name')}/maxLength`,
      `${schema('ProfileUpdate', 'var_name')}/maxLength`,
      `${schema('ProfileUpdate', 'last_name')}/maxLength`,
      `${schema('ContactMessage', 'var_name')}/maxLength`,
      // The review's name is the account's first name.
      `${schema('Review', 'var_name')}/maxLength`,
    ],
  },
  {
    limit: 'textLimits.contactMessage',
    value: textLimits.contactMessage,
    at: [`${schema('ContactMessage', 'var_message')}/maxLength`],
  },
  {
    limit: 'textLimits.addressLine',
    value: textLimits.addressLine,
    at: ['var_house_no', 'var_app_name', 'var_landmark'].map((p) => `${schema('AddressInput', p)}/maxLength`),
  },
  {
    limit: 'textLimits.addressPlace',
    value: textLimits.addressPlace,
    at: ['var_country', 'var_state', 'var_city'].map((p) => `${schema('AddressInput', p)}/maxLength`),
  },
  {
    limit: 'textLimits.pinCode',
    value: textLimits.pinCode,
    at: [`${schema('AddressInput', 'var_pincode')}/maxLength`],
  },
  {
    limit: 'textLimits.couponCode',
    value: textLimits.couponCode,
    at: [
      `${schema('CouponRequest', 'coupon_code')}/maxLength`,
      `${schema('PlaceOrder', 'var_promocode')}/maxLength`,
      `${schema('CouponInput', 'code')}/maxLength`,
    ],
  },
  {
    limit: 'textLimits.reviewText',
    value: textLimits.reviewText,
    at: [`${schema('Review', 'review_text')}/maxLength`],
  },
  {
    limit: 'textLimits.returnText',
    value: textLimits.returnText,
    at: [`${schema('Return', 'return_text')}/maxLength`],
  },
  {
    limit: 'textLimits.cardNumber',
    value: textLimits.cardNumber,
    at: [`${schema('SandboxCheckout', 'card_number')}/pattern`],
    read: patternMax,
  },
  {
    limit: 'textLimits.cardCvc',
    value: textLimits.cardCvc,
    at: [`${schema('SandboxCheckout', 'card_cvc')}/pattern`],
    read: patternMax,
  },
  {
    limit: 'textLimits.cardExpiry',
    value: textLimits.cardExpiry,
    at: [`${schema('SandboxCheckout', 'card_expiry')}/pattern`],
    // MM/YY: the longest text the pattern takes.
    read: (pointer) => (new RegExp(String(at(pointer))).test('12/99') ? '12/99'.length : NaN),
  },
  {
    limit: 'textLimits.carrier',
    value: textLimits.carrier,
    at: [`${schema('AdminShipment', 'carrier')}/maxLength`],
  },
  {
    limit: 'textLimits.trackingNumber',
    value: textLimits.trackingNumber,
    at: [`${schema('AdminShipment', 'tracking_number')}/maxLength`],
  },
  {
    limit: 'textLimits.trackingUrl',
    value: textLimits.trackingUrl,
    at: [`${schema('AdminShipment', 'tracking_url')}/maxLength`],
  },
  {
    limit: 'textLimits.staffReason',
    value: textLimits.staffReason,
    at: [
      `${schema('AdminReason', 'reason')}/maxLength`,
      `${schema('AdminRefund', 'reason')}/maxLength`,
      `${jsonBody('/admin/orders/{orderId}/returns/decline', 'post')}/properties/reason/maxLength`,
    ],
  },
  {
    limit: 'textLimits.staffNote',
    value: textLimits.staffNote,
    at: [`${jsonBody('/admin/orders/{orderId}/notes', 'post')}/properties/note/maxLength`],
  },
  {
    limit: 'limits.stockMax',
    value: limits.stockMax,
    at: [
      `${schema('StockLevel', 'stock')}/maximum`,
      `${operation('/admin/stock/low', 'get')}/parameters/0/schema/maximum`,
    ],
  },
  {
    limit: 'textLimits.inboxReply',
    value: textLimits.inboxReply,
    at: [`${schema('InboxReply', 'reply')}/maxLength`],
  },
  {
    limit: 'textLimits.refundReference',
    value: textLimits.refundReference,
    at: [`${schema('AdminRefund', 'reference')}/maxLength`],
  },
  { limit: 'textLimits.productTitle', value: textLimits.productTitle, at: [`${editor('title')}/maxLength`] },
  {
    limit: 'textLimits.productWord',
    value: textLimits.productWord,
    at: [
      `${editor('brand')}/maxLength`,
      `${editor('category')}/items/maxLength`,
      `${editor('tags')}/items/maxLength`,
      `${editor('options')}/items/maxLength`,
      `${editorVariant('sku')}/maxLength`,
      `${editorVariant('values')}/items/maxLength`,
      `${editor('meta_title')}/maxLength`,
    ],
  },
  {
    limit: 'textLimits.productDescription',
    value: textLimits.productDescription,
    at: [`${editor('description_html')}/maxLength`],
  },
  {
    limit: 'textLimits.metaDescription',
    value: textLimits.metaDescription,
    at: [`${editor('meta_description')}/maxLength`],
  },
  {
    limit: 'textLimits.typedFigure',
    value: textLimits.typedFigure,
    at: [
      `${editorVariant('price')}/maxLength`,
      `${editorVariant('compare_at')}/maxLength`,
      `${editorVariant('stock')}/maxLength`,
      `${editor('hsn')}/maxLength`,
      `${jsonBody('/admin/products/bulk', 'post')}/properties/figure/maxLength`,
    ],
  },
  {
    limit: 'textLimits.photoUrl',
    value: textLimits.photoUrl,
    at: [`${editorVariant('image')}/maxLength`, `${editor('photos')}/items/maxLength`],
  },
  { limit: 'limits.categoryLevels', value: limits.categoryLevels, at: [`${editor('category')}/maxItems`] },
  { limit: 'limits.tagsPerProduct', value: limits.tagsPerProduct, at: [`${editor('tags')}/maxItems`] },
  { limit: 'limits.photosPerProduct', value: limits.photosPerProduct, at: [`${editor('photos')}/maxItems`] },
  {
    limit: 'limits.bulkProducts',
    value: limits.bulkProducts,
    at: [`${jsonBody('/admin/products/bulk', 'post')}/properties/ids/maxItems`],
  },
  {
    limit: 'limits.optionsPerProduct',
    value: limits.optionsPerProduct,
    at: [`${editor('options')}/maxItems`, `${editorVariant('values')}/maxItems`],
  },
  {
    limit: 'textLimits.productWord',
    value: textLimits.productWord,
    at: [`${jsonBody('/admin/categories', 'post')}/properties/title/maxLength`, `${categorySave}/title/maxLength`],
  },
  { limit: 'textLimits.photoUrl', value: textLimits.photoUrl, at: [`${categorySave}/picture/maxLength`] },
  {
    limit: 'limits.idMax',
    value: limits.idMax,
    at: [
      `${jsonBody('/admin/categories', 'post')}/properties/parent_id/maximum`,
      `${categoryMove}/parent_id/maximum`,
      `${categorySave}/version/maximum`,
      `${categoryMove}/version/maximum`,
    ],
  },
  { limit: 'limits.categoryPositionMax', value: limits.categoryPositionMax, at: [`${categoryMove}/position/maximum`] },
  {
    limit: 'textLimits.fileName',
    value: textLimits.fileName,
    at: ['/components/parameters/CatalogFileName/schema/maxLength'],
  },
  {
    limit: 'textLimits.synonymWord',
    value: textLimits.synonymWord,
    at: ['put', 'delete'].map((m) => `${operation('/admin/search/synonyms/{word}', m)}/parameters/0/schema/maxLength`),
  },
  {
    limit: 'ONE_WORD',
    value: ONE_WORD.source,
    at: ['put', 'delete'].map((m) => `${operation('/admin/search/synonyms/{word}', m)}/parameters/0/schema/pattern`),
  },
  {
    limit: 'textLimits.synonymMeans',
    value: textLimits.synonymMeans,
    at: [`${jsonBody('/admin/search/synonyms/{word}', 'put')}/properties/means/maxLength`],
  },
  {
    limit: 'textLimits.mailSubject',
    value: textLimits.mailSubject,
    at: ['MailWording', 'MailTemplateInput'].map((name) => `${schema(name, 'subject')}/maxLength`),
  },
  {
    limit: 'textLimits.mailIntro',
    value: textLimits.mailIntro,
    at: ['MailWording', 'MailTemplateInput'].map((name) => `${schema(name, 'intro')}/maxLength`),
  },
  {
    limit: 'limits.couponPercentMax',
    value: limits.couponPercentMax,
    at: [`${schema('CouponInput', 'percent')}/maximum`],
  },
  {
    limit: 'limits.couponUsesMax',
    value: limits.couponUsesMax,
    at: [`${schema('CouponInput', 'uses_limit')}/maximum`, `${schema('CouponInput', 'per_shopper_limit')}/maximum`],
  },
  { limit: 'limits.variantsPerProduct', value: limits.variantsPerProduct, at: [`${editor('variants')}/maxItems`] },
  {
    limit: 'limits.slugMax (a new product)',
    value: limits.slugMax,
    at: [
      `${jsonBody('/admin/products', 'post')}/properties/slug/maxLength`,
      `${jsonBody('/admin/products/preview', 'post')}/properties/slug/maxLength`,
    ],
  },
];

/** Limits a request meets that no shopper types or chooses, and why the client keeps within them. */
const notChosen: Record<string, string> = {
  '/components/parameters/IdempotencyKey/schema/maxLength': 'the client makes the key (a UUID, 36 characters)',
  '/components/parameters/ProviderOrderId/schema/maxLength': "the provider's own id, as the server handed it over",
  '/components/parameters/ProviderOrderId/schema/pattern': "the provider's own id, as the server handed it over",
  [`${schema('PlaceOrder', 'var_payment_id')}/maxLength`]: "the provider's answer",
  [`${schema('NewPassword', 'reset_token')}/maxLength`]: "the server's answer to a right code",
  [`${schema('PlaceOrder', 'var_payment_signature')}/maxLength`]: "the provider's answer",
  [`${schema('PlaceOrder', 'var_provider_order_id')}/maxLength`]: "the provider's answer",
  [`${schema('PlaceOrder', 'shipping_charge')}/pattern`]: "always '0': the server decides delivery",
  [`${schema('SandboxCheckout', 'order_id')}/maxLength`]: "the provider's answer",
  [`${schema('ProductFilter', 'limit')}/maximum`]: "the page sizes are the product's (checked below)",
  [`${schema('StaffSignIn', 'totp')}/pattern`]: "her authenticator app's 6 digits (RFC 6238), not the shop's to choose",
  [`${operation('/admin/orders', 'get')}/parameters/5/schema/maximum`]:
    "the back office's pages of orders: its links only go to pages that hold some",
  [`${jsonBody('/admin/password', 'post')}/properties/token/maxLength`]: 'the one-time link the server made',
  [`${jsonBody('/admin/products/{product_id}', 'put')}/properties/version/maxLength`]:
    'the version the server gave with the product the editor opened',
  [`${jsonBody('/admin/settings', 'put')}/properties/version/maxLength`]:
    'the version the server gave with the settings the form opened',
  [`${schema('MailTemplateInput', 'version')}/maximum`]: "the version the server gave with the mail's wording",
  [`${jsonBody('/admin/mail-templates/{kind}/reset', 'post')}/properties/version/maximum`]:
    "the version the server gave with the mail's wording",
  [`${operation('/admin/products', 'get')}/parameters/5/schema/maximum`]:
    "the back office's pages of products: its links only go to pages that hold some",
  [`${operation('/admin/customers', 'get')}/parameters/1/schema/maximum`]:
    "the back office's pages of customers: its links only go to pages that hold some",
  [`${operation('/admin/mails', 'get')}/parameters/1/schema/maximum`]:
    "the back office's pages of mails: its links only go to pages that hold some",
  [`${schema('AdminRefund', 'amount')}/maximum`]:
    'a refund is at most what is left of the order, which the server says; the contract bounds the number itself',
  [`${schema('ProductFilter', 'tag')}/items/maxLength`]: 'tags are sent as ids, and an id has at most 10 digits',
  [`${schema('VariantLookup', 'variant_ids')}/maxItems`]:
    "one value per option of the product, from the server's own data",
  '/components/parameters/CatalogFileName/schema/pattern':
    "the browser's name of a file chosen, which never holds a slash; a control character in one is refused in words",
  [`${operation('/admin/catalog/import', 'post')}/parameters/1/schema/pattern`]:
    "the SHA-256 the server's dry run answered",
  [`${operation('/invoice/{ticket}/{id}', 'get')}/parameters/0/schema/maxLength`]: "the server's signed link",
  [`${operation('/invoice/{ticket}/{id}', 'get')}/parameters/0/schema/pattern`]: "the server's signed link",
  [`${operation('/credit-note/{ticket}/{id}', 'get')}/parameters/0/schema/maxLength`]: "the server's signed link",
  [`${operation('/credit-note/{ticket}/{id}', 'get')}/parameters/0/schema/pattern`]: "the server's signed link",
  ...Object.fromEntries(
    [
      `${schema('PaymentWebhookEvent', 'event')}/maxLength`,
      '/components/schemas/PaymentWebhookEvent/properties/payload/properties/payment/properties/entity/properties/id/maxLength',
      '/components/schemas/PaymentWebhookEvent/properties/payload/properties/payment/properties/entity/properties/order_id/maxLength',
      '/components/schemas/PaymentWebhookEvent/properties/payload/properties/payment/properties/entity/properties/currency/maxLength',
      '/components/schemas/PaymentWebhookEvent/properties/payload/properties/refund/properties/entity/properties/id/maxLength',
      '/components/schemas/PaymentWebhookEvent/properties/payload/properties/refund/properties/entity/properties/payment_id/maxLength',
      `${operation('/payments/webhook', 'post')}/parameters/0/schema/maxLength`,
      `${operation('/payments/webhook', 'post')}/parameters/1/schema/maxLength`,
    ].map((pointer) => [pointer, 'the payment provider sends it; no shopper, no storefront screen']),
  ),
};

/** Every upper limit (and pattern) a request can meet: parameters and JSON bodies, through their $refs. */
function requestLimits(): string[] {
  const found = new Set<string>();
  const walked = new Set<string>();
  const walk = (node: unknown, pointer: string) => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    if (typeof n.$ref === 'string') {
      const target = n.$ref.slice(1);
      if (!walked.has(target)) {
        walked.add(target);
        walk(at(target), target);
      }
      return;
    }
    for (const keyword of ['maxLength', 'maximum', 'maxItems', 'pattern'])
      if (keyword in n) found.add(`${pointer}/${keyword}`);
    for (const [key, value] of Object.entries((n.properties as Node | undefined) ?? {}))
      walk(value, `${pointer}/properties/${escape(key)}`);
    if (n.items) walk(n.items, `${pointer}/items`);
    for (const list of ['allOf', 'oneOf', 'anyOf'])
      ((n[list] as unknown[] | undefined) ?? []).forEach((s, i) => walk(s, `${pointer}/${list}/${i}`));
  };
  const parameters = (list: unknown, pointer: string) =>
    ((list as Node[] | undefined) ?? []).forEach((parameter, i) => {
      const where = typeof parameter.$ref === 'string' ? parameter.$ref.slice(1) : `${pointer}/parameters/${i}`;
      walk((at(where) as Node).schema, `${where}/schema`);
    });
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
    parameters(item.parameters, `/paths/${escape(path)}`);
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      if (!item[method]) continue;
      parameters((item[method] as Node).parameters, operation(path, method));
      if (at(jsonBody(path, method))) walk(at(jsonBody(path, method)), jsonBody(path, method));
    }
  }
  return [...found].sort();
}

describe('rules/limits.ts against openapi/storefront.yaml', () => {
  it.each(
    stated.flatMap(({ limit, value, at: pointers, read }) =>
      pointers.map((pointer) => ({ limit, value, pointer, read })),
    ),
  )('$limit is $pointer', ({ value, pointer, read }) => {
    expect(at(pointer), `${pointer} is in the contract`).toBeDefined();
    expect((read ?? at)(pointer)).toBe(value);
  });

  it('holds every limit a request can meet, or says why no shopper chooses it', () => {
    const held = new Set([...stated.flatMap((s) => s.at), ...Object.keys(notChosen)]);
    expect(
      requestLimits().filter((pointer) => !held.has(pointer)),
      'limits of the contract rules/limits.ts does not hold',
    ).toEqual([]);
    expect(
      Object.keys(notChosen).filter((pointer) => at(pointer) === undefined),
      'limits named here the contract no longer states',
    ).toEqual([]);
  });

  it('asks for pages no larger than the contract allows', () => {
    const most = at(`${schema('ProductFilter', 'limit')}/maximum`) as number;
    expect(Math.max(limits.listingPageSize, limits.newArrivalsPageSize)).toBeLessThanOrEqual(most);
  });
});

describe('what can name something', () => {
  it("a slug is lowercase letters, digits and dashes, at most 255 of them (a Shopify handle's length)", () => {
    expect(['floral-wrap-dress', 'all', 'a'.repeat(255)].map(isSlug)).toEqual([true, true, true]);
    expect(['Bad_Slug', 'BAD_CAT', '', 'a'.repeat(256), 'dress/1'].map(isSlug)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('an id is a whole number from 1 to 2147483647', () => {
    expect([1, 42, 2_147_483_647].map(isId)).toEqual([true, true, true]);
    expect([0, -3, 1.5, 2_147_483_648, 99_999_999_999, Number.NaN].map(isId)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a quantity stops at the cart line cap, or at the stock when there is less', () => {
    expect([quantityMax(), quantityMax(40), quantityMax(10), quantityMax(3), quantityMax(0), quantityMax(-2)]).toEqual([
      10, 10, 10, 3, 0, 0,
    ]);
  });
});
