/**
 * Every generated path of the checkout model, replayed against machines/checkout.machine.ts.
 * A ledger beside the fakes holds what the shopper was shown (the cart, the coupon
 * discount) and the requests sent, so each step can check the amount that goes out is
 * the one confirmed, and that a retry of one request reuses its Idempotency-Key while a
 * new request or a new attempt never does.
 */
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { toPaise } from '#machines/checkout.changes';
import {
  checkoutMachine,
  type Attempt,
  type CartCheck,
  type CouponRequest,
  type CouponResult,
  type OrderRequest,
  type PaymentAttempt,
  type PaymentOrder,
  type PlacedOrder,
  type RememberedAttempt,
} from '#machines/checkout.machine';
import type { Schemas } from '#openapi/client';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import {
  ADDRESS_ID,
  cart,
  COUPON,
  couponDiscount,
  couponGstCut,
  placedCashOrder,
  placedOnlineOrder,
  providerOrder,
  queryKeys,
} from './checkout.fixture';
import type { checkoutModel } from './checkout.model';
import { controllablePromise, recordedEffects } from './fakes';
import { describeModel, type System } from './harness';
import { models } from './models';
import { checkoutUi } from './checkout.ui-paths';

function arrange() {
  const checkCart = controllablePromise<CartCheck, { promocode: string }>();
  const applyCoupon = controllablePromise<CouponResult, CouponRequest>();
  const placeOrder = controllablePromise<PlacedOrder, Attempt>();
  const startPayment = controllablePromise<PaymentOrder, Attempt>();
  const getPayment = controllablePromise<PaymentAttempt, { id: string }>();
  const cancelPayment = controllablePromise<unknown, { id: string }>();
  const effects = recordedEffects();
  /** What the app was asked to keep for a reload: an attempt, or null when it was forgotten. */
  const memory: (RememberedAttempt | null)[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      checkCart: checkCart.logic,
      applyCoupon: applyCoupon.logic,
      placeOrder: placeOrder.logic,
      startPayment: startPayment.logic,
      getPayment: getPayment.logic,
      cancelPayment: cancelPayment.logic,
    },
    actions: {
      ...effects.actions,
      rememberAttempt: (_, attempt) => void memory.push(attempt),
      forgetAttempt: () => void memory.push(null),
    },
  });
  const ledger = {
    /** The cart on screen, and the coupon discount on it. */
    cart: null as Schemas['Cart'] | null,
    discount: 0,
    /** The GST once the coupon applies; null without one. */
    gst: null as number | null,
    /** The last request sent with a key, unless its attempt ended since. */
    previous: null as Attempt | null,
    keys: new Set<string>(),
    started: false,
  };
  return {
    machine,
    fakes: { checkCart, applyCoupon, placeOrder, startPayment, getPayment, cancelPayment, effects, memory, ledger },
  };
}

type Fakes = ReturnType<typeof arrange>['fakes'];
type CheckoutSystem = System<typeof checkoutMachine, Fakes>;
type Model = SnapshotFrom<typeof checkoutModel>;

const context = ({ actor }: CheckoutSystem) => actor.getSnapshot().context;

/** A remembered attempt (the input) counts as the previous request. */
function startLedger(system: CheckoutSystem) {
  const { ledger } = system.fakes;
  if (ledger.started) return;
  ledger.started = true;
  ledger.previous = context(system).confirmation;
  if (ledger.previous) ledger.keys.add(ledger.previous.key);
}

/**
 * The request just sent: the same body as the previous one goes with the same key (a
 * retry: the server answers the first result); any other gets a key never used before.
 */
function expectKeyed(system: CheckoutSystem, sent: Attempt) {
  startLedger(system);
  const { ledger } = system.fakes;
  if (ledger.previous && JSON.stringify(ledger.previous.body) === JSON.stringify(sent.body)) {
    expect(sent.key, 'the same request reuses its Idempotency-Key').toBe(ledger.previous.key);
  } else {
    expect(ledger.keys.has(sent.key), 'a new request or attempt gets a fresh Idempotency-Key').toBe(false);
  }
  ledger.keys.add(sent.key);
  ledger.previous = sent;
}

function endAttempt(system: CheckoutSystem) {
  startLedger(system);
  system.fakes.ledger.previous = null;
}

/** The payable total the shopper was shown, in paise: the gross total less the coupon and the GST it took off. */
const shownPayable = ({
  cart: shown,
  discount,
  gst,
}: {
  cart: Schemas['Cart'] | null;
  discount: number;
  gst: number | null;
}) => toPaise(shown!.gross_total) - toPaise(discount) - (gst === null ? 0 : toPaise(shown!.gst_total) - toPaise(gst));

/** The request the shopper confirmed: product §7's fields, the payable total they saw, × 100. */
function confirmedRequest(system: CheckoutSystem): OrderRequest {
  const { ledger } = system.fakes;
  const { selection } = context(system);
  const body: OrderRequest = {
    var_payment_mode: selection.payableMod!,
    var_payment_id: '',
    shipping_charge: '0',
    var_promocode: selection.promocode,
    cashback: 0,
    var_adress_id: ADDRESS_ID,
    amount: shownPayable(ledger),
  };
  return selection.payableMod === 'O' ? { ...body, currency: 'INR' } : body;
}

/** The cart as the server holds it now: line A dearer by ₹50 (and the totals with it). */
function dearer(from: Schemas['Cart']): Schemas['Cart'] {
  return {
    ...from,
    data: from.data.map((line, index) => (index === 0 ? { ...line, selling_price: line.selling_price + 50 } : line)),
    Sub_Total: from.Sub_Total + 50,
    gross_total: from.gross_total + 50,
  };
}

const shortOf = (from: Schemas['Cart']): Schemas['Cart'] => ({
  ...from,
  data: from.data.map((line, index) => (index === 0 ? { ...line, stock: 1 } : line)),
});

/** The actor that got a new call in `run`, and that call. */
async function newCall<T>(fake: { calls: T[] }, run: () => unknown) {
  const before = fake.calls.length;
  await run();
  expect(fake.calls.length, 'one call went out').toBe(before + 1);
  return fake.calls.at(-1)!;
}

/** The effects of a placed order (product §4): the cart, orders and stock reload, nothing to resume, the selection clears. */
function expectPlaced(system: CheckoutSystem, from: { invalidations: number }, order: PlacedOrder | null) {
  const { effects, memory } = system.fakes;
  expect(effects.invalidations.slice(from.invalidations), 'the cart, orders and stock reload').toEqual([
    queryKeys.cart,
    queryKeys.orders,
    queryKeys.productLists,
    queryKeys.productDetails,
  ]);
  expect(memory.at(-1), 'nothing left to resume').toBeNull();
  expect(context(system).selection, 'product §4: the selection is cleared').toEqual({
    promocode: '',
    selectedAddress: null,
    payableMod: null,
    promodDiscount: 0,
    promoGst: null,
  });
  if (order) {
    const write = effects.updates.at(-1)!;
    expect(write.queryKey, 'the placed order is written under its own key for /thankyou').toEqual(
      queryKeys.order(order.int_glcode),
    );
    expect(write.updater(undefined)).toEqual(order);
  }
  system.fakes.ledger.discount = 0;
  endAttempt(system);
}

/** A call refused or failed: its message shows as the server put it. */
async function reject(system: CheckoutSystem, fake: { reject(error: unknown): Promise<void> }, error: ApiError) {
  await fake.reject(error);
  expect(context(system).message).toBe(error.message);
}

const conflict = new ApiError(409, 'The price changed since you looked');
const offline = new ApiError(0, texts.networkError);
const refused = new ApiError(404, 'Address not found');

/** The order just sent (cash, or online step 1) is the one the shopper confirmed. */
function expectPlacementSent(system: CheckoutSystem, via: 'placeOrder' | 'startPayment') {
  const sent = system.fakes[via].calls.at(-1)!;
  expect(sent.body, 'the amount is the payable total the shopper confirmed').toEqual(confirmedRequest(system));
  expectKeyed(system, sent);
}

/** After a 409 the server's cart is checked again, with the coupon applied. */
async function expectCheckedAgain(system: CheckoutSystem, fake: { reject(error: unknown): Promise<void> }) {
  const call = await newCall(system.fakes.checkCart, () => reject(system, fake, conflict));
  expect(call).toEqual({ promocode: context(system).selection.promocode });
}

const placementFailures = (via: 'placeOrder' | 'startPayment') => ({
  CONFLICT: (system: CheckoutSystem) => expectCheckedAgain(system, system.fakes[via]),
  NETWORK: (system: CheckoutSystem) => reject(system, system.fakes[via], offline),
  REFUSED: (system: CheckoutSystem) => reject(system, system.fakes[via], refused),
});

async function answerCheck(system: CheckoutSystem, check: CartCheck) {
  const { fakes } = system;
  const [placed, started] = [fakes.placeOrder.calls.length, fakes.startPayment.calls.length];
  await fakes.checkCart.resolve(check);
  fakes.ledger.cart = check.cart;
  fakes.ledger.discount = check.promoDiscount;
  fakes.ledger.gst = check.promoGst;
  if (fakes.placeOrder.calls.length > placed) expectPlacementSent(system, 'placeOrder');
  if (fakes.startPayment.calls.length > started) expectPlacementSent(system, 'startPayment');
}

async function settle(system: CheckoutSystem, status: PaymentAttempt['status'], orderId: number | null = null) {
  const { fakes } = system;
  const { paymentOrder } = context(system);
  expect(fakes.getPayment.calls.at(-1), "the remembered payment's status is asked").toEqual({ id: paymentOrder!.id });
  const invalidations = fakes.effects.invalidations.length;
  const confirmations = fakes.placeOrder.calls.length;
  await fakes.getPayment.resolve({
    id: paymentOrder!.id,
    status,
    amount: paymentOrder!.amount,
    expires_at: paymentOrder!.expires_at,
    order_id: orderId,
  });
  if (fakes.placeOrder.calls.length > confirmations) {
    const sent = fakes.placeOrder.calls.at(-1)!;
    expect(sent, 'step 2 again, exactly as remembered: never paid twice').toEqual(context(system).confirmation);
    expectKeyed(system, sent);
  }
  return { invalidations };
}

function expectForgotten(system: CheckoutSystem) {
  expect(system.fakes.memory.at(-1), 'the attempt is settled: nothing to resume').toBeNull();
  endAttempt(system);
}

const placementNames = ['checking', 'placing', 'starting', 'cancelling', 'confirming', 'settling'];
const inFlightNames = ['starting', 'payment', 'cancelling', 'confirming', 'confirmFailed', 'settling', 'settleFailed'];
const placementOf = (model: Model): string => {
  const value = (model.value as { placement: string | Record<string, string> }).placement;
  return typeof value === 'string' ? value : Object.keys(value)[0]!;
};
const idleStateOf = (model: Model): string | null => {
  const value = (model.value as { placement: string | Record<string, string> }).placement;
  return typeof value === 'object' && 'idle' in value ? value.idle! : null;
};

/** The tags the screen's messages read: a call on its way, and each resting state of the placement. */
const callTags: Record<string, string> = {
  cancelling: 'cancellingPayment',
  confirming: 'confirmingPayment',
  settling: 'settlingPayment',
};
const messageTags: Record<string, string> = {
  reviewing: 'reviewing',
  refused: 'refused',
  failed: 'failed',
  cancelled: 'paymentCancelled',
  expired: 'paymentExpired',
  refunded: 'refunded',
};

describeModel({
  name: 'checkout',
  real: checkoutMachine,
  ...models.checkout,
  ui: checkoutUi,
  arrange,
  drive: {
    LOAD: ({ actor, fakes }, { stock }) => {
      const loaded = stock === 'ok' ? cart : shortOf(cart);
      actor.send({ type: 'CART_LOADED', cart: loaded });
      fakes.ledger.cart = loaded;
    },
    TOGGLE: ({ actor }, { section }) => void actor.send({ type: 'TOGGLE_SECTION', section }),
    SELECT_ADDRESS: ({ actor }) => void actor.send({ type: 'SELECT_ADDRESS', addressId: ADDRESS_ID }),
    SELECT_CASH: ({ actor }) => void actor.send({ type: 'SELECT_PAYMENT_MODE', mode: 'C' }),
    SELECT_ONLINE: ({ actor }) => void actor.send({ type: 'SELECT_PAYMENT_MODE', mode: 'O' }),
    TYPE_COUPON: (system, { filled }) => {
      // Spaces only are no text (product §5: apply needs non-empty text).
      system.actor.send({ type: 'CHANGE_COUPON', code: filled ? ` ${COUPON} ` : '   ' });
      expect(context(system).couponError, 'typing retires the refusal').toBeNull();
    },
    APPLY_COUPON: async (system) => {
      const sent = await newCall(system.fakes.applyCoupon, () => system.actor.send({ type: 'APPLY_COUPON' }));
      const shown = system.fakes.ledger.cart!;
      expect(sent, "product §7: the code and the cart's totals").toEqual({
        coupon_code: COUPON,
        total_amount: shown.Sub_Total,
        total_tax: shown.gst_total,
        total_discount: shown.discount_total,
        delivery_charge: shown.delivery_charge,
      });
    },
    COUPON_OK: async (system) => {
      const shown = system.fakes.ledger.cart!;
      const gst = shown.gst_total - couponGstCut;
      await system.fakes.applyCoupon.resolve({
        message: 'Coupon applied successfully',
        payble_amount: shown.gross_total - couponDiscount - couponGstCut,
        discount_price: couponDiscount,
        gst_total: gst,
      });
      system.fakes.ledger.discount = couponDiscount;
      system.fakes.ledger.gst = gst;
      expect(context(system).selection.promocode).toBe(COUPON);
    },
    COUPON_FAIL: async (system) => {
      await system.fakes.applyCoupon.reject(new ApiError(400, 'Invalid coupon code'));
      expect(context(system).couponError, 'product §8: the server message, under the box').toBe('Invalid coupon code');
      expect(context(system).couponText.trim(), 'the text stays').toBe(COUPON);
    },
    REMOVE_COUPON: (system) => {
      system.actor.send({ type: 'REMOVE_COUPON' });
      system.fakes.ledger.discount = 0;
      system.fakes.ledger.gst = null;
      system.fakes.ledger.gst = null;
    },
    PLACE_ORDER: async (system) => {
      const { fakes } = system;
      const checks = fakes.checkCart.calls.length;
      system.actor.send({ type: 'PLACE_ORDER' });
      const { selection, validation } = context(system);
      if (fakes.checkCart.calls.length > checks) {
        expect(validation).toBeNull();
        expect(fakes.checkCart.calls.at(-1), 'the coupon is priced again on the cart').toEqual({
          promocode: selection.promocode,
        });
        return;
      }
      const expected = selection.selectedAddress === null ? texts.selectShippingAddress : texts.selectPayableMode;
      expect(validation, 'product §5').toBe(expected);
      const section = selection.selectedAddress === null ? 'addressOpen' : 'paymentOpen';
      expect(system.actor.getSnapshot().hasTag(section), 'the section the message is about opens').toBe(true);
    },
    CHECK_SAME: ({ fakes, ...system }) =>
      answerCheck(
        { fakes, ...system },
        {
          cart: fakes.ledger.cart!,
          promoDiscount: fakes.ledger.discount,
          promoGst: fakes.ledger.gst,
          couponRefusal: null,
        },
      ),
    CHECK_CHANGED: async (system) => {
      const { ledger } = system.fakes;
      const before = ledger.cart!;
      const now = dearer(before);
      const cut = ledger.gst === null ? 0 : couponGstCut;
      await answerCheck(system, {
        cart: now,
        promoDiscount: ledger.discount,
        promoGst: ledger.gst,
        couponRefusal: null,
      });
      const title = before.data[0]!.var_title;
      expect(context(system).changes, 'the dearer line and the new total show').toEqual([
        { kind: 'price', title, from: before.data[0]!.selling_price, to: now.data[0]!.selling_price },
        {
          kind: 'total',
          from: before.gross_total - ledger.discount - cut,
          to: now.gross_total - ledger.discount - cut,
        },
      ]);
    },
    CHECK_SHORT: async (system) => {
      const now = shortOf(system.fakes.ledger.cart!);
      const { ledger } = system.fakes;
      await answerCheck(system, {
        cart: now,
        promoDiscount: ledger.discount,
        promoGst: ledger.gst,
        couponRefusal: null,
      });
      expect(context(system).changes).toEqual([
        { kind: 'short', title: now.data[0]!.var_title, message: texts.stockLeft(1) },
      ]);
    },
    CHECK_LAPSED: async (system) => {
      const { ledger } = system.fakes;
      const gross = ledger.cart!.gross_total;
      await answerCheck(system, {
        cart: ledger.cart!,
        promoDiscount: 0,
        promoGst: null,
        couponRefusal: 'This coupon has expired',
      });
      expect(context(system).changes).toEqual([
        { kind: 'coupon', message: 'This coupon has expired' },
        { kind: 'total', from: gross - couponDiscount - couponGstCut, to: gross },
      ]);
      expect(context(system).couponError, 'the coupon box says why').toBe('This coupon has expired');
    },
    CHECK_FAIL: (system) => reject(system, system.fakes.checkCart, offline),
    PLACE_OK: async (system) => {
      const invalidations = system.fakes.effects.invalidations.length;
      await system.fakes.placeOrder.resolve(placedCashOrder);
      expectPlaced(system, { invalidations }, placedCashOrder);
    },
    PLACE_CONFLICT: (system) => placementFailures('placeOrder').CONFLICT(system),
    PLACE_NETWORK: (system) => placementFailures('placeOrder').NETWORK(system),
    PLACE_REFUSED: (system) => placementFailures('placeOrder').REFUSED(system),
    START_OK: async (system) => {
      const { fakes } = system;
      const sent = fakes.startPayment.calls.at(-1)!;
      const paymentOrder = providerOrder(`sbx_order_${fakes.startPayment.calls.length}`, sent.body.amount!);
      await fakes.startPayment.resolve(paymentOrder);
      expect(fakes.memory.at(-1), 'kept for a reload').toEqual({ paymentOrder, order: sent.body, confirmation: null });
    },
    START_CONFLICT: (system) => placementFailures('startPayment').CONFLICT(system),
    START_NETWORK: (system) => placementFailures('startPayment').NETWORK(system),
    START_REFUSED: (system) => placementFailures('startPayment').REFUSED(system),
    PAY_OK: async (system) => {
      const { fakes, actor } = system;
      const { paymentOrder, order } = context(system);
      const payment = { var_payment_id: `sbx_pay_${fakes.placeOrder.calls.length + 1}`, var_payment_signature: 'sig' };
      const sent = await newCall(fakes.placeOrder, () => actor.send({ type: 'PAYMENT_SUCCEEDED', payment }));
      expect(sent.body, 'step 2 repeats step 1 with the payment').toEqual({
        ...order,
        ...payment,
        var_provider_order_id: paymentOrder!.id,
      });
      expectKeyed(system, sent);
      expect(fakes.memory.at(-1), 'the payment is kept before step 2 goes').toEqual({
        paymentOrder,
        order,
        confirmation: sent,
      });
    },
    DECLINE: (system) => {
      system.actor.send({ type: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
      expect(context(system).message).toBe('Your card was declined.');
    },
    CLOSE: async (system) => {
      const call = await newCall(system.fakes.cancelPayment, () => system.actor.send({ type: 'PROVIDER_CLOSED' }));
      expect(call, 'the attempt is cancelled so its stock is released').toEqual({
        id: context(system).paymentOrder!.id,
      });
    },
    RETRY_PAYMENT: (system) => {
      const { paymentOrder } = context(system);
      system.actor.send({ type: 'RETRY_PAYMENT' });
      expect(context(system).paymentOrder, 'the same provider order').toBe(paymentOrder);
      expect(context(system).message).toBeNull();
    },
    CANCEL_PAYMENT: async (system) => {
      const call = await newCall(system.fakes.cancelPayment, () => system.actor.send({ type: 'CANCEL_PAYMENT' }));
      expect(call).toEqual({ id: context(system).paymentOrder!.id });
    },
    CANCEL_OK: async (system) => {
      await system.fakes.cancelPayment.resolve({ message: 'Payment cancelled' });
      expectForgotten(system);
    },
    CANCEL_PAID: async (system) => {
      const { id } = context(system).paymentOrder!;
      const call = await newCall(system.fakes.getPayment, () =>
        system.fakes.cancelPayment.reject(new ApiError(409, 'This payment was already made')),
      );
      expect(call, 'the server says how it stands').toEqual({ id });
    },
    CANCEL_FAIL: async (system) => {
      await reject(system, system.fakes.cancelPayment, offline);
      expectForgotten(system);
    },
    CONFIRM_OK: async (system) => {
      const invalidations = system.fakes.effects.invalidations.length;
      await system.fakes.placeOrder.resolve(placedOnlineOrder);
      expectPlaced(system, { invalidations }, placedOnlineOrder);
    },
    CONFIRM_REFUNDED: async (system) => {
      const invalidations = system.fakes.effects.invalidations.length;
      await reject(
        system,
        system.fakes.placeOrder,
        new ApiError(409, 'Product 7: This product out of stock. Your payment was refunded.'),
      );
      expect(system.fakes.effects.invalidations.slice(invalidations), 'the cart reloads').toEqual([queryKeys.cart]);
      expectForgotten(system);
    },
    CONFIRM_FAIL: (system) => reject(system, system.fakes.placeOrder, new ApiError(503, 'Service unavailable')),
    RETRY: async (system) => {
      const { fakes, actor } = system;
      const before = actor.getSnapshot();
      const again: { calls: unknown[] } = before.hasTag('settleFailed')
        ? fakes.getPayment
        : before.hasTag('confirmFailed') || before.context.attempt?.body.var_payment_mode === 'C'
          ? fakes.placeOrder
          : fakes.startPayment;
      const previous = again.calls.at(-1);
      const sent = await newCall(again, () => actor.send({ type: 'RETRY' }));
      expect(sent, 'the very same request as before, key included').toEqual(previous);
      if (again !== fakes.getPayment) expectKeyed(system, sent as Attempt);
    },
    EXPIRE: async (system) => {
      const remaining = Date.parse(context(system).paymentOrder!.expires_at) - Date.now();
      await vi.advanceTimersByTimeAsync(remaining - 1);
      expect(system.actor.getSnapshot().hasTag('paymentInFlight'), 'reserved until expires_at').toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expectForgotten(system);
    },
    SETTLE_PENDING: async (system) => void (await settle(system, 'pending')),
    SETTLE_PAID: async (system) => {
      const updates = system.fakes.effects.updates.length;
      const before = await settle(system, 'paid', 555);
      expectPlaced(system, before, null);
      expect(system.fakes.effects.updates.length, 'no order to write: /thankyou loads it').toBe(updates);
      expect(context(system).placedOrderId).toBe(555);
    },
    SETTLE_EXPIRED: async (system) => {
      await settle(system, 'expired');
      expectForgotten(system);
    },
    SETTLE_CANCELLED: async (system) => {
      await settle(system, 'cancelled');
      expectForgotten(system);
    },
    SETTLE_REFUNDED: async (system) => {
      await settle(system, 'refunded');
      expectForgotten(system);
    },
    SETTLE_NOT_FOUND: async (system) => {
      await system.fakes.getPayment.reject(new ApiError(404, 'Payment not found'));
      expectForgotten(system);
    },
    SETTLE_FAIL: async (system) => {
      await reject(system, system.fakes.getPayment, offline);
      expect(system.fakes.memory.at(-1), 'still remembered, to settle later').not.toBeNull();
    },
    WAIT_REDIRECT: async (system) => {
      const { effects } = system.fakes;
      const id = context(system).placedOrderId;
      const navigations = effects.navigations.length;
      await vi.advanceTimersByTimeAsync(1999);
      expect(effects.navigations.length, 'not before 2000 ms').toBe(navigations);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects.navigations.slice(navigations), 'product §4: /thankyou after 2000 ms').toEqual(['/thankyou']);
      expect(effects.navigationStates.at(-1), 'with the placed order for the page to show').toEqual({
        placedOrderId: id,
      });
    },
  },
  check: (model, system) => {
    const snapshot = system.actor.getSnapshot();
    const placement = placementOf(model);
    const resting = idleStateOf(model);
    const { selection, couponText } = snapshot.context;
    expect(snapshot.hasTag('busy'), 'busy while a call is on its way').toBe(placementNames.includes(placement));
    expect(snapshot.hasTag('paymentInFlight'), 'leaving asks first while a payment is in flight').toBe(
      inFlightNames.includes(placement),
    );
    expect(snapshot.hasTag('providerOpen')).toBe(model.matches({ placement: { payment: 'open' } }));
    expect(snapshot.hasTag('declined')).toBe(model.matches({ placement: { payment: 'declined' } }));
    for (const [state, tag] of Object.entries(messageTags)) expect(snapshot.hasTag(tag), tag).toBe(resting === state);
    for (const [state, tag] of Object.entries(callTags)) expect(snapshot.hasTag(tag), tag).toBe(placement === state);
    for (const section of ['address', 'summary', 'payment'] as const) {
      expect(snapshot.hasTag(`${section}Open`), `${section} open`).toBe(
        model.matches({ sections: { [section]: 'open' } }),
      );
    }
    const cartOk = model.context.cart === 'ok';
    expect(snapshot.can({ type: 'PLACE_ORDER' }), 'Place Order: a buyable cart, no coupon on its way').toBe(
      cartOk && placement === 'idle' && !model.matches({ coupon: 'applying' }),
    );
    expect(snapshot.can({ type: 'APPLY_COUPON' }), 'Apply: text, a cart, nothing being placed').toBe(
      (model.matches({ coupon: 'idle' }) || model.matches({ coupon: 'refused' })) &&
        model.context.couponText &&
        model.context.cart !== 'none' &&
        placement === 'idle',
    );
    expect(snapshot.can({ type: 'RETRY' })).toBe(
      resting === 'failed' || placement === 'confirmFailed' || placement === 'settleFailed',
    );
    // Nothing chosen is lost, whatever happens to the order.
    expect(selection.selectedAddress !== null, 'address chosen').toBe(model.context.address);
    expect(selection.payableMod, 'payment mode').toBe(model.context.mode);
    expect(couponText.trim() !== '', 'coupon text').toBe(model.context.couponText);
    expect(selection.promodDiscount, 'the discount shows only while a coupon is applied').toBe(
      model.matches({ coupon: 'applied' }) ? couponDiscount : 0,
    );
  },
});
