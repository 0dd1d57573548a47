/**
 * Every "at most N" holds when the requests come at once (decision 0045). For each limit,
 * 3×N requests are sent together, alternating between two server processes on one
 * PostgreSQL, while the table they write is locked by the test: they are let go only once
 * every one of them waits in the database, so none is served before the others arrive.
 * Exactly N are allowed; each test prints what was.
 * On a database of the file's own, so its table locks stop no other file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#rules/limits';
import { makeShoppers, type SaleShopper } from '#scripts/flash-sale';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { advanceOrder } from '#server/cli/commands';
import { openDatabase, type Database } from '#server/db/connect';
import { addresses, cartLines, mailOutbox, reviews, stockWaits, users } from '#server/db/schema';
import { messages } from '#server/messages/messages';
import { createContractClient, type Answer, type ContractClient } from '#tests/contract/contract-client';
import { shopping } from '#tests/contract/shopping-fixtures';
import { mailedResetCode } from '#tests/support/mail-files';
import { ownProducts, ownVariant } from '#tests/support/own-products';
import { blockedBehind } from '../blocked-behind';
import { ownDatabase } from '../pg-server';

/** The largest burst (3 × 50 waits) in the database at once: a connection each, half per process. */
const POOL = (3 * limits.stockWaitsPerShopper) / 2 + 5;

let database: Awaited<ReturnType<typeof ownDatabase>>;
let db: Database;
let dataDir: string;
let servers: ServerProcess[] = [];
let apis: ContractClient[] = [];

beforeAll(async () => {
  database = await ownDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-limits-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '12',
    DATABASE_POOL_SIZE: String(POOL),
  };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 150_000 }),
    spawnServer({ env, readyTimeoutMs: 150_000 }),
  ]);
  apis = servers.map((server) => createContractClient(server.url));
  db = await openDatabase({ databaseUrl: database.url });
}, 180_000);

afterAll(async () => {
  await Promise.all([...servers.map((server) => server.stop()), db?.close()]);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `copies` requests at once, request i through server i mod 2, while `lock` (a table lock
 * in the test's own transaction) holds them: let go once every one waits in the database,
 * for the lock or in line behind one that does.
 */
async function atOnce(lock: string, copies: number, send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(lock);
    const sent = Array.from({ length: copies }, (_, i) => send(i));
    const deadline = Date.now() + 60_000;
    while ((await blockedBehind(holder)) < copies && Date.now() < deadline) await pause(50);
    expect(
      await blockedBehind(holder),
      'every request waits in the database before any is let go',
    ).toBeGreaterThanOrEqual(copies);
    await holder.query('commit');
    return await Promise.all(sent);
  } finally {
    await holder.end();
  }
}

const api = (i: number) => apis[i % 2]!;

/** How many answers had each status. */
function statuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function report(limit: string, n: number, sent: number, allowed: number, more = ''): void {
  console.log(`limit ${limit}: N=${n}, sent ${sent} at once, allowed ${allowed}${more}`);
}

async function shopper(): Promise<SaleShopper & { email: string }> {
  const [made] = await makeShoppers(db.db, 1);
  const [row] = await db.db.select({ email: users.email }).from(users).where(eq(users.id, made!.userId));
  return { ...made!, email: row!.email };
}

/** A shopper who has received one unit of a product of the test's own: the order and its line. */
async function delivered() {
  const me = await shopper();
  const variant = await ownVariant(db.db, 10);
  await apis[0]!.ok('updateCart', {
    token: me.token,
    body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
  });
  const order = await apis[0]!.ok('placeOrder', { token: me.token, body: shopping.cashOrder(me.addressId) });
  const orderId = (order as { data: { int_glcode: number } }).data.int_glcode;
  for (let step = 0; step < 3; step++) await advanceOrder(db.db, String(orderId), 'http://127.0.0.1/');
  return { me, orderId, ...variant };
}

describe('every "at most N" with 3×N requests at once, on two processes', () => {
  it(`reset codes: at most ${limits.resetCodesPerHour} an hour per email, and as many mails`, async () => {
    const n = limits.resetCodesPerHour;
    const victim = await shopper();
    const answers = await atOnce('lock table password_resets in share mode', 3 * n, (i) =>
      api(i).call('requestPasswordReset', { body: { var_email: victim.email } }),
    );
    const allowed = answers.filter((answer) => answer.status === 202).length;
    // The mails are written once each answer has left: wait for them, then a while longer for any extra.
    const mails = async () =>
      (
        await db.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.recipient, victim.email), eq(mailOutbox.kind, 'password-reset')))
      ).length;
    const deadline = Date.now() + 20_000;
    while ((await mails()) < allowed && Date.now() < deadline) await pause(100);
    await pause(1_500);
    const queued = await mails();
    report('reset-codes-per-email-hour', n, 3 * n, allowed, `, mails queued ${queued}`);
    expect(statuses(answers)).toEqual({ 202: n, 429: 2 * n });
    expect(queued).toBe(n);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
    }
  }, 120_000);

  it(`wrong reset codes: at most ${limits.resetCodeTries} tried, then the code is dead`, async () => {
    const n = limits.resetCodeTries;
    const me = await shopper();
    // The mail's code, read from the file the server wrote (the outbox forgets a body once sent), so the guesses are surely wrong.
    const code = await mailedResetCode(dataDir, me.email, () =>
      apis[0]!.ok('requestPasswordReset', { body: { var_email: me.email } }),
    );
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await atOnce('lock table password_resets in exclusive mode', 3 * n, (i) =>
      api(i).call<{ message: string }>('confirmPasswordReset', { body: { var_email: me.email, code: wrong } }),
    );
    const said = (message: string) =>
      answers.filter((answer) => (answer.body as { message: string }).message === message).length;
    const tried = said(messages.passwordReset.codeWrong) + said(messages.passwordReset.codeBurned);
    report('wrong-tries-per-code', n, 3 * n, tried);
    expect(said(messages.passwordReset.codeWrong)).toBe(n - 1);
    expect(said(messages.passwordReset.codeBurned)).toBe(1);
    expect(said(messages.passwordReset.codeUsedUp)).toBe(2 * n);
  }, 60_000);

  it(`stock waits: at most ${limits.stockWaitsPerShopper} per shopper`, async () => {
    const n = limits.stockWaitsPerShopper;
    const me = await shopper();
    const soldOut = (await ownProducts(db.db, Math.ceil((3 * n) / 2), 0)).flatMap((product) => product.variants);
    expect(soldOut.length).toBeGreaterThanOrEqual(3 * n);
    const answers = await atOnce('lock table stock_waits in share mode', 3 * n, (i) =>
      api(i).call('waitForStock', { token: me.token, path: { variant_id: soldOut[i]!.id } }),
    );
    const kept = await db.db.select().from(stockWaits).where(eq(stockWaits.userId, me.userId));
    const allowed = statuses(answers)[200] ?? 0;
    report('stock-waits-per-shopper', n, 3 * n, allowed, `, waits kept ${kept.length}`);
    expect(statuses(answers)).toEqual({ 200: n, 409: 2 * n });
    expect(kept).toHaveLength(n);
  }, 120_000);

  it(`saved addresses: at most ${limits.addressesPerShopper} per shopper`, async () => {
    const n = limits.addressesPerShopper;
    const me = await shopper();
    await db.db.delete(addresses).where(eq(addresses.userId, me.userId));
    const answers = await atOnce('lock table addresses in share mode', 3 * n, (i) =>
      api(i).call('createAddress', { token: me.token, body: shopping.address }),
    );
    const [kept] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, me.userId));
    report('addresses-per-shopper', n, 3 * n, statuses(answers)[201] ?? 0, `, addresses kept ${kept!.n}`);
    expect(statuses(answers)).toEqual({ 201: n, 409: 2 * n });
    expect(kept!.n).toBe(n);
  }, 60_000);

  it(`a cart line: one per option, at most ${limits.perCartLine} units`, async () => {
    const n = limits.perCartLine;
    const me = await shopper();
    const variant = await ownVariant(db.db, 100);
    // Each request sets the line to the most it may hold: the line must stay one line of N units.
    const answers = await atOnce('lock table cart_lines in share mode', 3 * n, (i) =>
      api(i).call('updateCart', {
        token: me.token,
        body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: n },
      }),
    );
    const lines = await db.db.select().from(cartLines).where(eq(cartLines.userId, me.userId));
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    report('units-per-cart-line', n, 3 * n, units, ` units, in ${lines.length} line`);
    expect(statuses(answers)).toEqual({ 200: 3 * n });
    expect(lines).toHaveLength(1);
    expect(units).toBe(n);
  }, 60_000);

  it('reviews: one per shopper and product received', async () => {
    const n = 1;
    const { me, productId } = await delivered();
    const answers = await atOnce('lock table reviews in share mode', 3 * n, (i) =>
      api(i).call('createReview', {
        token: me.token,
        body: {
          fk_product: productId,
          rating: 1 + (i % 5),
          review_text: `Review ${i}`,
          var_name: 'K',
          var_email: me.email,
          user_id: 1,
        },
      }),
    );
    const kept = await db.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, me.userId), eq(reviews.productId, productId)));
    report('reviews-per-shopper-and-product', n, 3 * n, kept.length, ' kept (a later review replaces the earlier)');
    expect(statuses(answers)).toEqual({ 201: 3 * n });
    expect(kept).toHaveLength(n);
  }, 60_000);

  it('returns: one per order line', async () => {
    const n = 1;
    const { me, orderId, productId, variantId } = await delivered();
    const answers = await atOnce('lock table returns in share mode', 3 * n, (i) =>
      api(i).call('returnProduct', {
        token: me.token,
        body: { order_id: orderId, fk_product: productId, fk_variant: variantId, return_text: 'Too small' },
      }),
    );
    const allowed = statuses(answers)[200] ?? 0;
    report('returns-per-order-line', n, 3 * n, allowed);
    expect(statuses(answers)).toEqual({ 200: n, 409: 2 * n });
  }, 60_000);
});
