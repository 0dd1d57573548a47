/**
 * Checkout (product §2 checkout, §3 cart selection, §4, §5, §7, §8, §9): the
 * sections the shopper opens and closes, the coupon, and placing the order, cash or by
 * card, as three parallel regions over one cart selection.
 *
 * The cart is Query's: the app hands every load in with CART_LOADED. The machine owns the
 * selection (address, payment mode, coupon and its discount) and the placement:
 *
 * - Place Order checks the address and payment mode (product §5), then asks the server for
 *   the cart as it is now and compares it with what the shopper saw: a changed price,
 *   quantity, coupon or total, or a line now short of stock, is listed and the shopper
 *   confirms again. The amount sent is the payable total the shopper confirmed, so a
 *   price changed in between is refused (409) and checked again, never charged unseen.
 * - Cash places the order. Online asks for a provider order (step 1, which reserves the
 *   stock until `expires_at`), opens the provider's form (the screen renders it; the
 *   machine only hears PAYMENT_SUCCEEDED, PAYMENT_DECLINED or PROVIDER_CLOSED), then
 *   places the order with the payment (step 2). A declined card can be tried again on the
 *   same provider order; a closed form cancels the attempt, which releases the stock.
 * - Every request carries an Idempotency-Key, one per request body: a retry of the same
 *   request reuses it (the server answers the first result, never a second order), a
 *   changed request or a new attempt gets a fresh one.
 * - The live app remembers an online attempt (injected `rememberAttempt`) so a reload
 *   settles it first (getPayment): resume the form, finish step 2 with the payment it
 *   already has, show the order, or start again. Never paid twice.
 * - Placed: the cart and orders reload, the order is written into the cache, the
 *   selection clears (product §4) and /thankyou opens after 2000 ms with the order's id.
 */
import { and, assign, not, raise, setup, stateIn } from 'xstate';
import { ApiError, failureMessage } from '../openapi/failure';
import type { Schemas } from '../openapi/client';
import { durations } from '../rules/durations';
import { texts } from '../rules/texts';
import { cartChanges, isBuyable, payablePaise, type CartChange, type PricedCart } from './checkout.changes';
import { effectActions, noEffects, provided, type QueryKey } from './effects';

/** product §4: C is cash on delivery, O online. */
export type PaymentMode = 'C' | 'O';
type Cart = Schemas['Cart'];
export type PaymentOrder = Schemas['PaymentOrder'];
export type PaymentAttempt = Schemas['PaymentAttempt'];
export type PlacedOrder = Schemas['Order'];

/** The cart selection state of product §3; payableMod is null once cleared (product §4 empties it). */
export interface CartSelection {
  promocode: string;
  selectedAddress: number | null;
  payableMod: PaymentMode | null;
  promodDiscount: number;
  /** The GST once the coupon comes off the lines (the server's answer); null with no coupon. */
  promoGst: number | null;
}

/** product §3's defaults: cash, no coupon, no address. */
export const defaultSelection: CartSelection = {
  promocode: '',
  selectedAddress: null,
  payableMod: 'C',
  promodDiscount: 0,
  promoGst: null,
};

/** product §4: clearing empties promocode, address, payment mode and promo discount. */
export const clearedSelection: CartSelection = {
  promocode: '',
  selectedAddress: null,
  payableMod: null,
  promodDiscount: 0,
  promoGst: null,
};

/** placeOrder's body as the machine builds it; the app adds the account's phone (var_phone). */
export type OrderRequest = Omit<Schemas['PlaceOrder'], 'var_phone'>;

/** One request and the Idempotency-Key it goes with. */
export interface Attempt {
  key: string;
  body: OrderRequest;
}

/** What the provider's form answers when the card was paid (online step 2 sends it on). */
export interface ProviderPayment {
  var_payment_id: string;
  var_payment_signature: string;
}

/** An online payment not settled yet, remembered across a reload of the page. */
export interface RememberedAttempt {
  paymentOrder: PaymentOrder;
  /** Step 1's request, which step 2 repeats. */
  order: OrderRequest;
  /** Once the provider said paid: step 2 exactly as sent (or about to be), with its key. */
  confirmation: Attempt | null;
}

/** The server's cart now, with the applied coupon priced on it again. */
export interface CartCheck {
  cart: Cart;
  promoDiscount: number;
  promoGst: number | null;
  /** The coupon no longer applies: the server's message. */
  couponRefusal: string | null;
}

const pricedOf = (check: CartCheck): PricedCart => ({
  cart: check.cart,
  promoDiscount: check.promoDiscount,
  promoGst: check.promoGst,
});

export type CouponRequest = Schemas['CouponRequest'];
export type CouponResult = Schemas['CouponResult'];

/** product §7: the coupon call carries the code and the cart's totals. */
export const couponRequest = (cart: Cart, code: string): CouponRequest => ({
  coupon_code: code.trim(),
  total_amount: cart.Sub_Total,
  total_tax: cart.gst_total,
  total_discount: cart.discount_total,
  delivery_charge: cart.delivery_charge,
});

/** What a placed order makes stale, and where the placed order is written. */
export interface CheckoutQueryKeys {
  cart: QueryKey;
  orders: QueryKey;
  order: (id: number) => QueryKey;
  /** Stock shows on every product list and page. */
  productLists: QueryKey;
  productDetails: QueryKey;
}

export interface CheckoutInput {
  queryKeys: CheckoutQueryKeys;
  /** A fresh Idempotency-Key (crypto.randomUUID in the app). */
  newKey: () => string;
  /** The online payment this tab left unsettled, if any: settled before anything else. */
  remembered: RememberedAttempt | null;
}

export type CheckoutSection = 'address' | 'summary' | 'payment';

export interface CheckoutContext {
  queryKeys: CheckoutQueryKeys;
  newKey: () => string;
  /** The last cart Query loaded; null until the first load. */
  cart: Cart | null;
  selection: CartSelection;
  /** The coupon box as typed. */
  couponText: string;
  /** The server's reason a coupon was refused (product §8: red, under the box). */
  couponError: string | null;
  /** The cart and discount on screen when Place Order was pressed. */
  seen: PricedCart | null;
  /** What differs between `seen` and the server's cart now. */
  changes: CartChange[];
  /** product §5's message when Place Order lacked an address or a payment mode. */
  validation: string | null;
  /** Why the order or payment did not go: the server's refusal, a declined card, a failed call. */
  message: string | null;
  /** The request the shopper confirmed (cash, or online step 1). */
  order: OrderRequest | null;
  /** The request on its way or last sent, with its key. */
  attempt: Attempt | null;
  paymentOrder: PaymentOrder | null;
  /** Online step 2's request, once the provider said paid. */
  confirmation: Attempt | null;
  placedOrderId: number | null;
}

export type CheckoutEvent =
  | { type: 'CART_LOADED'; cart: Cart }
  | { type: 'TOGGLE_SECTION'; section: CheckoutSection }
  | { type: 'OPEN_SECTION'; section: CheckoutSection }
  | { type: 'SELECT_ADDRESS'; addressId: number }
  | { type: 'SELECT_PAYMENT_MODE'; mode: PaymentMode }
  | { type: 'CHANGE_COUPON'; code: string }
  | { type: 'APPLY_COUPON' }
  | { type: 'REMOVE_COUPON' }
  | { type: 'COUPON_LAPSED'; message: string }
  | { type: 'SELECTION_CLEARED' }
  | { type: 'PLACE_ORDER' }
  | { type: 'RETRY' }
  | { type: 'PAYMENT_SUCCEEDED'; payment: ProviderPayment }
  | { type: 'PAYMENT_DECLINED'; message: string }
  | { type: 'PROVIDER_CLOSED' }
  | { type: 'RETRY_PAYMENT' }
  | { type: 'CANCEL_PAYMENT' };

const status = (error: unknown): number => (error instanceof ApiError ? error.status : 0);
/** The server refused because something changed (a price: the amount differs; stock went). */
const isConflict = (error: unknown): boolean => status(error) === 409;
/** Nothing says whether the request was carried out: the same request, same key, may go again. */
const isUnknownOutcome = (error: unknown): boolean => status(error) === 0 || status(error) >= 500;

/** The request with its key: the last attempt's key if the body is the same, else a fresh one. */
function attemptFor(context: CheckoutContext, body: OrderRequest): Attempt {
  const same = context.attempt !== null && JSON.stringify(context.attempt.body) === JSON.stringify(body);
  return same ? context.attempt! : { key: context.newKey(), body };
}

/** The request the shopper confirms: product §7's fields, the amount they saw (product §9: × 100). */
function orderRequest(context: CheckoutContext): OrderRequest {
  const { selection } = context;
  const body: OrderRequest = {
    var_payment_mode: selection.payableMod!,
    var_payment_id: '',
    shipping_charge: '0',
    var_promocode: selection.promocode,
    cashback: 0,
    var_adress_id: selection.selectedAddress!,
    amount: payablePaise(context.seen!),
  };
  return selection.payableMod === 'O' ? { ...body, currency: 'INR' } : body;
}

/** What an attempt that is over leaves behind: nothing to reuse, nothing remembered. */
const attemptOver = { attempt: null, paymentOrder: null, confirmation: null, order: null } as const;

type Params = { context: CheckoutContext };
const reload = (key: (keys: CheckoutQueryKeys) => QueryKey) =>
  ({ type: 'invalidate', params: ({ context }: Params) => ({ queryKey: key(context.queryKeys) }) }) as const;

const showError = {
  type: 'showError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/** A section of the page that opens and closes on its own (product §2: independently). */
function section(name: CheckoutSection, description: string, openedByValidation: boolean) {
  const isThis = { type: 'isSection', params: { section: name } } as const;
  return {
    description,
    initial: 'open',
    states: {
      open: {
        description: `${description} is open.`,
        tags: [`${name}Open`],
        on: { TOGGLE_SECTION: { guard: isThis, target: 'closed' } },
      },
      closed: {
        description: `${description} is closed.`,
        on: {
          TOGGLE_SECTION: { guard: isThis, target: 'open' },
          // The validation message points here, so the section shows it.
          ...(openedByValidation ? { OPEN_SECTION: { guard: isThis, target: 'open' } } : {}),
        },
      },
    },
  } as const;
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Provided by the app: getCart (written into Query), and applyCoupon again when a coupon is applied. */
    checkCart: provided<CartCheck, { promocode: string }>('checkCart'),
    /** The API's applyCoupon, provided by the app. */
    applyCoupon: provided<CouponResult, CouponRequest>('applyCoupon'),
    /** Provided by the app (placeOrder, answered 201): cash, and online step 2. */
    placeOrder: provided<PlacedOrder, Attempt>('placeOrder'),
    /** Provided by the app (placeOrder online step 1, answered 200 with the provider order). */
    startPayment: provided<PaymentOrder, Attempt>('startPayment'),
    /** The API's getPayment, provided by the app. */
    getPayment: provided<PaymentAttempt, { id: string }>('getPayment'),
    /** The API's cancelPayment, provided by the app. */
    cancelPayment: provided<unknown, { id: string }>('cancelPayment'),
  },
  delays: {
    redirectAfterOrder: durations.redirectAfterOrder,
    /** Until the provider order's reservation ends. */
    reservationEnds: ({ context }) => Math.max(0, Date.parse(context.paymentOrder!.expires_at) - Date.now()),
  },
  guards: {
    isSection: ({ event }, params: { section: CheckoutSection }) =>
      (event.type === 'TOGGLE_SECTION' || event.type === 'OPEN_SECTION') && event.section === params.section,
    hasCouponText: ({ context }) => context.couponText.trim().length > 0,
    isCartLoaded: ({ context }) => context.cart !== null,
    /** Loaded, not empty, every line in stock: Place Order waits for the cart page otherwise. */
    isCartBuyable: ({ context }) => isBuyable(context.cart),
    isAddressMissing: ({ context }) => context.selection.selectedAddress === null,
    isPaymentModeMissing: ({ context }) => context.selection.payableMod === null,
    isCash: ({ context }) => context.selection.payableMod === 'C',
    hasRemembered: ({ context }) => context.paymentOrder !== null,
    isCouponLapsed: (_, check: CartCheck) => check.couponRefusal !== null,
    hasCartChanged: ({ context }, check: CartCheck) => cartChanges(context.seen!, pricedOf(check), null).length > 0,
    wasRefused: ({ context }) => context.message !== null,
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    isUnknownOutcome: (_, params: { error: unknown }) => isUnknownOutcome(params.error),
    isNotFound: (_, params: { error: unknown }) => status(params.error) === 404,
    isCashAttempt: ({ context }) => context.attempt?.body.var_payment_mode === 'C',
    isStatus: (_, params: { attempt: PaymentAttempt; status: PaymentAttempt['status'] }) =>
      params.attempt.status === params.status,
    /** Pending on our server, while the provider already said paid (the reload came before step 2 ended). */
    isPaidAtProvider: ({ context }, attempt: PaymentAttempt) =>
      attempt.status === 'pending' && context.confirmation !== null,
  },
  actions: {
    ...effectActions(noEffects),
    /** Provided by the app: keeps the unsettled online payment for a reload (sessionStorage). */
    rememberAttempt: (_, _params: RememberedAttempt) => {},
    /** Provided by the app: the online payment is settled, nothing to resume. */
    forgetAttempt: () => {},
    takeCart: assign(({ event }) => (event.type === 'CART_LOADED' ? { cart: event.cart } : {})),
    selectAddress: assign(({ context, event }) =>
      event.type === 'SELECT_ADDRESS'
        ? { selection: { ...context.selection, selectedAddress: event.addressId }, validation: null }
        : {},
    ),
    selectPaymentMode: assign(({ context, event }) =>
      event.type === 'SELECT_PAYMENT_MODE'
        ? { selection: { ...context.selection, payableMod: event.mode }, validation: null }
        : {},
    ),
    changeCoupon: assign(({ event }) =>
      event.type === 'CHANGE_COUPON' ? { couponText: event.code, couponError: null } : {},
    ),
    applyCouponResult: assign(({ context }, result: CouponResult) => ({
      selection: {
        ...context.selection,
        promocode: context.couponText.trim(),
        promodDiscount: result.discount_price,
        promoGst: result.gst_total,
      },
      couponError: null,
    })),
    /** product §8: the server's message under the box, the promo discount back to 0. */
    refuseCoupon: assign(({ context }, params: { message: string }) => ({
      selection: { ...context.selection, promocode: '', promodDiscount: 0, promoGst: null },
      couponError: params.message,
    })),
    removeCoupon: assign(({ context }) => ({
      selection: { ...context.selection, promocode: '', promodDiscount: 0, promoGst: null },
    })),
    clearSelection: assign({ selection: clearedSelection, couponText: '', couponError: null }),
    announceSelectionCleared: raise({ type: 'SELECTION_CLEARED' }),
    openSection: raise((_, params: { section: CheckoutSection }) => ({
      type: 'OPEN_SECTION' as const,
      section: params.section,
    })),
    invalid: assign((_, params: { message: string }) => ({ validation: params.message })),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    clearMessage: assign({ message: null }),
    showError: assign((_, params: { error: unknown }) => ({ message: failureMessage(params.error) })),
    takeSeen: assign(({ context }) => ({
      seen: {
        cart: context.cart!,
        promoDiscount: context.selection.promodDiscount,
        promoGst: context.selection.promoGst,
      },
      changes: [],
      validation: null,
      message: null,
    })),
    takeCheck: assign(({ context }, check: CartCheck) => {
      const now = pricedOf(check);
      const selection = check.couponRefusal
        ? { ...context.selection, promocode: '', promodDiscount: 0, promoGst: null }
        : { ...context.selection, promodDiscount: check.promoDiscount, promoGst: check.promoGst };
      return { cart: check.cart, selection, changes: cartChanges(context.seen!, now, check.couponRefusal) };
    }),
    lapseCoupon: raise((_, check: CartCheck) => ({
      type: 'COUPON_LAPSED' as const,
      message: check.couponRefusal ?? '',
    })),
    prepareOrder: assign(({ context }) => {
      const order = orderRequest(context);
      return { order, attempt: attemptFor(context, order) };
    }),
    takePaymentOrder: assign((_, paymentOrder: PaymentOrder) => ({ paymentOrder })),
    takePayment: assign(({ context, event }) => {
      if (event.type !== 'PAYMENT_SUCCEEDED') return {};
      const body: OrderRequest = {
        ...context.order!,
        var_payment_id: event.payment.var_payment_id,
        var_provider_order_id: context.paymentOrder!.id,
        var_payment_signature: event.payment.var_payment_signature,
      };
      const confirmation = attemptFor(context, body);
      return { confirmation, attempt: confirmation };
    }),
    takePlaced: assign((_, params: { id: number }) => ({ placedOrderId: params.id })),
    endAttempt: assign(attemptOver),
    resetPlacement: assign({
      ...attemptOver,
      seen: null,
      changes: [],
      validation: null,
      message: null,
      placedOrderId: null,
    }),
  },
}).createMachine({
  id: 'checkout',
  description: 'Checkout: the sections, the coupon and placing the order, cash or by card, over one cart selection.',
  context: ({ input }) => ({
    queryKeys: input.queryKeys,
    newKey: input.newKey,
    cart: null,
    selection: defaultSelection,
    couponText: '',
    couponError: null,
    seen: null,
    changes: [],
    validation: null,
    message: null,
    order: input.remembered?.order ?? null,
    attempt: input.remembered?.confirmation ?? null,
    paymentOrder: input.remembered?.paymentOrder ?? null,
    confirmation: input.remembered?.confirmation ?? null,
    placedOrderId: null,
  }),
  type: 'parallel',
  on: {
    CART_LOADED: { description: 'The app passes on every load of the cart.', actions: 'takeCart' },
  },
  states: {
    sections: {
      description: 'product §2: the three sections open and close independently.',
      type: 'parallel',
      states: {
        address: section('address', 'Delivery Address', true),
        summary: section('summary', 'Order Summary', false),
        payment: section('payment', 'Payment Options', true),
      },
    },
    coupon: {
      description: 'The coupon box (product §5: needs text; §8: a refusal shows in red and the discount returns to 0).',
      initial: 'idle',
      on: {
        SELECTION_CLEARED: { description: 'The order was placed: the box starts empty.', target: '.idle' },
      },
      states: {
        idle: {
          description: 'No coupon applied; the box takes text.',
          on: {
            CHANGE_COUPON: { actions: 'changeCoupon' },
            APPLY_COUPON: {
              guard: and(['hasCouponText', 'isCartLoaded', stateIn('#checkout.placement.idle')]),
              target: 'applying',
            },
          },
        },
        applying: {
          description: 'The code is on its way with the cart totals.',
          tags: ['couponApplying'],
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: ({ context }) => couponRequest(context.cart!, context.couponText),
            onDone: { target: 'applied', actions: { type: 'applyCouponResult', params: ({ event }) => event.output } },
            onError: {
              target: 'refused',
              actions: { type: 'refuseCoupon', params: ({ event }) => ({ message: failureMessage(event.error) }) },
            },
          },
        },
        applied: {
          description: "The server's discount shows in the price details.",
          tags: ['couponApplied'],
          on: {
            REMOVE_COUPON: { guard: stateIn('#checkout.placement.idle'), target: 'idle', actions: 'removeCoupon' },
            COUPON_LAPSED: {
              description: 'Checking before placing found the coupon no longer applies.',
              target: 'refused',
              actions: { type: 'refuseCoupon', params: ({ event }) => ({ message: event.message }) },
            },
          },
        },
        refused: {
          description: "The server's message shows in red under the box; the text stays for editing.",
          tags: ['couponRefused'],
          on: {
            CHANGE_COUPON: { target: 'idle', actions: 'changeCoupon' },
            APPLY_COUPON: {
              guard: and(['hasCouponText', 'isCartLoaded', stateIn('#checkout.placement.idle')]),
              target: 'applying',
            },
          },
        },
      },
    },
    placement: {
      description: 'Place Order: checked, compared with the server, then cash or card.',
      initial: 'opening',
      states: {
        opening: {
          description: 'An online payment left unsettled by a reload is settled first.',
          always: [{ guard: 'hasRemembered', target: 'settling' }, { target: 'idle' }],
        },
        idle: {
          description: 'The shopper chooses; Place Order goes once the cart is buyable and no coupon is on its way.',
          initial: 'ready',
          on: {
            SELECT_ADDRESS: { actions: 'selectAddress' },
            SELECT_PAYMENT_MODE: { actions: 'selectPaymentMode' },
            PLACE_ORDER: {
              guard: and(['isCartBuyable', not(stateIn({ coupon: 'applying' }))]),
              target: 'validating',
              actions: 'takeSeen',
            },
          },
          states: {
            ready: { description: 'Nothing to report, or the validation message (product §5).' },
            reviewing: {
              description:
                "The server's cart differs from what the shopper saw: the changes show; Place Order confirms the cart as it is now.",
              tags: ['reviewing'],
            },
            refused: {
              description:
                'The server refused the order, or could not be asked: its message shows; Place Order tries again.',
              tags: ['refused'],
            },
            failed: {
              description: 'The request may or may not have arrived: Retry sends the very same one, with its key.',
              tags: ['failed'],
              on: {
                RETRY: [
                  { guard: 'isCashAttempt', target: '#checkout.placement.placing' },
                  { target: '#checkout.placement.starting' },
                ],
              },
            },
            cancelled: {
              description: 'The online payment was cancelled and its stock released; nothing was charged.',
              tags: ['paymentCancelled'],
            },
            expired: {
              description:
                "The payment's reservation ran out before it was paid; nothing was charged. Place Order starts again.",
              tags: ['paymentExpired'],
            },
            refunded: {
              description:
                'The card was charged but the order could not be placed, so the payment was refunded; the message says so.',
              tags: ['refunded'],
            },
          },
        },
        validating: {
          description: 'product §5: Place Order needs an address and a payment mode.',
          always: [
            {
              guard: 'isAddressMissing',
              target: 'idle.ready',
              actions: [
                { type: 'invalid', params: { message: texts.selectShippingAddress } },
                { type: 'openSection', params: { section: 'address' } },
              ],
            },
            {
              guard: 'isPaymentModeMissing',
              target: 'idle.ready',
              actions: [
                { type: 'invalid', params: { message: texts.selectPayableMode } },
                { type: 'openSection', params: { section: 'payment' } },
              ],
            },
            { target: 'checking' },
          ],
        },
        checking: {
          description: "The server's cart now (and the coupon on it) against what the shopper saw.",
          tags: ['busy'],
          invoke: {
            id: 'checkCart',
            src: 'checkCart',
            input: ({ context }) => ({ promocode: context.selection.promocode }),
            onDone: [
              {
                guard: { type: 'isCouponLapsed', params: ({ event }) => event.output },
                target: 'idle.reviewing',
                actions: [
                  { type: 'takeCheck', params: ({ event }) => event.output },
                  { type: 'lapseCoupon', params: ({ event }) => event.output },
                ],
              },
              {
                guard: { type: 'hasCartChanged', params: ({ event }) => event.output },
                target: 'idle.reviewing',
                actions: { type: 'takeCheck', params: ({ event }) => event.output },
              },
              {
                guard: 'wasRefused',
                target: 'idle.refused',
                actions: { type: 'takeCheck', params: ({ event }) => event.output },
              },
              {
                guard: 'isCash',
                target: 'placing',
                actions: [{ type: 'takeCheck', params: ({ event }) => event.output }, 'prepareOrder'],
              },
              {
                target: 'starting',
                actions: [{ type: 'takeCheck', params: ({ event }) => event.output }, 'prepareOrder'],
              },
            ],
            onError: { target: 'idle.refused', actions: showError },
          },
        },
        placing: {
          description: 'Cash: the order is on its way with the amount the shopper confirmed.',
          tags: ['busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => context.attempt!,
            onDone: {
              target: 'placed',
              actions: [
                { type: 'takePlaced', params: ({ event }) => ({ id: event.output.int_glcode }) },
                writePlaced(),
              ],
            },
            onError: placementErrors(),
          },
        },
        starting: {
          description:
            'Online step 1: the provider order for the amount the shopper confirmed; the stock is reserved for it.',
          tags: ['busy', 'paymentInFlight'],
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => context.attempt!,
            onDone: {
              target: 'payment',
              actions: [
                { type: 'takePaymentOrder', params: ({ event }) => event.output },
                {
                  type: 'rememberAttempt',
                  params: ({ context, event }) => ({
                    paymentOrder: event.output,
                    order: context.order!,
                    confirmation: null,
                  }),
                },
              ],
            },
            onError: placementErrors(),
          },
        },
        payment: {
          description: "The provider's form; the stock stays reserved until the provider order expires.",
          tags: ['paymentInFlight'],
          initial: 'open',
          after: {
            reservationEnds: { target: 'idle.expired', actions: ['forgetAttempt', 'endAttempt'] },
          },
          states: {
            open: {
              description: "The provider's form is open (the sandbox card form, or Razorpay's).",
              tags: ['providerOpen'],
              on: {
                PAYMENT_SUCCEEDED: {
                  target: '#checkout.placement.confirming',
                  actions: [
                    'takePayment',
                    {
                      type: 'rememberAttempt',
                      params: ({ context }) => ({
                        paymentOrder: context.paymentOrder!,
                        order: context.order!,
                        confirmation: context.confirmation,
                      }),
                    },
                  ],
                },
                PAYMENT_DECLINED: {
                  target: 'declined',
                  actions: { type: 'say', params: ({ event }) => ({ message: event.message }) },
                },
                PROVIDER_CLOSED: { target: '#checkout.placement.cancelling' },
              },
            },
            declined: {
              description:
                "The card was declined: the provider's message shows; try again on the same provider order, or cancel.",
              tags: ['declined'],
              on: {
                RETRY_PAYMENT: { target: 'open', actions: 'clearMessage' },
                CANCEL_PAYMENT: { target: '#checkout.placement.cancelling' },
              },
            },
          },
        },
        cancelling: {
          description: 'The unpaid attempt is cancelled, so its reserved stock is released at once.',
          tags: ['busy', 'paymentInFlight', 'cancellingPayment'],
          invoke: {
            id: 'cancelPayment',
            src: 'cancelPayment',
            input: ({ context }) => ({ id: context.paymentOrder!.id }),
            onDone: { target: 'idle.cancelled', actions: ['forgetAttempt', 'endAttempt'] },
            onError: [
              {
                description: 'It was paid after all (409): the server says how it stands.',
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'settling',
              },
              {
                description: 'Not cancelled now; the reservation ends by itself and nothing was charged.',
                target: 'idle.cancelled',
                actions: ['forgetAttempt', 'endAttempt', showError],
              },
            ],
          },
        },
        confirming: {
          description: 'Online step 2: the order with the payment; a retry sends the same request and key.',
          tags: ['busy', 'paymentInFlight', 'confirmingPayment'],
          invoke: {
            id: 'confirmPayment',
            src: 'placeOrder',
            input: ({ context }) => context.confirmation!,
            onDone: {
              target: 'placed',
              actions: [
                { type: 'takePlaced', params: ({ event }) => ({ id: event.output.int_glcode }) },
                writePlaced(),
              ],
            },
            onError: [
              {
                description: 'Paid but not placeable: the server refunded the payment (409) and says so.',
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'idle.refunded',
                actions: [showError, 'forgetAttempt', 'endAttempt', reload((keys) => keys.cart)],
              },
              { target: 'confirmFailed', actions: showError },
            ],
          },
        },
        confirmFailed: {
          description: 'The card was paid and step 2 did not get through: Retry sends it again with the same key.',
          tags: ['confirmFailed', 'paymentInFlight'],
          on: { RETRY: 'confirming' },
        },
        settling: {
          description: 'Where a remembered online payment stands (getPayment), before anything else.',
          tags: ['busy', 'paymentInFlight', 'settlingPayment'],
          invoke: {
            id: 'getPayment',
            src: 'getPayment',
            input: ({ context }) => ({ id: context.paymentOrder!.id }),
            onDone: [
              {
                description: 'Paid at the provider before the reload: step 2 again, same key.',
                guard: { type: 'isPaidAtProvider', params: ({ event }) => event.output },
                target: 'confirming',
              },
              {
                guard: { type: 'isStatus', params: ({ event }) => ({ attempt: event.output, status: 'pending' }) },
                target: 'payment',
              },
              {
                guard: { type: 'isStatus', params: ({ event }) => ({ attempt: event.output, status: 'paid' }) },
                target: 'placed',
                actions: { type: 'takePlaced', params: ({ event }) => ({ id: event.output.order_id! }) },
              },
              {
                guard: { type: 'isStatus', params: ({ event }) => ({ attempt: event.output, status: 'refunded' }) },
                target: 'idle.refunded',
                actions: ['forgetAttempt', 'endAttempt'],
              },
              {
                guard: { type: 'isStatus', params: ({ event }) => ({ attempt: event.output, status: 'cancelled' }) },
                target: 'idle.cancelled',
                actions: ['forgetAttempt', 'endAttempt'],
              },
              { description: 'Expired.', target: 'idle.expired', actions: ['forgetAttempt', 'endAttempt'] },
            ],
            onError: [
              {
                description: 'Not this shopper’s, or unknown: nothing to settle.',
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'idle.ready',
                actions: ['forgetAttempt', 'endAttempt'],
              },
              { target: 'settleFailed', actions: showError },
            ],
          },
        },
        settleFailed: {
          description:
            'The server could not say how the payment stands: Retry asks again (the attempt stays remembered).',
          tags: ['settleFailed', 'paymentInFlight'],
          on: { RETRY: 'settling' },
        },
        placed: {
          description: 'product §4: the cart and selection reset, /thankyou after 2000 ms.',
          tags: ['placed'],
          entry: [
            'forgetAttempt',
            'clearSelection',
            'announceSelectionCleared',
            reload((keys) => keys.cart),
            reload((keys) => keys.orders),
            reload((keys) => keys.productLists),
            reload((keys) => keys.productDetails),
          ],
          after: {
            redirectAfterOrder: {
              target: 'idle',
              actions: [
                {
                  type: 'navigate',
                  params: ({ context }: Params) => ({
                    to: '/thankyou',
                    state: { placedOrderId: context.placedOrderId! },
                  }),
                },
                'resetPlacement',
              ],
            },
          },
        },
      },
    },
  },
});

/** The placed order goes into the cache under its own key, so /thankyou shows it at once. */
function writePlaced() {
  return {
    type: 'update',
    params: ({ context, event }: { context: CheckoutContext; event: { output: PlacedOrder } }) => ({
      queryKey: context.queryKeys.order(event.output.int_glcode),
      updater: () => event.output,
    }),
  } as const;
}

/** Cash and online step 1 fail alike: a conflict is checked again, an unknown outcome retried, the rest shown. */
function placementErrors() {
  const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  return [
    {
      description: 'A price or the stock changed (409): the cart is checked again and the changes shown.',
      guard: { type: 'isConflict', params: error },
      target: 'checking',
      actions: showError,
    },
    { guard: { type: 'isUnknownOutcome', params: error }, target: 'idle.failed', actions: showError },
    { target: 'idle.refused', actions: showError },
  ] as const;
}

export type CheckoutMachine = typeof checkoutMachine;
