/**
 * The shop's tables (drizzle pg-core). The same schema and the same committed
 * migrations run on embedded PGlite and on PostgreSQL 15, so only portable SQL here.
 *
 * Money is integer paise (₹1 = 100 paise); the API converts to rupees at the edge.
 * Ids are integer identities ("by default", so the seed can insert explicit ids and
 * then move the sequences past them).
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../rules/orders';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lowercase; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the bearer token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Password reset codes (decision 0039), one row per code asked, for any email typed: an
 * email with no account gets a row too (a code nobody is sent), so every answer after it is
 * the one an account would get. The email is kept only as an HMAC with the server's secret,
 * the code as another: a leaked table gives away neither who asked nor a code that works.
 * The newest row of an email is the one that counts.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    emailHash: text('email_hash').notNull(),
    /** The account, when the email has one; its deletion takes its codes with it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the code worked or was tried wrong too often. */
    codeHash: text('code_hash'),
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** SHA-256 of the reset token a right code gave, until the new password is set. */
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('password_resets_email_idx').on(t.emailHash, t.createdAt),
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** 1 = top menu category, 2 = sub-category, 3 = sub-sub-category. */
    level: integer('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    title: text('title').notNull(),
    /** Unique among siblings; URLs are /shop/{top}/{sub}/{subsub}. */
    slug: text('slug').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    showInNewArrivals: boolean('show_in_new_arrivals').notNull().default(false),
  },
  (t) => [
    check('categories_level_range', sql`${t.level} between 1 and 3`),
    check('categories_parent_by_level', sql`(${t.level} = 1) = (${t.parentId} is null)`),
    uniqueIndex('categories_parent_slug_key').on(sql`coalesce(${t.parentId}, 0)`, t.slug),
    index('categories_parent_idx').on(t.parentId),
    index('categories_slug_idx').on(t.slug),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug)],
);

/** The 8 home tiles; each points at a top category or a tag. */
export const classifications = pgTable(
  'classifications',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
    tagId: integer('tag_id').references(() => tags.id),
  },
  (t) => [
    uniqueIndex('classifications_slug_key').on(t.slug),
    check('classifications_one_target', sql`(${t.categoryId} is null) <> (${t.tagId} is null)`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** What search and suggestions match: lowered once on write, not twice per matching row (see titleHolds). */
    titleLower: text('title_lower').notNull().generatedAlwaysAs(sql`lower(title)`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => categories.id),
    subsubcategoryId: integer('subsubcategory_id').references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    shortDescription: text('short_description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    specificationHtml: text('specification_html').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    /** List price of the default variant (paise). */
    pricePaise: integer('price_paise').notNull(),
    /** Selling price of the default variant (paise), kept here so listing filters and sorts use an index. */
    sellingPricePaise: integer('selling_price_paise').notNull(),
    offerPercent: integer('offer_percent').notNull().default(0),
    /** Card image: the default variant's first picture. */
    image: text('image').notNull(),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * The review figures the "Customer Rating" sort orders by, kept from \`reviews\` by its
     * triggers (migration 0008), never by the code: the rounded average a card shows, in
     * tenths (4.3 is 43, 0 without reviews), and how many reviews it is of.
     */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  // Each listing sort (server/catalog/listing.ts) walks its own index, its tie-break (the id)
  // included, so a page deep into 20 000 products reads only the rows up to it.
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
    index('products_subsubcategory_idx').on(t.subsubcategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_selling_price_idx').on(t.sellingPricePaise, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_sold_idx').on(t.soldCount.desc().nullsFirst(), t.id),
    index('products_rating_idx').on(t.ratingTenths.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id),
    /** Search and suggestions match `title_lower LIKE '%text%'`: a trigram index answers that without a scan (pg_trgm, migration 0002). */
    index('products_title_lower_trgm_idx').using('gin', t.titleLower.op('gin_trgm_ops')),
    check('products_offer_range', sql`${t.offerPercent} between 0 and 95`),
    check('products_prices_positive', sql`${t.pricePaise} > 0 and ${t.sellingPricePaise} > 0`),
  ],
);

/** PostgreSQL's tsvector, which drizzle-orm names no column type for; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search matches, one row per product (decision 0036): the product's words as stemmed
 * lexemes, weighted by field (A the title; B its brand, categories, tags and variants'
 * attribute values; D its descriptions). Beside them, products' columns that a search
 * filters, ranks, sorts and pages by, so a search reads products only for the page it
 * shows: reading every match's wide row of products was most of a common word's search.
 * Written only by the database (the triggers of migrations 0015 and 0019, and a bulk
 * transaction's flush, migration 0023), never by the code's own statements, so every writer
 * (the API, the seed, the operator's SQL) keeps it right; the defaults only let the columns
 * be added to a filled table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    titleLower: text('title_lower').notNull().default(''),
    categoryId: integer('category_id').notNull().default(0),
    subcategoryId: integer('subcategory_id').notNull().default(0),
    subsubcategoryId: integer('subsubcategory_id'),
    brandId: integer('brand_id').notNull().default(0),
    sellingPricePaise: integer('selling_price_paise').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  // No pending list, as product_search's index (decision 0017): nothing waits for a VACUUM.
  (t) => [index('search_documents_document_idx').using('gin', t.document).with({ fastupdate: false })],
);

/**
 * Every word the catalog's searched text has held, lowered and unaccented, with the lexeme
 * its documents carry for it ('' for a word English search ignores). The server reads it
 * whole to resolve what a shopper typed: plurals, prefixes, typos and corrections. Written
 * by the same triggers; a word no product holds any longer only finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  lexeme: text('lexeme').notNull(),
});

/**
 * A bulk writer's transaction defers search (decision 0043): while its
 * `statefront.search_deferred` is on, the triggers of migration 0015 note the products it
 * touched here, by transaction (txid_current()), and its documents are made once for them
 * all before it commits. Rows live only inside their transaction: none is ever committed.
 */
export const searchPending = pgTable(
  'search_pending',
  {
    xact: bigint('xact', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.xact, t.productId] })],
);

/** One row per transaction deferring search: its insert queues, once, the check at commit that no document is left to make. */
export const searchDeferrals = pgTable('search_deferrals', {
  xact: bigint('xact', { mode: 'number' }).primaryKey(),
});

/** The shop's synonyms: a word a shopper types, and the words of the catalog it means (kurti → kurta). */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text('word').primaryKey(),
  means: text('means').notNull(),
});

/** Searches that found nothing, counted per text and day for the owner; never who searched. */
export const searchMisses = pgTable(
  'search_misses',
  {
    text: text('text').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.text, t.day] }), index('search_misses_day_idx').on(t.day)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** Size, Colour. */
export const attributes = pgTable('attributes', {
  id: id(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    title: text('title').notNull(),
    /** '#rrggbb' for colours, null for sizes. */
    colorCode: text('color_code'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    pricePaise: integer('price_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    /** Never negative: a sale decrements with `WHERE stock >= n`, and this check is the last line. */
    stock: integer('stock').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_sku_key').on(t.sku),
    index('variants_product_idx').on(t.productId),
    uniqueIndex('variants_one_default_key').on(t.productId).where(sql`${t.isDefault}`),
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('variants_prices_positive', sql`${t.pricePaise} > 0 and ${t.sellingPricePaise} > 0`),
  ],
);

export const variantValues = pgTable(
  'variant_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.attributeValueId] }),
    index('variant_values_value_idx').on(t.attributeValueId),
  ],
);

export const variantImages = pgTable(
  'variant_images',
  {
    id: id(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variant_images_variant_idx').on(t.variantId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for seeded reviews from shoppers without an account here. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    // One review per shopper per product, so the rating counts each shopper once. Seeded
    // reviews have no user_id: NULLs are distinct, so they never clash.
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- the shopper's things

export const wishlist = pgTable(
  'wishlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_product_idx').on(t.productId)],
);

/**
 * Shoppers waiting for a sold-out variant (decision 0038): one row per shopper and variant,
 * until the variant's stock goes from 0 to more, when the shopper's mail is written and the
 * row goes, in the transaction that gave the stock back (server/orders/stock.ts).
 */
export const stockWaits = pgTable(
  'stock_waits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] }), index('stock_waits_variant_idx').on(t.variantId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_variant_key').on(t.userId, t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    houseNo: text('house_no').notNull(),
    appName: text('app_name').notNull(),
    landmark: text('landmark').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    chrType: text('chr_type', { enum: ['home', 'office'] })
      .notNull()
      .default('home'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), check('addresses_type', sql`${t.chrType} in ('home', 'office')`)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored uppercase; the shopper's text is uppercased before lookup. */
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percent_range', sql`${t.percent} between 1 and 100`),
  ],
);

// ---------------------------------------------------------------- orders and payments

/** The address as it was when the order was placed (addresses can change later). */
export interface AddressSnapshot {
  int_glcode: number;
  var_house_no: string;
  var_app_name: string;
  var_landmark: string;
  var_country: string;
  var_state: string;
  var_city: string;
  var_pincode: string;
  chr_type: 'home' | 'office';
}

/** A variant's attributes as they were when ordered, e.g. [{ title: 'Size', value: 'M' }]. */
export type LineAttributes = { title: string; value: string }[];

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human order number, e.g. SF-000123. */
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: char('status', { length: 1, enum: ORDER_STATUSES }).notNull().default('A'),
    totalPaise: integer('total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    promoDiscountPaise: integer('promo_discount_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    payablePaise: integer('payable_paise').notNull(),
    paymentMode: char('payment_mode', { length: 1, enum: ['C', 'O'] }).notNull(),
    paymentId: text('payment_id').notNull().default(''),
    providerOrderId: text('provider_order_id'),
    promocode: text('promocode').notNull().default(''),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    /** A retried placeOrder with the same key gets the first answer back. */
    idempotencyKey: text('idempotency_key'),
    idempotentResponse: jsonb('idempotent_response'),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    check('orders_status', sql`${t.status} in ('A', 'P', 'S', 'D', 'C', 'R')`),
    check('orders_payment_mode', sql`${t.paymentMode} in ('C', 'O')`),
    check('orders_amounts_nonnegative', sql`${t.payablePaise} >= 0 and ${t.totalPaise} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * What was bought, by id, with no foreign key: a line is a record of the sale, kept with
     * its title, picture and price as they were when the product or variant leaves the
     * catalog (an import's --prune, a variant an import drops; decision 0037).
     */
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    attributes: jsonb('attributes').$type<LineAttributes>().notNull().default([]),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_total', sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Online payment step 1: what the provider was asked for, so step 2 can be checked
 * against it, and the stock held for it (decision 0014). `pending` holds the stock of
 * `request.items` until `expires_at`; `paid` passed it to the order; `expired` and
 * `cancelled` gave it back; `refunded` took the money back when no order could be made.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    providerOrderId: text('provider_order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    request: jsonb('request').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the provider took the money, as far as the server knows: the sandbox says so, Razorpay's checkout only at step 2. */
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    refundPaise: integer('refund_paise'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** When its order was cancelled or returned: the payment is owed back until `refunded_at` (decision 0023). */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payment_intents_provider_order_key').on(t.providerOrderId),
    index('payment_intents_user_idx').on(t.userId),
    /** The sweep's question: which holds are due. */
    index('payment_intents_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    /** The settlement's question: which payments were taken and are neither paid nor refunded (server/orders/settle.ts). */
    index('payment_intents_unsettled_capture_idx')
      .on(t.capturedAt)
      .where(sql`${t.capturedAt} is not null and ${t.status} not in ('paid', 'refunded')`),
    check('payment_intents_status', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'refunded')`),
    /** The sweep's other question: which refunds are owed and not yet made (server/orders/refunds.ts). */
    index('payment_intents_refund_due_idx')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.status} <> 'refunded'`),
  ],
);

/**
 * Payments the provider reported taken on an intent's provider order for another amount or
 * currency than the intent asked: never settled as its order, given back (decision 0033).
 * One row per payment, so a second report of it changes nothing.
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    paymentId: text('payment_id').primaryKey(),
    intentId: integer('intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    /** What the provider took, in the smallest unit of `currency` (paise for INR). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The refund made for it; null when it was not given back here: an order already placed for it stands, or the intent's own refund gave it back. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_mismatches_intent_idx').on(t.intentId)],
);

/** Provider webhook events already handled, by the provider's event id: a replay changes nothing (decision 0023). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  createdAt: createdAt(),
});

export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('returns_order_line_key').on(t.orderLineId),
    uniqueIndex('returns_order_product_variant_key').on(t.orderId, t.productId, t.variantId),
  ],
);

// ---------------------------------------------------------------- content

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const BANNER_KINDS = ['offer', 'vertical', 'horizontal'] as const;

export const banners = pgTable(
  'banners',
  {
    id: id(),
    kind: text('kind', { enum: BANNER_KINDS }).notNull(),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('banners_kind_idx').on(t.kind, t.position),
    check('banners_kind', sql`${t.kind} in ('offer', 'vertical', 'horizontal')`),
  ],
);

/**
 * Small singleton documents (company details, social links, meta data, site settings,
 * about, terms, privacy, contact details), keyed by SITE_CONTENT_KEYS. Typed in
 * server/db/site-content.ts.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------- photos

/** Bytes as PostgreSQL keeps them: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The photos an owner brings, on PostgreSQL (decision 0042; the embedded database keeps them
 * under MEDIA_DIR): the file as it came, named by the first 32 hex digits of its SHA-256, so a
 * row is written once and never changes. Written in the import's (or the settings') own
 * transaction, so a photo is there exactly when the rows that name it are.
 */
export const photos = pgTable(
  'photos',
  {
    hash: text('hash').primaryKey(),
    ext: text('ext', { enum: ['jpg', 'png', 'webp'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('photos_ext', sql`${t.ext} in ('jpg', 'png', 'webp')`)],
);

/**
 * A photo's WebP at a width of rules/media.ts, made by the first process asked for it and
 * read by every other: derived from `photos`, so a dump may leave its rows out.
 */
export const photoWidths = pgTable(
  'photo_widths',
  {
    hash: text('hash')
      .notNull()
      .references(() => photos.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width] })],
);

// ---------------------------------------------------------------- limits

/**
 * Requests counted per address for the rate limits (decision 0025), so every server process
 * on one database counts into the same row: one fixed window per bucket (an operation, or
 * all reads) and address, opened by its first request and counted by one upsert per batch
 * of requests (server/limits/hits.ts). Windows past their end are deleted by the background
 * pass. No index on resets_at: the table holds only the last minute's addresses, and
 * without one the upsert's updates stay HOT.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    address: text('address').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.address] })],
);

/**
 * Logins counted per account (decision 0034), as rate_limit_hits counts them per address:
 * one fixed window per account, opened by its first attempt (by the context's clock), in
 * which every password evaluated counts until one is right. `account` is an HMAC of the
 * normalized email, the same for an email with no account, so the table holds no email
 * and does not tell which exist. `refused` is the latest attempt's verdict, read back by
 * the upsert that gave it (server/rate-limits/login-failures.ts). Closed windows are deleted
 * by the background pass.
 */
export const loginFailures = pgTable('login_failures', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the latest attempt was let through: the slowed stage's gaps run from it. */
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  refused: boolean('refused').notNull(),
});
// ---------------------------------------------------------------- mail

/**
 * Every mail the shop sends, written in the transaction of what caused it (an order, a
 * status change, a reset code) and sent afterwards by a background pass (server/mail/,
 * decision 0038). Held rendered, so the pass needs nothing but this row; the body is
 * cleared once sent or given up, so a reset code does not outlive its mail. The Message-ID
 * is fixed here, so a mail sent twice across a crash is the same mail to a mail server.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What caused it (password-reset, order-placed, back-in-stock…): for logs and metrics, never the address. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** The Message-ID's unique part (the domain is the sender's): the same on every attempt. */
    messageId: text('message_id').notNull().default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
    /** When the pass may try it (again): now, or after the backoff of its last failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    /** The pass's question: which mails are due. */
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);
