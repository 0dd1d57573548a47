/**
 * Two server processes on one PostgreSQL behind a real nginx (Debian's, with the shop's own
 * deploy/nginx.conf; scripts/nginx-proxy.ts), as docs/deploy.md runs them. nginx sets
 * X-Forwarded-For from the address each client connects from (127.0.0.2, 127.0.0.3: Linux
 * routes all of 127/8 to lo) and the processes trust nginx alone (TRUST_PROXY=127.0.0.1).
 * On a database of the file's own, so no other file's requests count in its windows.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from '#scripts/nginx-proxy';
import { freePort, spawnServer, type ServerProcess } from '#scripts/server-process';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { openDatabase, type Database } from '#server/db/connect';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { loginFrom } from '#tests/support/login-from';
import { ownVariant } from '#tests/support/own-products';
import { addToCart, call, cashOrder, newShopper } from '#tests/server/orders/support';
import { ownDatabase } from '../pg-server';

const LIMIT = 10;
let database: Awaited<ReturnType<typeof ownDatabase>>;
/** The test's own connection, to make its products. */
let db: Database;
let smtp: TestSmtp;
let ports: number[];
let env: Record<string, string>;
let servers: ServerProcess[] = [];
let nginx: Nginx;

const start = (port: number) => spawnServer({ env, port, readyTimeoutMs: 120_000 });

beforeAll(async () => {
  [smtp, database] = await Promise.all([startTestSmtp(), ownDatabase()]);
  // The per-account login limit off: its own file tests it; here the per-address one is what a proxy could break.
  env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_AUTH: String(LIMIT),
    LOGIN_FAILURES_BEFORE_LOCK: '0',
    RATE_LIMIT_READS: '0',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '12',
  };
  ports = [await freePort(), await freePort()];
  servers = await Promise.all(ports.map(start));
  nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  db = await openDatabase({ databaseUrl: database.url });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await db?.close();
  await database?.drop();
  await smtp?.stop();
});

describe('two processes behind nginx', () => {
  it(
    `refuse 30 wrong logins from one address after ${LIMIT}, whatever X-Forwarded-For it makes ` +
      `up, while a shopper at another address logs in`,
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const forged = { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` };
        statuses.push((await loginFrom(nginx.url, '127.0.0.2', 'nobody@example.com', 'Wrong#123', forged)).status);
      }
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(30 - LIMIT).fill(429)]);
      expect((await loginFrom(nginx.url, '127.0.0.3', DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(200);
    },
  );

  it('show an order placed through nginx in both processes within 1 s', async () => {
    const stock = 3;
    const variant = await ownVariant(db.db, stock);
    const shownBy = async (server: ServerProcess) =>
      (await call(server.url, 'GET', `/products/${variant.slug}`)).body.data.variants.find(
        (v: { variant_id: number }) => v.variant_id === variant.variantId,
      ).stock as number;
    // Each process's cache holds the product first.
    expect(await Promise.all(servers.map(shownBy))).toEqual([stock, stock]);
    const shopper = await newShopper(nginx.url);
    await addToCart(nginx.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 2);
    const placed = await call(nginx.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const at = Date.now();
    let shown = await Promise.all(servers.map(shownBy));
    while (shown.some((n) => n !== stock - 2) && Date.now() - at < 1_000) {
      await pause(25);
      shown = await Promise.all(servers.map(shownBy));
    }
    expect(shown).toEqual([stock - 2, stock - 2]);
  });

  it('mail a password reset asked for through nginx once, whichever process runs the outbox', async () => {
    const shopper = await newShopper(nginx.url);
    expect((await call(nginx.url, 'POST', '/password-reset', { body: { var_email: shopper.email } })).status).toBe(202);
    expect(await smtp.waitFor(shopper.email, 1, 15_000)).toHaveLength(1);
    // Each process's outbox pass runs every second: three more rounds of both.
    await pause(3_000);
    expect(smtp.to(shopper.email)).toHaveLength(1);
  });

  it('answer every read through nginx while one process is stopped with SIGTERM and started again', async () => {
    const statuses = new Map<string, number>();
    let running = true;
    let longest = 0;
    const reader = async () => {
      while (running) {
        const sent = Date.now();
        const status = await fetch(`${nginx.url}/api/v1/general`, { signal: AbortSignal.timeout(10_000) }).then(
          async (response) => (await response.arrayBuffer(), String(response.status)),
          (error: unknown) => `connection error: ${(error as Error).message}`,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        longest = Math.max(longest, Date.now() - sent);
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    await pause(500);
    await servers[0]!.stop(15_000);
    servers[0] = await start(ports[0]!);
    // Past nginx's fail_timeout, so it sends to the started process again.
    await pause(2_500);
    running = false;
    await Promise.all(readers);
    console.log(
      `A process stopped and started again behind nginx: ` +
        `${JSON.stringify(Object.fromEntries(statuses))} reads, longest answer ${longest} ms`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ '200': expect.any(Number) });
    expect(statuses.get('200')).toBeGreaterThan(50);
  }, 150_000);
});
