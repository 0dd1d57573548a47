/**
 * An acknowledged order survives `kill -9`, on either database: several shoppers
 * stream orders at the real server (a child process) concurrently; the server is
 * killed with SIGKILL while orders are on the wire, started again on the same
 * database, and the stream goes on, `kills` times over. Afterwards every order the
 * server acknowledged (201) must be stored, and the stock taken from each variant
 * must equal the units in the orders that exist: an order that landed without an
 * answer may exist, but never half of one, and no unit of stock may vanish.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { LOCK_FILE_NAME } from '#server/db/lock';
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '#server/seed';
import { spawnServer } from '#scripts/server-process';
import type { ServerProcess } from '#scripts/server-process';
import { shopping } from '../contract/shopping-fixtures';
import { ownProducts } from '../support/own-products';

export interface KillRestartOptions {
  /** Which database, for the test name and the printed figures. */
  database: string;
  /** The server's environment: DATA_DIR or DATABASE_URL, and the rest. */
  env: () => Record<string, string>;
  /** PGlite keeps a lock file in DATA_DIR that the killed process leaves behind. */
  lockDir?: () => string;
  kills?: number;
  shoppers?: number;
  /** Orders acknowledged in a round before the kill. */
  ordersPerRound?: number;
}

export async function json(
  url: string,
  method: string,
  token?: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { data?: unknown } };
}

export interface Stocked {
  fk_product: number;
  slug: string;
  variant_id: number;
  stock: number;
}

/**
 * Variants of the run's own, made before the first start (seeding a new database first):
 * nobody else orders them, so their stock moves only with this run's orders.
 */
export async function ownStock(env: Record<string, string>, products: number, stock: number): Promise<Stocked[]> {
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await seedIfEmpty(database.db, { products: DEFAULT_PRODUCT_COUNT });
    const made = await ownProducts(database.db, products, stock);
    return made.flatMap((product) =>
      product.variants.map((v) => ({ fk_product: product.id, slug: product.slug, variant_id: v.id, stock })),
    );
  } finally {
    await database.close();
  }
}

/** Stock of each chosen variant now. */
export async function stockOf(api: string, chosen: Stocked[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const slug of new Set(chosen.map((v) => v.slug))) {
    const detail = await json(`${api}/products/${slug}`, 'GET');
    for (const v of (detail.body.data as { variants: { variant_id: number; stock: number }[] }).variants)
      out.set(v.variant_id, v.stock);
  }
  return out;
}

export function describeKillRestart(options: KillRestartOptions) {
  const kills = options.kills ?? 3;
  const shopperCount = options.shoppers ?? 3;
  const perRound = options.ordersPerRound ?? 6;
  const running: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of running) await server.stop();
  });

  describe(`durability of acknowledged orders on ${options.database}`, () => {
    it(`keeps every acknowledged order and consistent stock across ${kills} kill -9 during concurrent orders`, async () => {
      const start = async () => {
        const server = await spawnServer({ env: options.env(), readyTimeoutMs: 120_000 });
        running.push(server);
        expect(server.output()).not.toMatch(/in use by another Statefront process/);
        return server;
      };
      // Stock for every order the run can place, spread over several variants.
      const variants = await ownStock(options.env(), 3, kills * (perRound + shopperCount * 2));
      let server = await start();
      let api = `${server.url}/api/v1`;

      const shoppers: { email: string; password: string; token: string; addressId: number }[] = [];
      for (let i = 0; i < shopperCount; i++) {
        const person = shopping.newShopper();
        const signUp = await json(`${api}/user`, 'POST', undefined, person);
        expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
        const token = (signUp.body.data as { accessToken: string }).accessToken;
        const address = await json(`${api}/address`, 'POST', token, shopping.address);
        expect(address.status, JSON.stringify(address.body)).toBe(201);
        shoppers.push({
          email: person.var_email,
          password: person.var_password,
          token,
          addressId: (address.body.data as { int_glcode: number }).int_glcode,
        });
      }

      const initial = await stockOf(api, variants);

      const acknowledged: string[] = [];
      let turn = 0;
      let killed = 0;
      for (let round = 1; round <= kills; round++) {
        let dead = false;
        const target = acknowledged.length + perRound;
        const child = server;
        // One stream per shopper, all at once: each fills its cart and places an order, again and again.
        const stream = async (shopper: (typeof shoppers)[number]) => {
          while (!dead) {
            const pick = variants[turn++ % variants.length]!;
            try {
              const cart = await json(`${api}/cart`, 'PUT', shopper.token, {
                fk_product: pick.fk_product,
                var_qty: 1,
                fk_variant: pick.variant_id,
              });
              if (cart.status !== 200) throw new Error(`updateCart ${cart.status}: ${JSON.stringify(cart.body)}`);
              const order = await json(`${api}/orders`, 'POST', shopper.token, {
                ...shopping.cashOrder(shopper.addressId),
                var_phone: '9876543210',
              });
              if (order.status !== 201) throw new Error(`placeOrder ${order.status}: ${JSON.stringify(order.body)}`);
              acknowledged.push((order.body.data as { order_id: string }).order_id);
              // Kill while the other shoppers' requests are on the wire.
              if (acknowledged.length >= target && !dead) {
                dead = true;
                child.child.kill('SIGKILL');
              }
            } catch (error) {
              if (dead) return; // the connection died with the server: expected
              throw error;
            }
          }
        };
        await Promise.all(shoppers.map(stream));
        const exit = await child.exited;
        expect(exit.signal).toBe('SIGKILL');
        killed += 1;
        if (options.lockDir) {
          expect(existsSync(path.join(options.lockDir(), LOCK_FILE_NAME)), 'kill -9 leaves the lock file behind').toBe(
            true,
          );
        }
        server = await start();
        api = `${server.url}/api/v1`;
        // The tokens survive a restart (sessions are stored), so the shoppers go on as they were.
      }

      // Every acknowledged order is stored, for the shopper it was acknowledged to.
      const stored = new Map<string, { variant: number; units: number }[]>();
      for (const shopper of shoppers) {
        const login = await json(`${api}/login`, 'POST', undefined, {
          var_email: shopper.email,
          var_password: shopper.password,
        });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
        const list = await json(`${api}/orders`, 'GET', (login.body.data as { accessToken: string }).accessToken);
        expect(list.status).toBe(200);
        for (const order of list.body.data as {
          order_id: string;
          fk_product_arr: { var_unit: number; variants: { int_glCode: number } }[];
        }[]) {
          stored.set(
            order.order_id,
            order.fk_product_arr.map((line) => ({ variant: line.variants.int_glCode, units: line.var_unit })),
          );
        }
      }
      const lost = acknowledged.filter((id) => !stored.has(id));

      // Stock taken from each variant = units of it in the orders that exist (acknowledged or landed unanswered).
      const now = await stockOf(api, variants);
      const unitsInOrders = new Map<number, number>();
      for (const lines of stored.values())
        for (const l of lines) unitsInOrders.set(l.variant, (unitsInOrders.get(l.variant) ?? 0) + l.units);
      const inconsistent = variants
        .map((v) => ({
          variant: v.variant_id,
          taken: initial.get(v.variant_id)! - now.get(v.variant_id)!,
          inOrders: unitsInOrders.get(v.variant_id) ?? 0,
        }))
        .filter((v) => v.taken !== v.inOrders);

      console.log(
        `durability on ${options.database}: ${killed} kill -9, ${shopperCount} shoppers, ${acknowledged.length} orders acknowledged, ` +
          `${stored.size} stored (${stored.size - (acknowledged.length - lost.length)} landed ` +
          `unanswered), ${lost.length} lost, ${inconsistent.length} variants with inconsistent stock`,
      );
      expect(killed).toBe(kills);
      expect(acknowledged.length).toBeGreaterThanOrEqual(kills * perRound);
      expect(lost, 'acknowledged before a kill -9 but missing after the restart').toEqual([]);
      expect(inconsistent, 'stock taken = units in the stored orders').toEqual([]);
      // Only our shoppers ordered these variants during the run: every stored order is one of theirs.
      expect([...stored.keys()].filter((id) => !acknowledged.includes(id)).length).toBeLessThanOrEqual(
        kills * shopperCount,
      );
    }, 600_000);
  });
}
