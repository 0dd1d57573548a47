/**
 * What the server says, in one place. The storefront shows these messages as they are,
 * so each says what happened and, where there is something to do, what. The product's own
 * fixed texts (and wording the screens share with the server) stay in rules/texts.ts;
 * this module holds the server's words for everything else.
 */
import { rupeeText } from '#rules/rupees';
import { texts } from '#rules/texts';
import { durations } from '#rules/durations';
import { limits } from '#rules/limits';

/** Why a quantity cannot be had, in the product page's own words. */
const stockLeft = (stock: number) => (stock <= 0 ? texts.outOfStock : texts.stockLeft(stock));

/** A wait in whole seconds, for people: seconds under a minute, else minutes rounded up. */
const wait = (seconds: number) => {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};

export const messages = {
  account: {
    created: 'Your account is ready',
    loggedIn: 'Welcome back',
    loggedOut: 'You are logged out',
    notFound: 'Account not found',
    emailTaken: 'This email is already registered. Please log in instead.',
    mobileTaken: 'This mobile number is already registered with another account.',
    invalidLogin: 'Invalid email or password',
    /** Past the per-account login limit (decision 0034): the forgot-password link sits under the login form. */
    tooManyForAccount: (seconds: number) =>
      `Too many attempts for this account. Try again in ${wait(seconds)}, or reset your password.`,
  },
  staff: {
    /** Past the per-account limit; staff have no reset of their own (the owner sends a new link). */
    tooManyForAccount: (seconds: number) => `Too many attempts for this account. Try again in ${wait(seconds)}.`,
  },
  passwordReset: {
    requested:
      `If an account uses this email, a ${limits.resetCodeDigits}-digit code is on its way to it. ` +
      `It works for ${durations.resetCode / 60_000} minutes.`,
    tooManyCodes: (after: string) => `Too many codes were asked for this email. Please try again in ${after}.`,
    codeRight: 'Code accepted. Choose your new password.',
    codeWrong: 'This code is not right. Check the mail we sent and try again.',
    codeBurned: 'This code was tried too many times and no longer works. Ask for a new code.',
    codeUsedUp: 'This code has expired or was already used. Ask for a new code.',
    resetExpired: 'This password reset has expired. Ask for a new code.',
    changed: 'Your password is changed. Log in with your new password.',
  },
  auth: {
    logInAgain: 'Please log in again',
    logInToContinue: 'Please log in to continue',
    sessionExpired: 'Your session has expired. Please log in again.',
    notAllowed: 'Not allowed',
    tooManyAttempts: (after: string) => `Too many attempts. Please try again in ${after}.`,
  },
  stockWaits: {
    added: "We will mail you when it's back in stock.",
    removed: 'You will not be mailed about it.',
    notWaiting: 'You are not waiting for this product.',
    inStock: 'This product is in stock: add it to your cart instead.',
    tooMany: (max: number) =>
      `You can wait for up to ${max} products at once. Stop waiting for one before adding another.`,
  },
  wishlist: {
    added: 'Added to wishlist',
    removed: 'Removed from wishlist',
  },
  addresses: {
    added: 'Address added',
    updated: 'Address updated',
    deleted: 'Address deleted',
    notFound: 'Address not found',
  },
  catalog: {
    categoryNotFound: 'Category not found',
  },
  content: {
    notAvailable: 'This content is not available yet',
  },
  cart: {
    added: 'Product added to cart successfully',
    removed: 'Product removed from cart',
    noSuchOption: 'This product option does not exist',
    notInCart: 'This product is not in your cart',
    stockLeft,
  },
  coupons: {
    applied: 'Coupon applied successfully',
    missing: 'Please enter a coupon code',
    unknown: 'Invalid coupon code',
    notYetValid: 'This coupon is not valid yet',
    expired: 'This coupon has expired',
    belowMinimum: (minPaise: number) => `This coupon needs a cart of at least Rs. ${(minPaise / 100).toFixed(2)}`,
    // Our own wording (issue 54): the limits a coupon of the back office may set.
    usedUp: 'This coupon has been used up',
    usedByYou: 'You have already used this coupon as often as it allows',
    firstOrderOnly: 'This coupon is for a first order only',
    paused: 'This coupon is paused for now',
  },
  orders: {
    placed: 'Order placed successfully',
    cancelled: 'Order cancelled successfully',
    notFound: 'Order not found',
    cannotCancel: (status: keyof typeof texts.orderStatus) =>
      `This order is ${texts.orderStatus[status]} and can no longer be cancelled`,
    /** A line of an order or a hold short of stock. */
    lineShort: (title: string, stock: number) => `${title}: ${stockLeft(stock)}`,
    keyReused: 'This Idempotency-Key was already used for another order',
    /** Another placement of the shopper's, running at the same time, made this order from the cart (decision 0032). */
    placedAlongside: (orderNumber: string) =>
      `Your order ${orderNumber} was just placed from this cart, perhaps in another window, so it was not placed again. ` +
      'You will find it under Orders.',
  },
  returns: {
    placed: 'Your return request has been placed',
    reasonMissing: 'Please tell us why you are returning this product',
    notInOrder: 'This product is not in this order',
    alreadyReturned: 'This product is already returned',
    onlyDelivered: 'Only a delivered product can be returned',
  },
  reviews: {
    needsDelivery: 'You can review a product once it has been delivered to you',
  },
  invoices: {
    expired: 'This invoice link has expired. Open the order again.',
    invalid: 'This invoice link is not valid',
    notFound: 'Invoice not found',
    creditNoteNotFound: 'This order has no credit note',
  },
  payments: {
    created: 'Payment order created',
    /** The shopper's one hold (decision 0032): made by a placement running at the same time, or one not released yet. */
    open:
      'A payment for this cart is already open, perhaps in another window. ' +
      'Finish it there, or place the order again in a moment to start over.',
    amountRequired: 'The amount is required to start an online payment.',
    totalChanged: (payable: number) =>
      `The total is now ${rupeeText(payable)}: a price changed since you looked. Check your cart and place the order again.`,
    stepTwoFields: 'Provider order id and payment signature are required to complete an online payment.',
    notVerified: 'The payment could not be verified',
    refunded: 'We could not place your order, so your payment was refunded in full. Check your cart and try again.',
    notFound: 'Payment not found',
    providerOrderNotFound: 'Payment order not found',
    sandboxDisabled: 'The payment sandbox is not enabled',
    cancelled: 'Payment cancelled',
    alreadyPaid: 'This payment was already made',
    alreadyRefunded: 'This payment was already refunded',
    expired: 'This payment has expired and its items were released. Start the payment again.',
    wasCancelled: 'This payment was cancelled. Start the payment again.',
    webhookDisabled: 'The payment webhook is not enabled',
    webhookUnsigned: 'The webhook signature is missing or does not match',
    webhookReceived: 'Received',
  },
  cards: {
    numberInvalid: 'Card number is not valid',
    expiryFormat: 'Card expiry must be MM/YY',
    expired: 'This card has expired',
    cvcInvalid: 'CVC must be 3 or 4 digits',
    declined: 'Your card was declined.',
    unsupported: 'This card is not supported in the sandbox; use 4111 1111 1111 1111',
  },
  /** Requests the server cannot take at all, before any operation looks at them. */
  requests: {
    notFound: 'Not found',
    serverError: 'Something went wrong on our side. Please try again.',
    unsupportedMediaType: 'Unsupported content type: send the body as JSON (Content-Type: application/json).',
    notAPhoto:
      'Send the photo as its own bytes: a JPEG, PNG or WebP (Content-Type: image/jpeg, image/png or image/webp).',
    notACatalogFile:
      'Send the catalog file as its own bytes: a CSV or a zip of it with its photos (Content-Type: text/csv or application/zip).',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty: send a JSON object.',
    bodyTooLarge: 'The request body is too large.',
    contentLengthMismatch: 'Content-Length does not match the request body.',
    databaseUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
    /** A request that reaches a server in the last part of its shutdown (ops/draining.ts). */
    restarting: 'The shop is restarting. Please try again in a moment.',
    bodyTooDeep: 'The request body is too deeply nested.',
    unsupportedCharset:
      'Unsupported charset: send the body as UTF-8 JSON (Content-Type: application/json; charset=utf-8).',
    requestTimeout: 'The request did not arrive in time.',
    /** Past the read limit (RATE_LIMIT_READS): far more pages than a shopper opens. */
    tooManyReads: (after: string) =>
      `You are opening pages faster than the shop can answer. Please wait ${after} and try again.`,
    headersTooLarge: 'The request headers are too large.',
    bodyRequired: 'The request body is required: send a JSON object with Content-Type: application/json.',
    cannotStore: 'A value in the request is out of range or cannot be stored.',
    parameterTooLong: 'A value in the address is too long.',
    malformedUrl: 'The address is malformed.',
    badRequest: 'Bad request.',
  },
  /**
   * A value the contract refuses, for people (server/plugins/request-problems.ts): `label`
   * is the field's name in rules/fields.ts, the bounds the contract's own.
   */
  invalid: {
    required: (label: string) => `${label} is required.`,
    unknownField: (name: string) => `Unknown field: ${name}.`,
    type: (label: string, wanted: string) => `${label} must be ${wanted}.`,
    range: (label: string, range: string) => `${label} must be ${range}.`,
    empty: (label: string) => `${label} cannot be empty.`,
    tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    tooFew: (label: string, min: number) => `${label} must have at least ${min} ${min === 1 ? 'value' : 'values'}.`,
    tooMany: (label: string, max: number) => `${label} must have at most ${max} ${max === 1 ? 'value' : 'values'}.`,
    /** `hint` ends "<Label> must …" (rules/fields.ts). */
    shaped: (label: string, hint: string) => `${label} must ${hint}.`,
    unshaped: (label: string) => `${label} is not in a form the shop takes.`,
    oneOf: (label: string, allowed: string[]) => `${label} must be one of: ${allowed.join(', ')}.`,
    repeated: (label: string) => `${label} cannot hold the same value twice.`,
    multipleOf: (label: string, step: number) => `${label} must be a multiple of ${step}.`,
    character: (label: string) =>
      `${label} contains a character that cannot be stored (a NUL or an unpaired surrogate).`,
    other: (label: string) => `${label} is not valid.`,
  },
};
