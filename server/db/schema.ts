// PGlite and PostgreSQL 15 alike: portable SQL only. Money in paise; identities "by default" for the seed's own ids.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '#rules/orders';
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
    /** Her personal data erased on her request (decision 0058): the row stays for her orders, and can never sign in. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
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
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Decision 0039: a row for any email typed, account or not; email and code kept as HMACs. The newest row counts. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    emailHash: text('email_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the code worked or was tried wrong too often. */
    codeHash: text('code_hash'),
    wrongTries: integer('wrong_tries').notNull().default(0),
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

// ---------------------------------------------------------------- back office (decision 0050)

/** Staff sign in apart from shoppers: an email may be both, each with its own password. A removal keeps the row. */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    /** Stored lowercase; unique among the staff not removed, so a removed address may be added again. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** Null until the one-time link has set it. */
    passwordHash: text('password_hash'),
    /** Null without a second factor (RFC 6238). */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it becomes totp_secret once a code of it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30-second step of the last code taken: a code works once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_email_key').on(t.email).where(sql`${t.removedAt} is null`),
    check('staff_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** One-time links that set a staff password: kept as a SHA-256 of the token, used once, until expires_at. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_password_links_token_key').on(t.tokenHash),
    index('staff_password_links_staff_idx').on(t.staffId),
  ],
);

/** A staff member's signed-in browser: the cookie's token kept as its SHA-256; it ends idle or at its absolute limit. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

// ---------------------------------------------------------------- catalog

export const categories = pgTable(
  'categories',
  {
    id: id(),
    level: integer('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    title: text('title').notNull(),
    /** Unique among siblings: URLs are /shop/{top}/{sub}/{subsub}. */
    slug: text('slug').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    showInNewArrivals: boolean('show_in_new_arrivals').notNull().default(false),
    /** Raised by each change the back office makes to it: a change sent from an older one is refused (decision 0061). */
    version: integer('version').notNull().default(1),
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

export type OptionName = { attributeId: number; name: string };

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Lowered once on write, not per matching row. */
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
    /**
     * The product's options as its owner named them, in her order (decision 0048): each the shop's attribute it is
     * (Color is the Colour attribute, for swatches and the filter) and her name for it. Empty: the attributes' own.
     */
    optionNames: jsonb('option_names').$type<OptionName[]>().notNull().default([]),
    /** Its HSN code (4, 6 or 8 digits), which sets its GST rate; null: the shop's default taxes it (decision 0052). */
    hsn: text('hsn'),
    pricePaise: integer('price_paise').notNull(),
    /** The default variant's, kept here so listing filters and sorts use an index. */
    sellingPricePaise: integer('selling_price_paise').notNull(),
    offerPercent: integer('offer_percent').notNull().default(0),
    image: text('image').notNull(),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    soldCount: integer('sold_count').notNull().default(0),
    /** Kept by `reviews`' triggers (migration 0008), never by the code: 4.3 is 43, 0 without reviews. */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** False: a draft, seen only in the back office; shoppers never meet it (decision 0066). */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  // An index per listing sort, the id's tie-break included (decision 0024).
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
    /** For `title_lower LIKE '%text%'` without a scan. */
    index('products_title_lower_trgm_idx').using('gin', t.titleLower.op('gin_trgm_ops')),
    check('products_offer_range', sql`${t.offerPercent} between 0 and 95`),
    check('products_hsn_digits', sql`${t.hsn} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_prices_positive', sql`${t.pricePaise} > 0 and ${t.sellingPricePaise} > 0`),
  ],
);

/** drizzle-orm has no tsvector type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Decisions 0036, 0043: written only by triggers; copies products' sort and filter columns so a search reads one page. */
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
  // No pending list: nothing waits for a VACUUM (decision 0017).
  (t) => [index('search_documents_document_idx').using('gin', t.document).with({ fastupdate: false })],
);

/** Every word the catalog has held, read whole to resolve what was typed (decision 0036); '' for a stop word. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  lexeme: text('lexeme').notNull(),
});

/** Decision 0043: a bulk writer's touched products; rows never outlive their transaction. */
export const searchPending = pgTable(
  'search_pending',
  {
    xact: bigint('xact', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.xact, t.productId] })],
);

/** Its insert queues, once per transaction, the commit's check that no document is left to make (decision 0043). */
export const searchDeferrals = pgTable('search_deferrals', {
  xact: bigint('xact', { mode: 'number' }).primaryKey(),
});

/** A word typed and the catalog's words it means (kurti → kurta). */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text('word').primaryKey(),
  means: text('means').notNull(),
});

/** Never who searched. */
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
    /** A sale decrements with `WHERE stock >= n`; the check is the last line. */
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
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    // Seeded reviews have no user_id: NULLs are distinct, so they never clash.
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

/** Decision 0038: the row goes, and the mail is written, in the transaction that gives the stock back. */
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
    /** Stored uppercase. */
    code: text('code').notNull(),
    /** A percent off (capped by maxDiscountPaise), or an amount off: exactly one of the two (issue 54). */
    percent: integer('percent'),
    amountOffPaise: integer('amount_off_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
    /** Orders it may be used on in all, and by one shopper; null: no limit. */
    usesLimit: integer('uses_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    /** Only on a shopper's first order. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Kept by the one conditional update that takes a use (server/cart/coupon-uses.ts): never above uses_limit. */
    used: integer('used').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_one_kind',
      sql`(${t.percent} between 1 and 100 and ${t.amountOffPaise} is null) or (${t.percent} is null and ${t.amountOffPaise} > 0)`,
    ),
    check('coupons_used_within_limit', sql`${t.used} >= 0 and (${t.usesLimit} is null or ${t.used} <= ${t.usesLimit})`),
    check('coupons_limits_positive', sql`coalesce(${t.usesLimit}, 1) > 0 and coalesce(${t.perShopperLimit}, 1) > 0`),
  ],
);

/**
 * Each use of a coupon: taken with the order placed on it, or with an online payment's hold (step 1) and given back
 * if the hold is released; never given back for a cancelled order (a use is an order placed with the coupon).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    intentId: integer('intent_id'),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_uses_order_key').on(t.orderId),
    uniqueIndex('coupon_uses_intent_key').on(t.intentId),
  ],
);

// ---------------------------------------------------------------- orders and payments

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

export type LineAttributes = { title: string; value: string }[];

export const orders = pgTable(
  'orders',
  {
    id: id(),
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
    /**
     * The GST state code of the delivery address, the place of supply; null for an order placed before the shop kept
     * it (its address's state names it). Inside the shop's state the lines carry CGST and SGST, else IGST.
     */
    placeOfSupply: text('place_of_supply'),
    /** Whether the prices held the GST (decision 0052), as the shop's setting was when the order was placed. */
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(false),
    /** Who carries it and its tracking number, given when it is shipped (issue 52), and where to follow it, if given. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /**
     * What has been given back of what was paid, every refund together (issue 52): each adds to it in its own
     * transaction, under the order's row lock, and the check below refuses a refund past what was paid.
     */
    refundedPaise: integer('refunded_paise').notNull().default(0),
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
    check('orders_refunds_within_paid', sql`${t.refundedPaise} between 0 and ${t.payablePaise}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: the line outlives its product (decision 0037). */
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    attributes: jsonb('attributes').$type<LineAttributes>().notNull().default([]),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /**
     * The line's tax as charged (decision 0052): its HSN, its share of the coupon, the value taxed, the whole rate and
     * its amounts. Written once when the order is placed: the documents and the month's report read only these.
     */
    hsn: text('hsn').notNull(),
    couponPaise: integer('coupon_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    gstPercent: integer('gst_percent').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_split', sql`${t.cgstPaise} = ${t.sgstPaise} and (${t.igstPaise} = 0 or ${t.cgstPaise} = 0)`),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_total', sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Online payment step 1 and the stock it holds (decision 0014). */
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
    /** As far as the server knows: Razorpay's checkout tells only at step 2. */
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    refundPaise: integer('refund_paise'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** Owed back until `refunded_at` (decision 0023). */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }),
    /** How much is owed back: what was taken less what staff refunds gave back before (null: all of it). */
    refundDuePaise: integer('refund_due_paise'),
  },
  (t) => [
    uniqueIndex('payment_intents_provider_order_key').on(t.providerOrderId),
    index('payment_intents_user_idx').on(t.userId),
    index('payment_intents_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('payment_intents_unsettled_capture_idx')
      .on(t.capturedAt)
      .where(sql`${t.capturedAt} is not null and ${t.status} not in ('paid', 'refunded')`),
    check('payment_intents_status', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'refunded')`),
    index('payment_intents_refund_due_idx')
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null and ${t.status} <> 'refunded'`),
  ],
);

/**
 * Units a placement took from stock as it came in (decision 0070): its order or hold takes them over in its turn;
 * a placement that fails gives them back, and the payments sweep gives back those left past `expires_at`.
 */
export const stockClaims = pgTable(
  'stock_claims',
  {
    id: id(),
    /** No reference: an erased shopper's claim still goes back to stock. */
    userId: integer('user_id').notNull(),
    /** The units taken: `[{ productId, variantId, quantity }]`, by variant. */
    lines: jsonb('lines').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The process that claimed it, by the number it holds a lock on while it lives (claim-owners.ts); 0: none. */
    owner: integer('owner').notNull().default(0),
  },
  (t) => [
    index('stock_claims_user_idx').on(t.userId),
    index('stock_claims_expires_idx').on(t.expiresAt),
    index('stock_claims_owner_idx').on(t.owner),
  ],
);

/**
 * Units sold (or, negative, given back) not yet counted into `products.sold_count` (decision 0081): a placement writes
 * a row, not the product's, and the sold-counts pass adds them up. No reference: a product deleted meanwhile only
 * drops its rows.
 */
export const soldCountsDue = pgTable('sold_counts_due', {
  id: id(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
});

/** Decision 0033; one row per payment, so a second report changes nothing. */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    paymentId: text('payment_id').primaryKey(),
    intentId: integer('intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    /** In the smallest unit of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Null when an order placed for it stands, or the intent's own refund gave it back. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_mismatches_intent_idx').on(t.intentId)],
);

/** A replayed webhook event changes nothing (decision 0023). */
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
    /**
     * When the shop had the goods back (decision 0053): until then a return is the shopper's request, and nothing is
     * refunded or credited. `restocked`: the units went back on sale.
     */
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    restocked: boolean('restocked').notNull().default(false),
  },
  (t) => [
    uniqueIndex('returns_order_line_key').on(t.orderLineId),
    uniqueIndex('returns_order_product_variant_key').on(t.orderId, t.productId, t.variantId),
  ],
);

// ---------------------------------------------------------------- tax documents (decision 0051)

/** A tax invoice, issued when its order is placed, and the credit note that undoes it on a cancel or a return. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/**
 * The last number each series gave in a financial year ('2026-27'). Taking a number is one
 * upsert of this row in the issuing transaction: the row stays locked until that
 * transaction ends, and a rollback gives the number back, so a series has no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_counters_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    /** 1, 2, 3… within the kind and the financial year. */
    sequence: integer('sequence').notNull(),
    /** As printed (Rule 46: at most 16 letters, digits, hyphens and slashes), e.g. SF/2627/42. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The refund made by staff a credit note credits, its share of every line (decision 0055); null: the whole order. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('tax_documents_sequence_key').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_number_key').on(t.kind, t.financialYear, t.number),
    /** One invoice per order, and one credit note for the whole: a cancel or a return ends the order whole. */
    uniqueIndex('tax_documents_order_kind_key').on(t.orderId, t.kind).where(sql`${t.refundId} is null`),
    /** And one for each refund made by staff. */
    uniqueIndex('tax_documents_refund_key').on(t.refundId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_number_length', sql`length(${t.number}) <= 16`),
  ],
);

// ---------------------------------------------------------------- content

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** The shop's inbox (issue 52): when it was dealt with, and the answer mailed, if one was. */
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
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

/** Typed in server/db/site-content.ts. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------- photos

/** node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Decision 0042: named by its hash, so written once; in the transaction of the rows that name it. */
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

/** Derived from `photos`, so a dump may leave its rows out. */
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

/**
 * Decision 0046: a photo an import names by its web address, fetched after the import by a background pass. Until it
 * arrives its product shows `held_url`, a placeholder named by the address; on arrival every row holding that URL
 * takes the kept photo's. A file from the CSV's folder never comes here.
 */
export const photoFetches = pgTable(
  'photo_fetches',
  {
    id: id(),
    source: text('source').notNull(),
    heldUrl: text('held_url').notNull(),
    /** The owner's --allow-private-hosts, kept for the pass. */
    allowPrivateHosts: boolean('allow_private_hosts').notNull().default(false),
    keptUrl: text('kept_url'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last failure, in words that follow the quoted address. */
    problem: text('problem'),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photo_fetches_source_key').on(t.source),
    uniqueIndex('photo_fetches_held_url_key').on(t.heldUrl),
    index('photo_fetches_due_idx').on(t.nextAttemptAt).where(sql`${t.keptUrl} is null and ${t.gaveUpAt} is null`),
  ],
);

// ---------------------------------------------------------------- limits

/** Decision 0025. No index on resets_at, so the upsert's updates stay HOT (the table holds a minute's addresses). */
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

/** Decision 0034. `account` is an HMAC of the email, account or not: the table tells neither emails nor which exist. */
export const loginFailures = pgTable('login_failures', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The slowed stage's gaps run from it. */
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  refused: boolean('refused').notNull(),
});
// ---------------------------------------------------------------- mail

/**
 * Decision 0038. The body is kept, to be read back and sent again (decision 0058), except a mail holding a one-time code
 * or link, cleared once sent or given up, so a code does not outlive its mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** For logs and metrics, never the address. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** The same on every attempt: a mail sent twice across a crash is one mail. */
    messageId: text('message_id').notNull().default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true, mode: 'date' }),
    /** Why the last attempt failed, in a person's words (never the mail server's, which may quote the address). */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);

/**
 * Decision 0064: the owner's wording of a mail kind, its subject and opening paragraph; none (or nulls after a reset)
 * means the shop's own (rules/mail-texts.ts). Read in the transaction that writes each mail. The version only grows,
 * so a form opened before a reset is still told it changed.
 */
export const mailTemplates = pgTable('mail_templates', {
  kind: text('kind').primaryKey(),
  subject: text('subject'),
  intro: text('intro'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// ---------------------------------------------------------------- the record of changes (issue 52)

/**
 * Every change the shop's people make: who (a staff member, or the command line), when, what, before → after, and
 * why. Written in the transaction of the change; never changed or deleted (a trigger of migration 0032 refuses it).
 * No foreign keys: a record outlives what it names. It never holds a password, a token or a code.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null: the command line (`npm run shop`), run by whoever holds the machine. */
    staffId: integer('staff_id'),
    /** What was done, as `subject.verb`: order.ship, return.receive, stock.set, inbox.reply. */
    action: text('action').notNull(),
    /** What it was done to, in words: "order SF-000008", "variant KRT-NAV-S", "message #3". */
    subject: text('subject').notNull(),
    /** The order it belongs to, for its timeline. */
    orderId: integer('order_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('activity_at_idx').on(t.at, t.id), index('activity_order_idx').on(t.orderId)],
);

/** A refund made by the shop's staff (issue 52): some of an order's payment given back, through the provider or by hand. */
export const REFUND_METHODS = ['provider', 'cash', 'bank'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** provider: back to the card, made by the payments pass; cash or bank: given by hand, with its reference. */
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    /** The UPI or bank reference of one given by hand; the provider's refund id once it is made. */
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** Null: owed (the provider's, until the payments pass makes it). */
    madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }),
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_owed_idx').on(t.createdAt).where(sql`${t.madeAt} is null`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_method', sql`${t.method} in ('provider', 'cash', 'bank')`),
  ],
);
