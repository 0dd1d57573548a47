/**
 * An acknowledged order survives `kill -9`: stream orders at the real server
 * (child process, PGlite on disk), kill it mid-stream, start it again on the
 * same DATA_DIR, and find every order it acknowledged. The restart also proves
 * the dead process's DATA_DIR lock does not block the next start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../server/db/lock';
import { spawnServer } from '../../scripts/server-process';
import type { ServerProcess } from '../../scripts/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-durability-'));
const env = { DATA_DIR: dataDir, RATE_LIMIT_AUTH: '0', SECRET: 'durability-test-secret-0123456789' };
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function json(url: string, method: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
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

const shopper = {
  var_email: `durable-${process.pid}@example.com`,
  var_password: 'Durable#2026',
  var_mobile_no: `9${String(process.pid).padStart(9, '0').slice(-9)}`,
  var_name: 'Durga',
};

interface Stocked {
  fk_product: number;
  variant_id: number;
  stock: number;
}

/** Variants with stock to spare, enough for the whole stream. */
async function stockedVariants(api: string, wanted: number): Promise<Stocked[]> {
  const list = await json(`${api}/products`, 'POST', undefined, { limit: 60, page: 1 });
  const found: Stocked[] = [];
  for (const item of list.body.data as { var_slug: string; int_glcode: number }[]) {
    const detail = await json(`${api}/products/${item.var_slug}`, 'GET');
    const product = detail.body.data as { variants: { variant_id: number; stock: number }[] };
    for (const v of product.variants) {
      if (v.stock >= 3) found.push({ fk_product: item.int_glcode, variant_id: v.variant_id, stock: v.stock });
    }
    if (found.reduce((n, v) => n + v.stock, 0) >= wanted) return found;
  }
  return found;
}

describe('durability of acknowledged orders', () => {
  it('keeps every acknowledged order across kill -9 and restarts on the same DATA_DIR', async () => {
    const first = await spawnServer({ env, readyTimeoutMs: 120_000 });
    running.push(first);
    const api = `${first.url}/api/v1`;

    const signUp = await json(`${api}/user`, 'POST', undefined, shopper);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const token = (signUp.body.data as { accessToken: string }).accessToken;
    const address = await json(`${api}/address`, 'POST', token, {
      var_house_no: '12',
      var_app_name: 'Lotus Residency',
      var_landmark: 'Near the park',
      var_country: 'India',
      var_state: 'Karnataka',
      var_city: 'Bengaluru',
      var_pincode: '560001',
      chr_type: 'home',
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const addressId = (address.body.data as { int_glcode: number }).int_glcode;

    const killAfter = 12;
    const variants = await stockedVariants(api, killAfter * 3);
    expect(variants.length).toBeGreaterThan(0);

    // One stream of orders, one unit each, rotating over variants that still have stock.
    const acknowledged: string[] = [];
    let killed = false;
    let turn = 0;
    const stream = async () => {
      while (!killed) {
        const available = variants.filter((v) => v.stock > 0);
        const pick = available[turn++ % Math.max(available.length, 1)];
        if (!pick) throw new Error('ran out of stock before the kill');
        try {
          const cart = await json(`${api}/cart`, 'PUT', token, { fk_product: pick.fk_product, var_qty: 1, fk_variant: pick.variant_id });
          if (cart.status !== 200) throw new Error(`updateCart ${cart.status}: ${JSON.stringify(cart.body)}`);
          const placing = json(`${api}/orders`, 'POST', token, {
            var_payment_mode: 'C',
            var_payment_id: '',
            shipping_charge: '0',
            var_promocode: '',
            cashback: 0,
            var_adress_id: addressId,
            var_phone: shopper.var_mobile_no,
          });
          // Kill while an order is on the wire: the one in flight may or may not land, the acknowledged must.
          if (acknowledged.length >= killAfter) {
            await new Promise((r) => setTimeout(r, 2));
            killed = true;
            first.child.kill('SIGKILL');
          }
          const order = await placing;
          if (order.status !== 201) throw new Error(`placeOrder ${order.status}: ${JSON.stringify(order.body)}`);
          acknowledged.push((order.body.data as { order_id: string }).order_id);
          pick.stock -= 1;
        } catch (error) {
          if (killed) return; // the connection died with the server: expected
          throw error;
        }
      }
    };
    await stream();
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

    // The dead process's lock is still on disk; the restart must get past it, in bounded time.
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME)), 'kill -9 leaves the lock file behind').toBe(true);
    const startedAt = Date.now();
    const second = await spawnServer({ env, readyTimeoutMs: 60_000 });
    running.push(second);
    const restartMs = Date.now() - startedAt;
    expect(second.output()).not.toMatch(/in use by another Statefront process/);

    const login = await json(`${second.url}/api/v1/login`, 'POST', undefined, {
      var_email: shopper.var_email,
      var_password: shopper.var_password,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const again = (login.body.data as { accessToken: string }).accessToken;
    const orders = await json(`${second.url}/api/v1/orders`, 'GET', again);
    expect(orders.status).toBe(200);
    const stored = new Set((orders.body.data as { order_id: string }[]).map((o) => o.order_id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost, `acknowledged before kill -9 but missing after restart (restart took ${restartMs} ms)`).toEqual([]);
  }, 300_000);
});
