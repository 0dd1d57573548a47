/**
 * Every limit of the storefront, in one place: the product's business constants, our own,
 * and each one the contract (openapi/storefront.yaml) states. The controls read them
 * here, so a shopper is never offered what the server refuses. tests/unit/limits.test.ts
 * reads the contract and compares: a limit changed there and not here fails it.
 */
export const limits = {
  listingPageSize: 9,
  newArrivalsPageSize: 8,
  /** The price range of a listing (ProductFilter from_price / to_price). */
  priceMin: 0,
  priceMax: 100000,
  bottomCategories: 4,
  /** A new password's length (SignUp.var_password). */
  passwordMin: 8,
  passwordMax: 32,
  /** A mobile number's digits (SignUp.var_mobile_no). */
  mobileDigits: 10,
  /** Saved delivery addresses per shopper (createAddress): enough for any household, not a free store. */
  addressesPerShopper: 20,
  /** Units of one variant a cart line may hold (CartUpdate.var_qty); the stock may allow fewer. */
  perCartLine: 10,
  /** Characters of a search text (searchProducts, ProductFilter.search, suggestProducts). */
  searchText: 100,
  /** Values of one listing filter (ProductFilter's lists: attributes, brands, sub-categories, tags). */
  filterValues: 100,
  /** The largest id of anything the shop keeps (Id). */
  idMax: 2_147_483_647,
  /** Characters of a slug (Slug): Shopify's handles run to 255. */
  slugMax: 255,
  /** A review's whole stars (Review.rating); 0 is the untouched widget, which cannot be sent. */
  ratingMin: 1,
  ratingMax: 5,
  /** Options a product may have (an import's Option1 to Option3: Colour, Size, any other). */
  optionsPerProduct: 3,
  /** Variants a product may have: Shopify's own classic cap, more than any product page can show. */
  variantsPerProduct: 100,
  /** A password reset code's digits (PasswordResetCode.code). */
  resetCodeDigits: 6,
  /** Wrong tries after which a reset code no longer works. */
  resetCodeTries: 5,
  /** Reset codes one email may be sent in an hour, whether an account uses it or not. */
  resetCodesPerHour: 5,
  /** Sold-out product options one shopper may wait for at once (waitForStock). */
  stockWaitsPerShopper: 50,
  /** The most units a variant's stock is set to at once (setVariantStock, `npm run shop -- stock`, listLowStock's at_most): far beyond any shop's shelf. */
  stockMax: 1_000_000,
  /** A product's category path: top, sub and sub-sub (the menu's three levels). */
  categoryLevels: 3,
  /** A category's place among its siblings as a move names it (past the last is last): beyond any menu. */
  categoryPositionMax: 10_000,
  /** Tags and photos a product may have in the back office's editor: far more than any product page shows. */
  tagsPerProduct: 100,
  photosPerProduct: 250,
  /** Products one bulk change takes: a page of the back office's list (decision 0066). */
  bulkProducts: 50,
  /** A coupon's percent off, and the most uses (in all, or per shopper) the back office sets: beyond any sale. */
  couponPercentMax: 100,
  couponUsesMax: 1_000_000,
} as const;

/** Characters of each field a shopper types, as the contract caps it: the inputs' maxLength. */
export const textLimits = {
  /** Email (sign-up, contact) and Login.var_email. */
  email: 254,
  /** Login.var_password: longer than a new one may be, so an old password still fits. */
  loginPassword: 128,
  /** First and last names (SignUp, ProfileUpdate) and the contact form's name. */
  name: 100,
  /** ContactMessage.var_message. */
  contactMessage: 5000,
  /** AddressInput's house number, apartment and landmark. */
  addressLine: 200,
  /** AddressInput's country, state and city. */
  addressPlace: 100,
  /** AddressInput.var_pincode. */
  pinCode: 20,
  /** CouponRequest.coupon_code. */
  couponCode: 50,
  /** Review.review_text. */
  reviewText: 2000,
  /** Return.return_text. */
  returnText: 1000,
  /** SandboxCheckout.card_number, spaces included. */
  cardNumber: 23,
  /** SandboxCheckout.card_expiry: MM/YY. */
  cardExpiry: 5,
  /** SandboxCheckout.card_cvc. */
  cardCvc: 4,
  /** A shipment (issue 52): who carries it, its tracking number, and the page that follows it. */
  carrier: 60,
  trackingNumber: 40,
  trackingUrl: 500,
  /** The back office's reasons (a cancel, a declined return, a refund) and notes on an order. */
  staffReason: 500,
  staffNote: 2000,
  /** A refund given by hand: its UPI or bank reference. */
  refundReference: 100,
  /** The back office's answer to a message of the inbox (InboxReply.reply), as long as a message may be. */
  inboxReply: 5000,
  /** The back office's product editor (AdminProductInput): a title, and each word-like field (brand, a category,
   * a tag, an option, a value, a SKU, the SEO title), as Shopify's CSV caps them. */
  productTitle: 255,
  productWord: 255,
  productDescription: 100_000,
  metaDescription: 1000,
  /** A price, a compare-at price, a stock or an HSN code as typed. */
  typedFigure: 20,
  /** A photo's address. */
  photoUrl: 2000,
  /** A synonym: the one word shoppers type, and the catalog's words it means. */
  synonymWord: 50,
  synonymMeans: 200,
  /** A catalog file's name as the back office sends it (CatalogFileName): the screen refuses a longer one. */
  fileName: 200,
  /** A mail's subject and opening paragraph as the owner rewords them (decision 0064). */
  mailSubject: 150,
  mailIntro: 1000,
} as const;

/** What a slug is made of (Slug): products and categories are named by one in their URLs. */
/**
 * The settings file's lengths (server/shop-settings/settings-file.ts): the CLI refuses past them, in its words, and the
 * back office's form keeps within them.
 */
export const settingsLimits = {
  siteName: 60,
  copyright: 200,
  metaDescription: 300,
  phone: 40,
  address: 300,
  legalName: 200,
  legalAddress: 300,
  bannerTitle: 120,
  page: 200_000,
  banners: 20,
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Whether `text` can be a slug at all: one that cannot names nothing, so nothing need be asked. */
export const isSlug = (text: string): boolean => text.length <= limits.slugMax && SLUG_PATTERN.test(text);

/** Whether `value` can be an id at all (Id: 1 to 2³¹ − 1). */
export const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= limits.idMax;

/** Whether a search text is one the shop takes: a longer one matches nothing. */
export const isSearchable = (text: string): boolean => text.length <= limits.searchText;

/**
 * The most units of one variant a shopper may choose: the cart line's cap, and no more than
 * are in stock (never below 0). Without a stock figure, the cap alone.
 */
export function quantityMax(stock?: number): number {
  return stock === undefined ? limits.perCartLine : Math.max(0, Math.min(limits.perCartLine, stock));
}

/** One word, as a synonym is: no spaces. */
export const ONE_WORD = /^\S+$/;
