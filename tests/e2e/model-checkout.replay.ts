/**
 * The checkout replay's driver: one checkout model path (a generated one from
 * tests/model/checkout.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed on
 * the real checkout screen in Chromium against the real server and its sandbox provider,
 * each on a fresh shopper with a line (2 units) of a product of the test's own
 * (/__e2e/product) and a saved address. The calls whose answer the path decides are held
 * (the cart check, the coupon, placeOrder, getPayment, cancelPayment) and answered when the path says: an OK is the
 * real server's answer; a network failure a lost connection; everything else is made true
 * on the server first, then the server answers:
 * - a changed cart: the shop changes the line's price (/__e2e/variant); short: its stock;
 * - a 409 on placing: the price changes after the check (and is put back for a check that
 *   finds nothing changed); a refusal: the shopper's address is deleted meanwhile;
 * - a lapsed coupon: the test's own coupon ends (/__e2e/coupon);
 * - paid after all (cancelPayment 409): the sandbox is paid through the API meanwhile;
 * - refunded: the hold expires (/__e2e/expire-payment) and the stock goes, so step 2
 *   cannot place the order; expired: the hold expires, and the page's clock runs on;
 * - placed: the page's clock stands still from the answer until the path's WAIT_REDIRECT
 *   runs it on by the 2 s of the redirect;
 * - a reload mid-payment: page.reload with the sandbox form open (or step 2 on its way);
 *   not found: the remembered attempt names a provider order the server does not know.
 * The replay runs at desktop width (`replayTags`); checkout.spec.ts and purchase.spec.ts cover both.
 * model-checkout.spec.ts replays the generated paths through it; `npm run paths -- checkout
 * --path N --spec` prints a spec that replays one.
 */
import type { APIRequestContext, APIResponse, Page, Request, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { CheckoutInput } from '#machines/checkout.machine';
import type { Schemas } from '#openapi/client';
import { durations } from '#rules/durations';
import { checkoutTexts as copy } from '#src/ui/copy';
import { checkoutModel, type CheckoutModelEvent, type Section } from '../model/checkout.model';
import type { ReplayPath } from '../model/paths';
import { addAddress, checkoutPage } from './checkout.support';
import { signUpFreshUser } from './support/api';
import { test, expect } from './support/fixtures';
import { signInWithToken } from './support/login';
import type { ReplayFixtures } from './support/replay';
import { callAs } from './support/shopperApi';
import { changeVariant, expirePayment, ownProduct, runCoupon, type OwnProduct } from './support/testDoors';

type Model = SnapshotFrom<typeof checkoutModel>;

const QUANTITY = 2;
const PAYS = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const sectionNames: Record<Section, string> = {
  address: 'Delivery Address',
  summary: 'Order Summary',
  payment: 'Payment Options',
};

/**
 * The calls a path answers, held in order of arrival. The cart's GET only when a check is due.
 * `onOrderAnswer` reads each answer to a placement before the page gets it, so what it names
 * (the provider's order) is known before the path's next event.
 */
async function holdServer(page: Page, onOrderAnswer: (sent: Request, answer: APIResponse) => Promise<void>) {
  const queues = { cart: [] as Route[], coupon: [] as Route[], orders: [] as Route[], payments: [] as Route[] };
  type Kind = keyof typeof queues;
  let cartChecks = 0;
  await page.route('**/api/v1/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const method = route.request().method();
    const kind: Kind | null =
      pathname.endsWith('/api/v1/cart') && method === 'GET' && cartChecks > 0
        ? 'cart'
        : pathname.endsWith('/api/v1/coupon')
          ? 'coupon'
          : pathname.endsWith('/api/v1/orders') && method === 'POST'
            ? 'orders'
            : pathname.includes('/api/v1/payments/')
              ? 'payments'
              : null;
    if (!kind) return route.fallback();
    if (kind === 'cart') cartChecks--;
    queues[kind].push(route);
  });
  const next = async (kind: Kind) => {
    await expect.poll(() => queues[kind].length, { message: `a ${kind} call is on its way` }).toBeGreaterThan(0);
    return queues[kind].shift()!;
  };
  return {
    /** The next GET of the cart is the check's: hold it. */
    expectCheck: () => void cartChecks++,
    next,
    // The server answers before the path goes on: a continued request could reach it after the
    // next event's own change (a price changed after the check it should not see).
    pass: async (kind: Kind) => {
      const route = await next(kind);
      const answer = await route.fetch();
      if (kind === 'orders') await onOrderAnswer(route.request(), answer);
      await route.fulfill({ response: answer });
      return route.request();
    },
    cut: async (kind: Kind) => (await next(kind)).abort('internetdisconnected'),
  };
}

/** What the replay arranged on the server, to act on it and to put it back. */
interface Shop {
  request: APIRequestContext;
  token: string;
  product: OwnProduct;
  price: number;
  coupon: string;
  addressId: number;
  /** Step 1's body as sent (with the phone), and the provider order it answered. */
  step1: Record<string, unknown> | null;
  providerOrderId: string | null;
  /** The provider's payment, once paid (in the form or through the API). */
  payment: { var_payment_id: string; var_payment_signature: string } | null;
  priceChanged: boolean;
}

const variantOf = (shop: Shop) => shop.product.variant_id;
/** The shopper puts the product's line in the cart, 2 units. */
const putLine = (shop: Pick<Shop, 'request' | 'token' | 'product'>) =>
  callAs(shop.request, shop.token, 'PUT', 'cart', {
    fk_product: shop.product.product_id,
    var_qty: QUANTITY,
    fk_variant: shop.product.variant_id,
  });
const changePrice = async (shop: Shop) => {
  await changeVariant(shop.request, variantOf(shop), { selling_price: shop.price + 10 });
  shop.priceChanged = true;
};
const restorePrice = async (shop: Shop) => {
  await changeVariant(shop.request, variantOf(shop), { selling_price: shop.price });
  shop.priceChanged = false;
};
const stockGoes = (shop: Shop, stock: number) => changeVariant(shop.request, variantOf(shop), { stock });

/** The sandbox pays the provider order, as if the shopper had paid in another window. */
async function payThroughApi(shop: Shop) {
  shop.payment = await callAs(shop.request, shop.token, 'POST', 'sandbox/checkout', {
    order_id: shop.providerOrderId,
    card_number: PAYS.replaceAll(' ', ''),
    card_expiry: '12/39',
    card_cvc: '123',
  });
}

/** Step 2 through the API with the payment the provider gave; answers the status. */
async function confirmThroughApi(shop: Shop) {
  const response = await shop.request.post('api/v1/orders', {
    headers: { Authorization: `Bearer ${shop.token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { ...shop.step1, ...shop.payment, var_provider_order_id: shop.providerOrderId },
  });
  return response.status();
}

/** Step 2 cannot place the order any more: the hold ran out and the stock went meanwhile. */
async function orderImpossible(shop: Shop) {
  await expirePayment(shop.request, shop.providerOrderId!);
  await stockGoes(shop, 0);
}

/** What the screen shows for each state of the placement region. */
function expectedNotice(model: Model): string | null {
  const at = (value: object | string) => model.matches({ placement: value } as never);
  const notices: [object | string, string][] = [
    [{ idle: 'reviewing' }, copy.reviewTitle],
    [{ idle: 'refused' }, copy.refusedTitle],
    [{ idle: 'failed' }, copy.failedTitle],
    [{ idle: 'cancelled' }, copy.cancelledTitle],
    [{ idle: 'expired' }, copy.expiredTitle],
    [{ idle: 'refunded' }, copy.refundedTitle],
    [{ payment: 'declined' }, copy.declinedTitle],
    ['cancelling', copy.cancellingPayment],
    ['confirming', copy.confirmingPayment],
    ['settling', copy.settlingPayment],
    ['confirmFailed', copy.confirmFailedTitle],
    ['settleFailed', copy.settleFailedTitle],
    ['placed', copy.placedTitle],
  ];
  return notices.find(([value]) => at(value))?.[1] ?? null;
}

async function expectScreen(page: Page, model: Model, where: string, coupon: string) {
  if (model.context.cart === 'none' && !model.context.resumed) return;
  const ui = checkoutPage(page);
  const notice = expectedNotice(model);
  const card = page.getByRole('dialog', { name: copy.card.title });
  const paying = model.matches({ placement: { payment: 'open' } });
  await expect(card, `${where}: the card form`).toHaveCount(paying ? 1 : 0);
  // Behind the form the page is inert, its notice ('Complete your payment') too.
  if (paying) return;
  if (notice) await expect(page.getByRole('heading', { name: notice }), `${where}: ${notice}`).toHaveCount(1);
  else await expect(ui.notice, `${where}: no notice`).toHaveCount(0);
  const busy = ['checking', 'placing', 'starting'].some((value) => model.matches({ placement: value } as never));
  if (busy) await expect(ui.placeOrder, `${where}: placing`).toHaveText(copy.placing);
  // Once placed or mid-settlement the sections may be gone.
  const sectionsShown =
    model.matches({ placement: 'idle' }) || busy || model.matches({ placement: { payment: 'declined' } });
  if (!sectionsShown) return;
  for (const section of ['address', 'summary', 'payment'] as const) {
    const open = model.matches({ sections: { [section]: 'open' } } as never);
    await expect(ui.section(sectionNames[section]), `${where}: ${section}`).toHaveAttribute(
      'aria-expanded',
      String(open),
    );
  }
  if (model.matches({ sections: { address: 'open' } })) {
    await expect(ui.addressChoice, `${where}: address chosen`).toBeChecked({ checked: model.context.address });
  }
  if (model.matches({ sections: { payment: 'open' } })) {
    await expect(ui.cash, `${where}: cash`).toBeChecked({ checked: model.context.mode === 'C' });
    await expect(ui.online, `${where}: online`).toBeChecked({ checked: model.context.mode === 'O' });
  }
  await expect(page.getByText(copy.couponApplied(coupon)), `${where}: coupon applied`).toHaveCount(
    model.matches({ coupon: 'applied' }) ? 1 : 0,
  );
  // A lapsed coupon's message is in the review, not under the box.
  if (model.matches({ coupon: 'refused' }) && !model.matches({ placement: { idle: 'reviewing' } })) {
    await expect(ui.coupon, `${where}: coupon refused`).toHaveAttribute('aria-invalid', 'true');
  }
}

/** The widths a checkout replay runs at. */
export const replayTags = ['@desktop'];

/** Replays one checkout model path on the checkout screen, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { input: pathInput, path }: ReplayPath<typeof checkoutModel>,
) {
  const input = pathInput as CheckoutInput;
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|status of (400|404|409)|Could not reach the shop/);
  // A covering path is long by design (up to 12 steps, the screen checked after each), and a
  // reload mid-payment first signs in, places, pays and reloads: its time grows with its steps.
  test.setTimeout(30_000 + 2_500 * (path.steps.length - 1 + (input.remembered ? 4 : 0)));
  const events = path.steps.map((step) => step.event as CheckoutModelEvent | { type: 'xstate.init' });
  // The paths change the product's price and stock, and buy it: a product of this test's own.
  const product = await ownProduct(request, { stock: 10 });
  const token = await signUpFreshUser(request);
  await putLine({ request, token, product });
  const address = await addAddress(request, token);
  const detail = (await callAs<Schemas['Cart']>(request, token, 'GET', 'cart')).data[0]!;
  const coupon = `E2E${product.product_id}X${Date.now()}`;
  await runCoupon(request, coupon);
  const shop: Shop = {
    request,
    token,
    product,
    price: detail.selling_price,
    coupon,
    addressId: address.int_glcode,
    step1: null,
    providerOrderId: null,
    payment: null,
    priceChanged: false,
  };
  const ui = checkoutPage(page);
  const card = page.getByRole('dialog', { name: copy.card.title });
  await page.clock.install();
  const server = await holdServer(page, async (sent, answer) => {
    if (answer.status() !== 200) return;
    shop.step1 = sent.postDataJSON() as Record<string, unknown>;
    shop.providerOrderId = ((await answer.json()) as { data: { id: string } }).data.id;
  });

  async function payInForm(number: string) {
    await card.getByLabel(copy.card.number).fill(number);
    await card.getByLabel(copy.card.expiry).fill('12/39');
    await card.getByLabel(copy.card.cvc).fill('123');
    await card.getByRole('button', { name: /^Pay / }).click();
  }

  /**
   * From the answer that places the order the page's clock stands still, so the 2 s
   * redirect happens when the path's WAIT_REDIRECT says, however slow the checks.
   */
  async function standStill() {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  }

  /** The remembered attempt a reload settles: step 1 answered, the form open, and paid too if the input says so. */
  async function reloadMidPayment(first: CheckoutModelEvent['type']) {
    await signInWithToken(page, token, '/checkout');
    await ui.addressChoice.check();
    await ui.online.check();
    server.expectCheck();
    await ui.placeOrder.click();
    await server.pass('cart');
    await server.pass('orders');
    await expect(card).toBeVisible();
    if (input.remembered?.confirmation) {
      await payInForm(PAYS);
      // Step 2 is on its way when the page reloads: it never reaches the server.
      const step2 = (await server.next('orders')).request().postDataJSON() as typeof shop.payment;
      shop.payment = { var_payment_id: step2!.var_payment_id, var_payment_signature: step2!.var_payment_signature };
    }
    if (first === 'SETTLE_NOT_FOUND') {
      await page.evaluate(() => {
        const key = 'statefront:checkout-payment';
        const remembered = JSON.parse(sessionStorage.getItem(key)!) as { paymentOrder: { id: string } };
        remembered.paymentOrder.id = 'sbx_order_not_this_shoppers';
        sessionStorage.setItem(key, JSON.stringify(remembered));
      });
    }
    await page.reload();
  }

  if (input.remembered) await reloadMidPayment((events[1] as CheckoutModelEvent).type);
  let previous = path.steps[0]!.state as Model;
  await expectScreen(page, previous, 'at the start', coupon);
  for (const [stepIndex, step] of path.steps.entries()) {
    const event = events[stepIndex]!;
    const model = step.state as Model;
    const couponApplied = previous.matches({ coupon: 'applied' });
    switch (event.type) {
      case 'xstate.init':
        break;
      case 'LOAD':
        if (event.stock === 'short') await stockGoes(shop, 1);
        await signInWithToken(page, token, '/checkout');
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        break;
      case 'TOGGLE':
        await ui.section(sectionNames[event.section]).click();
        break;
      case 'SELECT_ADDRESS':
        await ui.addressChoice.check();
        break;
      case 'SELECT_CASH':
        await ui.cash.check();
        break;
      case 'SELECT_ONLINE':
        await ui.online.check();
        break;
      case 'TYPE_COUPON': {
        const refused = events.slice(stepIndex).some((later) => later.type === 'COUPON_FAIL');
        await ui.coupon.fill(event.filled ? (refused ? 'NOPE10' : shop.coupon) : '');
        break;
      }
      case 'APPLY_COUPON':
        await ui.apply.click();
        break;
      case 'COUPON_OK':
      case 'COUPON_FAIL':
        await server.pass('coupon');
        break;
      case 'REMOVE_COUPON':
        await page.getByRole('button', { name: copy.removeCoupon }).click();
        break;
      case 'PLACE_ORDER':
        if (model.matches({ placement: 'checking' })) server.expectCheck();
        await ui.placeOrder.click();
        break;
      case 'CHECK_SAME':
        if (shop.priceChanged) await restorePrice(shop);
        await server.pass('cart');
        if (couponApplied) await server.pass('coupon');
        break;
      case 'CHECK_CHANGED':
        if (!shop.priceChanged) await changePrice(shop);
        await server.pass('cart');
        if (couponApplied) await server.pass('coupon');
        break;
      case 'CHECK_SHORT':
        await stockGoes(shop, 1);
        await server.pass('cart');
        if (couponApplied) await server.pass('coupon');
        break;
      case 'CHECK_LAPSED':
        await runCoupon(request, shop.coupon, { ended: true });
        await server.pass('cart');
        await server.pass('coupon');
        break;
      case 'CHECK_FAIL':
        await server.cut('cart');
        break;
      case 'PLACE_OK':
      case 'CONFIRM_OK':
        await standStill();
        await server.pass('orders');
        break;
      case 'START_OK':
        await server.pass('orders');
        break;
      case 'PLACE_NETWORK':
      case 'START_NETWORK':
      case 'CONFIRM_FAIL':
        await server.cut('orders');
        break;
      case 'PLACE_CONFLICT':
      case 'START_CONFLICT':
        await changePrice(shop);
        server.expectCheck();
        await server.pass('orders');
        break;
      case 'PLACE_REFUSED':
      case 'START_REFUSED':
        await callAs(request, token, 'DELETE', `address/${shop.addressId}`);
        await server.pass('orders');
        break;
      case 'CONFIRM_REFUNDED':
        await orderImpossible(shop);
        await server.pass('orders');
        break;
      case 'PAY_OK':
        await payInForm(PAYS);
        break;
      case 'DECLINE':
        await payInForm(DECLINED);
        break;
      case 'CLOSE':
        await page.keyboard.press('Escape');
        break;
      case 'RETRY_PAYMENT':
        await page.getByRole('button', { name: copy.tryAgain }).click();
        break;
      case 'CANCEL_PAYMENT':
        await page.getByRole('button', { name: copy.cancelPayment }).click();
        break;
      case 'CANCEL_PAID':
        await payThroughApi(shop);
        await server.pass('payments');
        break;
      case 'RETRY':
        await page.getByRole('button', { name: copy.retry, exact: true }).click();
        break;
      case 'EXPIRE':
        await expirePayment(request, shop.providerOrderId!);
        await page.clock.fastForward('16:00');
        break;
      case 'CANCEL_OK':
      case 'SETTLE_PENDING':
      case 'SETTLE_NOT_FOUND':
        await server.pass('payments');
        break;
      case 'SETTLE_PAID':
        if (!shop.payment) await payThroughApi(shop);
        expect(await confirmThroughApi(shop)).toBe(201);
        await standStill();
        await server.pass('payments');
        break;
      case 'SETTLE_EXPIRED':
        await expirePayment(request, shop.providerOrderId!);
        await server.pass('payments');
        break;
      case 'SETTLE_CANCELLED':
        await callAs(request, token, 'DELETE', `payments/${shop.providerOrderId}`);
        await server.pass('payments');
        break;
      case 'SETTLE_REFUNDED':
        if (!shop.payment) await payThroughApi(shop);
        await orderImpossible(shop);
        expect(await confirmThroughApi(shop), 'step 2 refunds the payment').toBe(409);
        await server.pass('payments');
        break;
      case 'CANCEL_FAIL':
      case 'SETTLE_FAIL':
        await server.cut('payments');
        break;
      case 'WAIT_REDIRECT':
        await page.clock.runFor(durations.redirectAfterOrder);
        await page.clock.resume();
        await expect(page).toHaveURL(/\/thankyou$/);
        if (stepIndex < events.length - 1) {
          // The shopper buys again: back at checkout, without reloading, as the app left it.
          await putLine(shop);
          await page.getByRole('button', { name: /^Cart/ }).click();
          await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
          await expect(page).toHaveURL(/\/checkout$/);
        }
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    if (event.type !== 'WAIT_REDIRECT') await expectScreen(page, model, `after ${event.type}`, coupon);
    previous = model;
  }
}
