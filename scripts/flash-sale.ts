/**
 * A flash sale against real servers, and its ledger: what bench:checkout measures and what
 * tests/pg/orders/placing/flash-sale.test.ts checks on a smaller scale. Shoppers are made in the database
 * (an account, a session, an address each: no sign-up, so no rate limit and no password
 * hashing stands between the bench and the sale), every one of them puts one unit of one of
 * the sale's variants in the cart, and then all place their orders at once, half cash on
 * delivery, half by sandbox card (step 1, the sandbox's card page, step 2). Every request is
 * bounded by a timeout; the ledger is read from the database afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Schemas } from '../openapi/client';
import { hashPassword } from '../server/auth/password';
import { tokenHash } from '../server/auth/token';
import type { Db } from '../server/db/connect';
import { addresses, orderLines, orders, paymentIntents, sessions, users, variants } from '../server/db/schema';
import { messages } from '../server/messages/messages';
import { TEST_CARDS } from '../server/payment-provider/cards';
import { texts } from '../rules/texts';
import { cashOrder } from './shopper-bodies';

export interface SaleVariant {
  productId: number;
  variantId: number;
}

export interface SaleShopper {
  userId: number;
  token: string;
  addressId: number;
}

/** How one shopper's attempt ended. */
export type Result = 'ordered' | 'out of stock' | 'refunded' | 'failed';

export interface Outcome {
  userId: number;
  way: 'cash' | 'card';
  result: Result;
  /** What went wrong, for a shopper whose attempt failed (a status and message, a timeout). */
  detail?: string;
  /** The payment id the sandbox gave, when it took the card's money. */
  paymentId?: string;
}

export interface Sale {
  outcomes: Outcome[];
  /** From the moment every shopper starts placing to the last answer. */
  seconds: number;
  /** Every placeOrder request's time (cash, card step 1 and step 2), in ms. */
  placeOrderMs: number[];
  /** Of those, the ones answered "out of stock" (a cash placement or a card's step 1)... */
  soldOutMs: number[];
  /** ...and all the others: the buyers' steps, and whatever else was answered. */
  buyerMs: number[];
  serverErrors: number;
  timeouts: number;
}

/** `count` shoppers, each with a session and an address, written straight to the database. */
export async function makeShoppers(db: Db, count: number): Promise<SaleShopper[]> {
  const tag = randomUUID().slice(0, 8);
  // Nobody logs in as them: one hash of a random password serves all.
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const mobileBase = 5_000_000_000 + Math.floor(Math.random() * 900_000_000);
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `flash-${tag}-${i}@example.com`,
          mobile: String(mobileBase + i),
          passwordHash,
          firstName: 'Kavya',
          lastName: 'Iyer',
        })),
      )
      .returning({ id: users.id });
    const tokens = made.map(() => randomBytes(32).toString('base64url'));
    const expiresAt = new Date(Date.now() + 24 * 3_600_000);
    await tx
      .insert(sessions)
      .values(made.map((user, i) => ({ userId: user.id, tokenHash: tokenHash(tokens[i]!), expiresAt })));
    const places = await tx
      .insert(addresses)
      .values(
        made.map((user) => ({
          userId: user.id,
          houseNo: '14',
          appName: 'Lotus Residency',
          landmark: 'Opposite Cubbon Park',
          country: 'India',
          state: 'Karnataka',
          city: 'Bengaluru',
          pincode: '560001',
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    const placeOf = new Map(places.map((place) => [place.userId, place.id]));
    return made.map((user, i) => ({ userId: user.id, token: tokens[i]!, addressId: placeOf.get(user.id)! }));
  });
}

/** Spreads `units` over the variants (the first ones get the remainder) and sets their stock; the stock each starts with. */
export async function stockUp(db: Db, sale: readonly SaleVariant[], units: number): Promise<Map<number, number>> {
  const start = new Map(
    sale.map((v, i) => [v.variantId, Math.floor(units / sale.length) + (i < units % sale.length ? 1 : 0)]),
  );
  for (const [variantId, stock] of start) await db.update(variants).set({ stock }).where(eq(variants.id, variantId));
  return start;
}

type Answer = { status: number; body: { message?: string; data?: unknown } } | { status: 'timeout' };

interface Caller {
  call(method: string, path: string, options: { token?: string; body?: unknown; key?: string }): Promise<Answer>;
}

/**
 * node:http with a keep-alive agent, not fetch: the load generator shares the machine's cores with the
 * servers and the database, and fetch's request and stream layers cost several times what a bare
 * request does, CPU the bench would otherwise take from the shop it measures.
 */
function caller(apiUrl: string, timeoutMs: number): Caller {
  // Every shopper's connection kept between the carts' filling and the placing: node keeps 256 free by default, and
  // a crowd larger than that would otherwise connect again, one by one, while the servers sell.
  const agent = new Agent({ keepAlive: true, maxFreeSockets: Number.POSITIVE_INFINITY });
  const base = new URL(apiUrl);
  return {
    call(method, path, { token, body, key }) {
      // The headers fetch sends, so the servers do the same work for either (gzip for an answer worth it).
      const headers: Record<string, string> = {
        accept: '*/*',
        'accept-language': '*',
        'sec-fetch-mode': 'cors',
        'user-agent': 'node',
        'accept-encoding': 'gzip, deflate',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      if (key) headers['idempotency-key'] = key;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      return new Promise<Answer>((resolve, reject) => {
        const sent = request(
          { agent, host: base.hostname, port: base.port, method, path: `${base.pathname}${path}`, headers },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              clearTimeout(timer);
              const bytes = Buffer.concat(chunks);
              const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString(
                'utf8',
              );
              resolve({ status: response.statusCode!, body: text ? (JSON.parse(text) as { message?: string }) : {} });
            });
          },
        );
        const timer = setTimeout(() => {
          sent.destroy();
          resolve({ status: 'timeout' });
        }, timeoutMs);
        sent.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        sent.end(payload);
      });
    },
  };
}

/** A refusal for stock says the product page's own words (product: 'This product out of stock'). */
const outOfStock = (answer: Answer) => answer.status === 409 && (answer.body.message ?? '').endsWith(texts.outOfStock);

const describe = (step: string, answer: Answer) =>
  answer.status === 'timeout'
    ? `${step}: no answer (timeout)`
    : `${step}: ${answer.status} ${answer.body.message ?? ''}`.trim();

export interface SaleOptions {
  /**
   * Each server's API base (http://127.0.0.1:PORT/api/v1); shopper i uses server ⌊i/2⌋ mod n, so each server has cash
   * and card shoppers alike (i mod 2 picks the way).
   */
  apiUrls: readonly string[];
  shoppers: readonly SaleShopper[];
  variants: readonly SaleVariant[];
  /** Every request's bound. */
  timeoutMs: number;
  /** Called as every shopper starts placing, the carts filled (bench:checkout starts its CPU count there). */
  placing?: () => void;
}

/**
 * The sale: shopper i wants one unit of variant i mod V and pays cash when i is even, by card
 * when odd. First every cart is filled (and card shoppers read their total, as the checkout
 * page does); then every shopper places at once. Only the placing is timed.
 */
export async function runSale({ apiUrls, shoppers, variants: sale, timeoutMs, placing }: SaleOptions): Promise<Sale> {
  const callers = apiUrls.map((url) => caller(url, timeoutMs));
  const placeOrderMs: number[] = [];
  const soldOutMs: number[] = [];
  const buyerMs: number[] = [];
  let serverErrors = 0;
  let timeouts = 0;
  const counted = (answer: Answer) => {
    if (answer.status === 'timeout') timeouts += 1;
    else if (answer.status >= 500) serverErrors += 1;
    return answer;
  };
  const place = async (api: Caller, token: string, body: Schemas['PlaceOrder'], key?: string) => {
    const started = performance.now();
    const answer = counted(await api.call('POST', '/orders', { token, body, key }));
    const ms = performance.now() - started;
    placeOrderMs.push(ms);
    (outOfStock(answer) ? soldOutMs : buyerMs).push(ms);
    return answer;
  };

  const attempts = shoppers.map((shopper, i) => {
    const api = callers[Math.floor(i / 2) % callers.length]!;
    const { productId, variantId } = sale[i % sale.length]!;
    const way: Outcome['way'] = i % 2 === 0 ? 'cash' : 'card';
    const order: Schemas['PlaceOrder'] = cashOrder(shopper.addressId);
    const { token, userId } = shopper;
    const end = (result: Result, detail?: string, paymentId?: string): Outcome => ({
      userId,
      way,
      result,
      detail,
      paymentId,
    });

    /** Untimed: the cart, and for a card the payable total the shopper saw. */
    const prepare = async (): Promise<Outcome | number | null> => {
      const added = counted(
        await api.call('PUT', '/cart', { token, body: { fk_product: productId, fk_variant: variantId, var_qty: 1 } }),
      );
      if (outOfStock(added)) return end('out of stock');
      if (added.status !== 200) return end('failed', describe('updateCart', added));
      if (way === 'cash') return null;
      const cart = counted(await api.call('GET', '/cart', { token }));
      if (cart.status !== 200) return end('failed', describe('getCart', cart));
      return Math.round((cart.body as unknown as Schemas['Cart']).gross_total * 100);
    };

    const cash = async (): Promise<Outcome> => {
      const placed = await place(api, token, order, randomUUID());
      if (placed.status === 201) return end('ordered');
      return outOfStock(placed) ? end('out of stock') : end('failed', describe('placeOrder', placed));
    };

    const card = async (amount: number): Promise<Outcome> => {
      const online = { ...order, var_payment_mode: 'O' as const, amount, currency: 'INR' as const };
      const one = await place(api, token, online);
      if (outOfStock(one)) return end('out of stock');
      if (one.status !== 200) return end('failed', describe('placeOrder step 1', one));
      const providerOrder = one.body.data as Schemas['PaymentOrder'];
      const paid = counted(
        await api.call('POST', '/sandbox/checkout', {
          body: { order_id: providerOrder.id, card_number: TEST_CARDS.success, card_expiry: '12/30', card_cvc: '123' },
        }),
      );
      if (paid.status !== 200) return end('failed', describe('sandboxCheckout', paid));
      const payment = paid.body as unknown as {
        var_payment_id: string;
        var_provider_order_id: string;
        var_payment_signature: string;
      };
      const two = await place(api, token, { ...online, ...payment }, randomUUID());
      if (two.status === 201) return end('ordered', undefined, payment.var_payment_id);
      // The contract's answer when no order could be made for the payment: it was given back.
      const result = two.status === 409 && two.body.message === messages.payments.refunded ? 'refunded' : 'failed';
      return end(result, describe('placeOrder step 2', two), payment.var_payment_id);
    };
    return { prepare, cash, card };
  });

  const prepared = await Promise.all(attempts.map((attempt) => attempt.prepare()));
  placing?.();
  const started = performance.now();
  const outcomes = await Promise.all(
    attempts.map((attempt, i) => {
      const ready = prepared[i];
      if (typeof ready === 'object' && ready !== null) return ready;
      return typeof ready === 'number' ? attempt.card(ready) : attempt.cash();
    }),
  );
  return {
    outcomes,
    seconds: (performance.now() - started) / 1000,
    placeOrderMs,
    soldOutMs,
    buyerMs,
    serverErrors,
    timeouts,
  };
}

export interface LedgerLine {
  check: string;
  figures: string;
  ok: boolean;
}

/**
 * The sale's books, read from the database: every unit, order and payment of the sale's
 * shoppers on the sale's variants accounted for, and the shoppers' answers agreeing with it.
 */
export async function ledger(db: Db, sale: Sale, start: ReadonlyMap<number, number>): Promise<LedgerLine[]> {
  const variantIds = [...start.keys()];
  const userIds = sale.outcomes.map((o) => o.userId);
  const unitsAtStart = [...start.values()].reduce((a, b) => a + b, 0);

  const stock = await db
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(inArray(variants.id, variantIds));
  const left = stock.reduce((sum, row) => sum + row.stock, 0);
  const lines = await db
    .select({ orderId: orders.id, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.userId, userIds), inArray(orderLines.variantId, variantIds)));
  const sold = lines.reduce((sum, line) => sum + line.quantity, 0);
  const pending = await db
    .select({ request: paymentIntents.request })
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.userId, userIds), eq(paymentIntents.status, 'pending')));
  const held = pending
    .flatMap((intent) => (intent.request as { items: { variantId: number; quantity: number }[] }).items)
    .filter((item) => start.has(item.variantId))
    .reduce((sum, item) => sum + item.quantity, 0);

  const placed = await db
    .select({ id: orders.id, userId: orders.userId, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(inArray(orders.userId, userIds));
  const perShopper = new Map<number, number>();
  for (const order of placed) perShopper.set(order.userId, (perShopper.get(order.userId) ?? 0) + 1);
  const twice = [...perShopper.values()].filter((n) => n > 1).length;
  const ordered = sale.outcomes.filter((o) => o.result === 'ordered').length;

  const captured = await db
    .select()
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.userId, userIds), isNotNull(paymentIntents.capturedAt)));
  const ordersOf = (providerOrderId: string) => placed.filter((order) => order.providerOrderId === providerOrderId);
  const toOrder = captured.filter((intent) => {
    const made = ordersOf(intent.providerOrderId);
    return intent.status === 'paid' && made.length === 1 && made[0]!.id === intent.orderId;
  }).length;
  const toRefund = captured.filter(
    (intent) => intent.status === 'refunded' && intent.refundId && ordersOf(intent.providerOrderId).length === 0,
  ).length;
  const takenIds = new Set(captured.map((intent) => intent.paymentId));
  const unknownToServer = sale.outcomes.filter((o) => o.paymentId && !takenIds.has(o.paymentId)).length;

  const refusedForStock = sale.outcomes.filter((o) => o.result === 'out of stock').length;
  const refunded = sale.outcomes.filter((o) => o.result === 'refunded').length;
  const failed = sale.outcomes.filter((o) => o.result === 'failed');
  const minStock = Math.min(...stock.map((row) => row.stock));

  return [
    {
      check: 'units sold + units left (+ held) = units at start',
      figures: `${sold} + ${left} (+ ${held}) = ${sold + left + held} of ${unitsAtStart}; lowest stock ${minStock}`,
      ok: sold + left + held === unitsAtStart && held === 0 && minStock >= 0,
    },
    {
      check: 'orders = units sold = shoppers answered 201',
      figures: `${placed.length} = ${sold} = ${ordered}`,
      ok: placed.length === sold && sold === ordered && lines.length === placed.length,
    },
    {
      check: 'sandbox payments taken = to one order + to one refund',
      figures: `${captured.length} = ${toOrder} + ${toRefund}; ${unknownToServer} taken and not recorded`,
      ok: captured.length === toOrder + toRefund && unknownToServer === 0,
    },
    { check: 'shoppers with two orders for one attempt', figures: String(twice), ok: twice === 0 },
    {
      check: 'every shopper: ordered, refused for stock (product text) or refunded',
      figures:
        `${ordered} + ${refusedForStock} + ${refunded} of ` +
        `${sale.outcomes.length}${failed.length ? `; failed: ${failed[0]!.detail}` : ''}`,
      ok: failed.length === 0 && ordered + refusedForStock + refunded === sale.outcomes.length,
    },
    { check: '5xx answers', figures: String(sale.serverErrors), ok: sale.serverErrors === 0 },
    { check: 'requests with no answer in time', figures: String(sale.timeouts), ok: sale.timeouts === 0 },
  ];
}

export interface Floor {
  orders: number;
  seconds: number;
}

/**
 * What the database itself does: `transactions` bare transactions at once, each taking one
 * unit from one of `rows` stock rows (holding `units` in all) and inserting one order row,
 * on tables of their own (made here, dropped after). No HTTP, no server, no shop code.
 */
export async function floor(
  db: Db,
  { transactions, rows, units }: { transactions: number; rows: number; units: number },
): Promise<Floor> {
  await db.execute(
    sql`create table if not exists bench_floor_stock (id integer primary key, units integer not null check (units >= 0))`,
  );
  await db.execute(
    sql`create table if not exists bench_floor_orders (id integer primary key generated by default as identity,
      stock_id integer not null, created_at timestamptz not null default now())`,
  );
  try {
    await db.execute(sql`truncate bench_floor_stock, bench_floor_orders`);
    const burst = async () => {
      const started = performance.now();
      const made = await Promise.all(
        Array.from({ length: transactions }, (_, i) =>
          db.transaction(async (tx) => {
            const taken = await tx.execute(
              sql`update bench_floor_stock set units = units - 1 where id = ${i % rows} and units > 0 returning id`,
            );
            if (taken.rows.length === 0) return 0;
            await tx.execute(sql`insert into bench_floor_orders (stock_id) values (${i % rows})`);
            return 1;
          }),
        ),
      );
      return { orders: made.reduce<number>((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000 };
    };
    const stockUp = async () => {
      for (let row = 0; row < rows; row += 1) {
        const share = Math.floor(units / rows) + (row < units % rows ? 1 : 0);
        await db.execute(sql`insert into bench_floor_stock (id, units) values (${row}, ${share})`);
      }
    };
    // A first burst on empty rows fills the connection pool, as the shop's warm-up fills the servers'; then the timed one.
    await stockUp();
    await db.execute(sql`update bench_floor_stock set units = 0`);
    await burst();
    await db.execute(sql`truncate bench_floor_stock, bench_floor_orders`);
    await stockUp();
    return await burst();
  } finally {
    await db.execute(sql`drop table if exists bench_floor_orders, bench_floor_stock`);
  }
}

/** The q-th quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
