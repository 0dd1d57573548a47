import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/connect';
import * as schema from '#server/db/schema';
import { resetAndSeed, seedIfEmpty } from '#server/seed';
import { DEMO_SHOPPER, OTHER_SHOPPER } from '#server/seed/demo-users';
import { verifyPassword } from '#server/auth/password';
import { SITE_CONTENT_KEYS } from '#server/db/site-content';
import { ORDER_STATUSES } from '#rules/orders';
import { ensureSeededTemplate } from '#tests/support/seeded-database';
import { scratchDir } from '#scripts/seeded-template';

const child = path.resolve('tests/server/db/lock-child.ts');

describe('a fresh in-memory database', () => {
  let database: Database;
  let seedMs = 0;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const result = await seedIfEmpty(database.db);
    seedMs = result.ms;
    expect(result.seeded).toBe(true);
  }, 120_000);
  afterAll(() => database?.close());

  it('has every table of the schema after the migrations', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const present = new Set(rows.map((row) => row.table_name));
    const expected = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(expected.length).toBeGreaterThan(20);
    for (const table of expected) expect(present, table).toContain(table);
  });

  it('seeds the catalog the shop needs', async () => {
    const db = database.db;
    console.info(`seeded the default catalog in ${seedMs} ms`);
    const tops = await db.select().from(schema.categories).where(eq(schema.categories.level, 1));
    expect(tops.length).toBeGreaterThanOrEqual(6);
    const all = await db.select().from(schema.categories);
    for (const top of tops) {
      const subs = all.filter((row) => row.parentId === top.id);
      expect(subs.length, top.title).toBeGreaterThanOrEqual(2);
      expect(subs.length, top.title).toBeLessThanOrEqual(4);
      for (const sub of subs)
        expect(all.filter((row) => row.parentId === sub.id).length, sub.title).toBeGreaterThanOrEqual(2);
    }
    expect(await db.$count(schema.classifications)).toBe(8);
    expect(await db.$count(schema.products)).toBeGreaterThanOrEqual(300);

    const [stock] = await db
      .execute<{ low: number; out: number; offers: number; reviewed: number }>(sql`
      select
        (select count(*)::int from variants where is_default and stock between 1 and 5) as low,
        (select count(*)::int from products p where not exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)) as out,
        (select count(*)::int from products where offer_percent > 0) as offers,
        (select count(distinct product_id)::int from reviews) as reviewed`)
      .then((r) => r.rows);
    expect(stock?.low).toBeGreaterThan(0);
    expect(stock?.out).toBeGreaterThan(0);
    expect(stock?.offers).toBeGreaterThan(0);
    expect(stock?.reviewed).toBeGreaterThan(0);

    const colours = await db.select().from(schema.attributeValues).where(eq(schema.attributeValues.attributeId, 1));
    for (const colour of colours) expect(colour.colorCode).toMatch(/^#[0-9a-f]{6}$/);
    for (const kind of schema.BANNER_KINDS) {
      expect(await db.$count(schema.banners, eq(schema.banners.kind, kind)), kind).toBeGreaterThanOrEqual(2);
    }
    expect((await db.select().from(schema.siteContent)).map((row) => row.key).sort()).toEqual(
      [...SITE_CONTENT_KEYS].sort(),
    );
    const coupons = await db.select().from(schema.coupons);
    expect(coupons.find((c) => c.code === 'WELCOME10')?.validTo.getTime()).toBeGreaterThan(Date.now());
    expect(coupons.find((c) => c.code === 'SUMMER5')?.validTo.getTime()).toBeLessThan(Date.now());
  });

  it('seeds both demo shoppers with working passwords, addresses, and orders that add up', async () => {
    const db = database.db;
    for (const [user, addressCount] of [
      [DEMO_SHOPPER, 2],
      [OTHER_SHOPPER, 1],
    ] as const) {
      const [row] = await db.select().from(schema.users).where(eq(schema.users.email, user.email));
      expect(row, user.email).toBeDefined();
      expect(await verifyPassword(row?.passwordHash ?? '', user.password)).toBe(true);
      expect(await db.$count(schema.addresses, eq(schema.addresses.userId, row?.id ?? 0))).toBe(addressCount);
    }
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_SHOPPER.email));
    const orders = await db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, demo?.id ?? 0));
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    const [other] = await db.select().from(schema.users).where(eq(schema.users.email, OTHER_SHOPPER.email));
    expect(await db.$count(schema.orders, eq(schema.orders.userId, other?.id ?? 0))).toBe(1);

    for (const order of await db.select().from(schema.orders)) {
      const lines = await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
      expect(lines.length, order.orderNumber).toBeGreaterThan(0);
      expect(order.totalPaise).toBe(lines.reduce((sum, line) => sum + line.lineTotalPaise, 0));
      expect(order.payablePaise).toBe(
        order.totalPaise + order.taxPaise + order.deliveryPaise - order.promoDiscountPaise,
      );
      expect(order.orderNumber).toMatch(/^SF-\d{6}$/);
    }
    const returned = orders.find((order) => order.status === 'R');
    expect(await db.$count(schema.returns, eq(schema.returns.orderId, returned?.id ?? 0))).toBe(1);
  });

  it('keeps new ids after the seeded ones', async () => {
    const [row] = await database.db
      .insert(schema.contactMessages)
      .values({ name: 'Test', email: 't@example.com', message: 'hi' })
      .returning();
    expect(row?.id).toBe(1);
    const [address] = await database.db
      .insert(schema.addresses)
      .values({
        userId: 1,
        houseNo: '1',
        appName: 'A',
        landmark: 'L',
        country: 'India',
        state: 'Goa',
        city: 'Panaji',
        pincode: '403001',
      })
      .returning();
    expect(address?.id).toBeGreaterThan(3);
    // The shop is as seeded again for the tests that count the demo shopper's rows, in any order.
    await database.db.delete(schema.addresses).where(eq(schema.addresses.id, address!.id));
    await database.db.delete(schema.contactMessages).where(eq(schema.contactMessages.id, row!.id));
  });

  it('refuses negative stock', async () => {
    await expect(
      database.db.update(schema.variants).set({ stock: -1 }).where(eq(schema.variants.id, 1)),
    ).rejects.toThrow();
  });

  it('seeds the same catalog every time (resetAndSeed), and seedIfEmpty leaves a seeded shop alone', async () => {
    const snapshot = () =>
      database.db
        .select({
          slug: schema.products.slug,
          price: schema.products.pricePaise,
          selling: schema.products.sellingPricePaise,
          image: schema.products.image,
        })
        .from(schema.products)
        .orderBy(asc(schema.products.id));
    const before = await snapshot();
    expect((await seedIfEmpty(database.db)).seeded).toBe(false);
    const again = await resetAndSeed(database.db);
    expect(again.products).toBe(before.length);
    expect(await snapshot()).toEqual(before);
    expect(await database.db.$count(schema.contactMessages)).toBe(0);
  }, 60_000);
});

/** Runs the child script; resolves with its stdout once it prints a line (or exits). */
function runChild(dataDir: string, hold = false): { process: ChildProcess; firstLine: Promise<string> } {
  // node with tsx as a loader (not the tsx wrapper, which forks): kill -9 must hit the process holding the lock.
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, ...(hold ? ['hold'] : [])], {
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`child gave no answer in time: ${out}`));
    }, 90_000);
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.split('\n')[0] ?? '');
      }
    });
    proc.on('exit', () => {
      clearTimeout(timer);
      resolve(out.split('\n')[0] ?? '');
    });
  });
  return { process: proc, firstLine };
}

const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) =>
    proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.on('exit', () => resolve()),
  );

describe('the DATA_DIR lock', () => {
  // A directory per test: whatever one leaves behind (a child still starting), the other never meets.
  // Each holds a copy of the seeded shop: the lock is the subject, not making a database
  // (the fresh database above and the operator's reset in cli.test.ts make theirs).
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(scratchDir(), 'statefront-lock-'));
    fs.cpSync(await ensureSeededTemplate(), dataDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while the directory is open, and lets it in after close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const refused = await runChild(dataDir).firstLine;
      expect(refused).toBe(
        `ERROR DATA_DIR ${path.resolve(dataDir)} is in use by another Statefront process (pid ` +
          `${process.pid}). Stop it or set DATA_DIR to another directory.`,
      );
    } finally {
      await first.close();
    }
    const next = runChild(dataDir);
    expect(await next.firstLine).toMatch(/^OPENED \d+$/);
    // It closes the database after its line: the directory goes only once it has stopped writing there.
    await exited(next.process);
  }, 180_000);

  it('is not blocked forever by a lock left by a killed process', async () => {
    const holder = runChild(dataDir, true);
    expect(await holder.firstLine).toBe(`OPENED ${holder.process.pid}`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`(pid ${holder.process.pid})`);
    holder.process.kill('SIGKILL');
    await exited(holder.process);
    expect(fs.existsSync(path.join(dataDir, 'statefront.lock'))).toBe(true);

    const next = await openDatabase({ dataDir });
    await next.close();
    expect(fs.existsSync(path.join(dataDir, 'statefront.lock'))).toBe(false);
  }, 180_000);
});
