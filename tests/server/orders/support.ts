/** Shared steps for the cart/order/payment/invoice server tests: real HTTP, real database. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { paymentIntents, products, variants } from '#server/db/schema';
import { release } from '#server/orders/payments/holds';
import { SandboxProvider } from '#server/payment-provider/sandbox';
import { ownVariant } from '#tests/support/own-products';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One API call; the body is parsed as JSON unless the server sent something else (then a Buffer). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('application/json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: body as T, headers: response.headers };
}

let counter = 0;

export interface Shopper {
  token: string;
  email: string;
  addressId: number;
}

/** A fresh account with one address, so tests never share a cart. */
export async function newShopper(base: string): Promise<Shopper> {
  counter += 1;
  const stamp = `${process.pid}${Date.now() % 100000}${counter}`;
  const email = `t${stamp}@example.com`;
  const signUp = await call(base, 'POST', '/user', {
    body: {
      var_email: email,
      var_password: 'Shopper@123',
      var_mobile_no: `9${stamp.padStart(9, '0').slice(-9)}`,
      var_name: 'Test',
      last_name: 'Shopper',
    },
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = signUp.body.data.accessToken as string;
  const address = await call(base, 'POST', '/address', {
    token,
    body: {
      var_house_no: '12B',
      var_app_name: 'Lotus Apartments',
      var_landmark: 'Near City Mall',
      var_country: 'India',
      var_state: 'Maharashtra',
      var_city: 'Pune',
      var_pincode: '411001',
      chr_type: 'home',
    },
  });
  if (address.status !== 201) throw new Error(`address failed: ${address.status} ${JSON.stringify(address.body)}`);
  return { token, email, addressId: address.body.data.int_glcode as number };
}

export interface VariantPick {
  productId: number;
  variantId: number;
  title: string;
  price: number;
  sellingPrice: number;
}

/** The n-th variant of the catalogue with its stock set to `stock`, so each test owns its numbers. */
export async function variantWithStock(db: Db, n: number, stock: number): Promise<VariantPick> {
  const [row] = await db
    .select({
      productId: variants.productId,
      variantId: variants.id,
      title: products.title,
      price: variants.pricePaise,
      sellingPrice: variants.sellingPricePaise,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(asc(variants.id))
    .offset(n)
    .limit(1);
  if (!row) throw new Error(`no variant #${n}`);
  await setStock(db, row.variantId, stock);
  return row;
}

/** Gives the product an HSN code, so a test knows its GST rate: 7117 (imitation jewellery) is 3% at any price. */
export async function taxAs(db: Db, productId: number, hsn: string): Promise<void> {
  await db.update(products).set({ hsn }).where(eq(products.id, productId));
}

/** The GST on a value at a flat rate, as the shop takes it: two halves, each rounded to the paisa. */
export const gstOf = (valuePaise: number, percent: number): number => 2 * Math.round((valuePaise * percent) / 200);

export async function setStock(db: Db, variantId: number, stock: number): Promise<void> {
  await db.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, variantId));
  return row!.stock;
}

/** The body of a cash placeOrder for this shopper. */
export const cashOrder = (shopper: Shopper, extra: Record<string, unknown> = {}) => ({
  var_payment_mode: 'C',
  var_payment_id: '',
  shipping_charge: '0',
  var_promocode: '',
  cashback: 0,
  var_adress_id: shopper.addressId,
  var_phone: '9876543210',
  ...extra,
});

export async function addToCart(base: string, shopper: Shopper, pick: VariantPick, quantity: number) {
  const answer = await call(base, 'PUT', '/cart', {
    token: shopper.token,
    body: { fk_product: pick.productId, var_qty: quantity, fk_variant: pick.variantId },
  });
  if (answer.status !== 200) throw new Error(`add to cart failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The sandbox's test card that pays. */
export const testCard = { card_number: '4111 1111 1111 1111', card_expiry: '12/99', card_cvc: '123' };

export interface SandboxPayment {
  var_payment_id: string;
  var_provider_order_id: string;
  var_payment_signature: string;
}

/** Online step 1 for the shopper's cart, for its total unless `amount` says otherwise. */
export async function onlineStepOne(base: string, shopper: Shopper, amount?: number) {
  const cart = (await call(base, 'GET', '/cart', { token: shopper.token })).body;
  return call(base, 'POST', '/orders', {
    token: shopper.token,
    body: cashOrder(shopper, {
      var_payment_mode: 'O',
      amount: amount ?? Math.round(cart.gross_total * 100),
      currency: 'INR',
    }),
  });
}

/** The sandbox's card page for a provider order. */
export const sandboxPay = (base: string, providerOrderId: string, card: typeof testCard = testCard) =>
  call<SandboxPayment & { message?: string }>(base, 'POST', '/sandbox/checkout', {
    body: { order_id: providerOrderId, ...card },
  });

/** Online step 2 with what the provider answered. */
export const onlineStepTwo = (
  base: string,
  shopper: Shopper,
  paid: SandboxPayment,
  headers: Record<string, string> = {},
) =>
  call(base, 'POST', '/orders', {
    token: shopper.token,
    body: cashOrder(shopper, { var_payment_mode: 'O', ...paid }),
    headers,
  });

/**
 * A taken payment's hold given back the way the sweep did before payments were settled
 * (decision 0014): the state a server upgraded mid-payment finds, and the only way a
 * payment the server saw taken loses its units.
 */
export async function releasedBeforeSettlement(db: Db, providerOrderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const intents = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerOrderId, providerOrderId))
      .for('update');
    await release(tx, intents, 'expired', { publicUrl: 'http://127.0.0.1/', now: new Date() });
  });
}

/** A cash order, then a card order in two steps (paidOnlineOrder), each by a shopper and for a product of its own. */
export async function cashThenCard(base: string, db: Db): Promise<void> {
  const variant = await ownVariant(db, 5);
  const shopper = await newShopper(base);
  await addToCart(base, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
  const cash = await call(base, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  if (cash.status !== 201) throw new Error(`the cash order failed: ${cash.status} ${JSON.stringify(cash.body)}`);
  await paidOnlineOrder(base, db);
}

/** A shopper of its own with an order paid online by sandbox card, for one unit of a product of its own. */
export async function paidOnlineOrder(base: string, db: Db) {
  const variant = await ownVariant(db, 5);
  const shopper = await newShopper(base);
  await addToCart(base, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
  const one = await onlineStepOne(base, shopper);
  if (one.status !== 200) throw new Error(`step 1 failed: ${one.status} ${JSON.stringify(one.body)}`);
  const providerOrderId = one.body.data.id as string;
  const paid = await sandboxPay(base, providerOrderId);
  if (paid.status !== 200) throw new Error(`sandbox payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  const two = await onlineStepTwo(base, shopper, paid.body);
  if (two.status !== 201) throw new Error(`step 2 failed: ${two.status} ${JSON.stringify(two.body)}`);
  return {
    shopper,
    variant,
    providerOrderId,
    paymentId: paid.body.var_payment_id,
    orderId: two.body.data.int_glcode as number,
  };
}

/** The sandbox, able to fail its refunds as an unreachable provider would. */
export class FlakySandbox extends SandboxProvider {
  refundsFail = false;
  override async refund(paymentId: string, amountPaise: number) {
    if (this.refundsFail) throw new Error('the provider did not answer');
    return super.refund(paymentId, amountPaise);
  }
}
