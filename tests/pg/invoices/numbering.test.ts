/**
 * Invoice numbers under load (decision 0051): two server processes place orders at once on
 * one PostgreSQL while a third session has taken a number and then rolls back. Every order
 * gets one number, none twice, and the series of the financial year runs 1, 2, 3… with no
 * gap: the rolled-back number went to an order placed after it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase, type Database } from '#server/db/connect';
import { orders, taxDocuments } from '#server/db/schema';
import { financialYearOf } from '#server/pricing/financial-year';
import { issueInvoice } from '#server/invoices/tax-documents';
import { asc, eq } from 'drizzle-orm';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { inBatches, ownDatabase } from '../pg-server';

const SHOPPERS = 16;

let own: Awaited<ReturnType<typeof ownDatabase>>;
let servers: ServerProcess[] = [];
let apis: ContractClient[] = [];
let database: Database;
let monitor: pg.Client;

beforeAll(async () => {
  // A database of its own: no other file's orders take numbers from its series.
  own = await ownDatabase();
  const env = { DATABASE_URL: own.url, RATE_LIMIT_AUTH: '0', RATE_LIMIT_READS: '0', LOG_LEVEL: 'warn' };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 180_000 }),
    spawnServer({ env, readyTimeoutMs: 180_000 }),
  ]);
  apis = servers.map((server) => createContractClient(server.url));
  database = await openDatabase({ databaseUrl: own.url });
  monitor = new pg.Client({ connectionString: own.url });
  await monitor.connect();
}, 240_000);

afterAll(async () => {
  await Promise.all([...servers.map((server) => server.stop()), database?.close(), monitor?.end()]);
  await own?.drop();
}, 60_000);

/** How many sessions wait on a lock `pid` holds. */
async function waitingOn(pid: number): Promise<number> {
  const { rows } = await monitor.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
    [pid],
  );
  return rows[0]!.n;
}

describe('invoice numbers from two processes at once', () => {
  it('are distinct and gapless, a rolled-back number given to the next order', async () => {
    const [product] = await ownProducts(database.db, 1, SHOPPERS * 2);
    const variant = product!.variants[0]!;
    const shoppers = await inBatches(
      Array.from({ length: SHOPPERS }, (_, i) => i),
      4,
      async (i) => {
        const api = apis[i % 2]!;
        const shopper = await newShopperWithAddress(api);
        await api.ok('updateCart', {
          token: shopper.token,
          body: { fk_product: product!.id, fk_variant: variant.id, var_qty: 1 },
        });
        return { api, shopper };
      },
    );
    // A seeded order, placed before invoices were numbered, is opened: its invoice takes the year's first number...
    const [seeded] = await database.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holder!: { pid: number; sequence: number };
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const rolledBack = database.db
      .transaction(async (tx) => {
        const pid = (await tx.execute<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        holder = { pid, sequence: (await issueInvoice(tx, seeded!.id, new Date())).sequence };
        held();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => error);
    await taken;
    expect(holder.sequence).toBe(1);

    // ...while every shopper places at once, through both processes: they wait on the counter's row.
    const placing = Promise.all(
      shoppers.map(({ api, shopper }) =>
        api.call<{ data: { int_glcode: number } }>('placeOrder', {
          token: shopper.token,
          body: shopping.cashOrder(shopper.addressId),
        }),
      ),
    );
    const deadline = Date.now() + 30_000;
    while ((await waitingOn(holder.pid)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await waitingOn(holder.pid)).toBeGreaterThan(0);
    // ...and then that opening fails: its number is given back.
    release();
    expect(String(await rolledBack)).toContain('rolled back on purpose');

    const placed = await placing;
    expect(placed.map((answer) => answer.status)).toEqual(placed.map(() => 201));
    const orderIds = placed.map((answer) => answer.body.data.int_glcode);

    const year = financialYearOf(new Date()).label;
    const series = await database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.financialYear, year))
      .orderBy(asc(taxDocuments.sequence));
    const invoices = series.filter((document) => document.kind === 'invoice');
    expect(invoices.map((document) => document.sequence)).toEqual(Array.from({ length: SHOPPERS }, (_, i) => i + 1));
    expect(new Set(invoices.map((document) => document.number)).size).toBe(SHOPPERS);
    expect(invoices.map((document) => document.orderId).sort((a, b) => a - b)).toEqual(
      [...orderIds].sort((a, b) => a - b),
    );
    expect(invoices.some((document) => document.orderId === seeded!.id)).toBe(false);
  }, 120_000);
});
