/**
 * PostgreSQL goes away for 10 s under steady traffic and comes back. On a cluster of its
 * own (scripts/pg-cluster.sh), so the suite's other files keep theirs. While it is down
 * every API call the database serves answers 503 with a message, the 503 every operation
 * of the contract documents (each one is called once), none outlasts the
 * request timeout, the server stays up; once it is back the server serves again without
 * a restart, and every order it acknowledged is stored.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '#scripts/server-process';
import type { ServerProcess } from '#scripts/server-process';
import { createContractClient, type OperationId } from '#tests/contract/contract-client';
import { shopping } from '#tests/contract/shopping-fixtures';
import { validRequests, wellFormedIds } from '#tests/contract/valid-requests';
import { json, ownStock } from '#tests/durability/kill-restart-scenario';

const cluster = (...args: string[]) =>
  execFileSync('bash', ['scripts/pg-cluster.sh', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const started = cluster('start');
const setting = (name: string) => new RegExp(`export ${name}=(\\S+)`).exec(started)![1]!;
const databaseUrl = setting('DATABASE_URL');
const clusterDir = setting('PG_CLUSTER_DIR');

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  cluster('stop', clusterDir);
});

const outageMs = 10_000;
const requestTimeoutMs = 30_000;

interface Call {
  at: number;
  ms: number;
  status: number;
  message?: string;
  error?: string;
}

describe('PostgreSQL stopped for 10 s under steady traffic, then started', () => {
  it('answers 503 with a message while it is down, serves again once it is back, and loses no acknowledged order', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_AUTH: '0',
      RATE_LIMIT_READS: '0',
      SECRET: 'outage-test-secret-0123456789abcdef',
    };
    const variants = await ownStock(env, 1, 1_000);
    server = await spawnServer({ env, readyTimeoutMs: 120_000 });
    const api = `${server.url}/api/v1`;

    const shoppers: { token: string; addressId: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const signUp = await json(`${api}/user`, 'POST', undefined, shopping.newShopper());
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      const token = (signUp.body.data as { accessToken: string }).accessToken;
      const address = await json(`${api}/address`, 'POST', token, shopping.address);
      expect(address.status).toBe(201);
      shoppers.push({ token, addressId: (address.body.data as { int_glcode: number }).int_glcode });
    }

    const calls: Call[] = [];
    const acknowledged: { token: string; orderId: string }[] = [];
    const call = async (
      method: string,
      path: string,
      token: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) => {
      const at = Date.now();
      try {
        const answer = await json(`${api}${path}`, method, token, body, headers);
        calls.push({
          at,
          ms: Date.now() - at,
          status: answer.status,
          message: answer.body.message as string | undefined,
        });
        return answer;
      } catch (error) {
        calls.push({ at, ms: Date.now() - at, status: 0, error: String(error) });
        return null;
      }
    };

    // Each shopper: fill the cart, place the order, read the profile (never cached), again and again.
    let traffic = true;
    const stream = async (shopper: (typeof shoppers)[number], n: number) => {
      while (traffic) {
        const pick = variants[n++ % variants.length]!;
        const cart = await call('PUT', '/cart', shopper.token, {
          fk_product: pick.fk_product,
          var_qty: 1,
          fk_variant: pick.variant_id,
        });
        if (cart?.status === 200) {
          const order = await call(
            'POST',
            '/orders',
            shopper.token,
            { ...shopping.cashOrder(shopper.addressId), var_phone: '9876543210' },
            { 'idempotency-key': randomUUID() },
          );
          if (order?.status === 201)
            acknowledged.push({ token: shopper.token, orderId: (order.body.data as { order_id: string }).order_id });
        }
        await call('GET', '/user', shopper.token);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const streams = shoppers.map(stream);

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const downAt = Date.now();
    cluster('down', clusterDir);
    // Meanwhile every operation of the contract, once, through the client that checks each answer against it.
    const contract = createContractClient(server.url);
    const requests = validRequests(wellFormedIds);
    const walked: Record<string, number | string> = {};
    for (const op of contract.validator.doc.operations.values()) {
      const operationId = op.operationId as OperationId;
      walked[operationId] = await contract
        .call(operationId, { ...requests[operationId], token: shoppers[0]!.token })
        .then(
          (answer) => answer.status,
          (error: unknown) => String(error),
        );
    }
    await new Promise((resolve) => setTimeout(resolve, outageMs - (Date.now() - downAt)));
    cluster('up', clusterDir);
    const upAt = Date.now();
    // Recovered: the first order placed and answered after PostgreSQL is back; bounded.
    const ordersBefore = acknowledged.length;
    while (acknowledged.length === ordersBefore && Date.now() - upAt < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const recoveredMs = Date.now() - upAt;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    traffic = false;
    await Promise.all(streams);

    const unavailable = calls.filter((c) => c.status === 503);
    const others = calls.filter((c) => c.status !== 503 && (c.status < 200 || c.status >= 300));
    const slowest = Math.max(...calls.map((c) => c.ms));
    const duringOutage = calls.filter((c) => c.at >= downAt + 500 && c.at + c.ms <= upAt);

    // A server that died on the way fails here with what it printed, not with the next fetch's ECONNREFUSED.
    expect(
      server.child.exitCode === null && server.child.signalCode === null,
      `the server stays up; it printed:\n${server.output().slice(-4_000)}`,
    ).toBe(true);

    // Every acknowledged order is stored, for the shopper it was acknowledged to.
    const stored = new Set<string>();
    for (const shopper of shoppers) {
      const list = await json(`${api}/orders`, 'GET', shopper.token);
      expect(list.status).toBe(200);
      for (const order of list.body.data as { order_id: string }[]) stored.add(order.order_id);
    }
    const lost = acknowledged.filter((a) => !stored.has(a.orderId));

    console.log(
      `PostgreSQL outage of ${Math.round((upAt - downAt) / 100) / 10} s: ${calls.length} requests, ${unavailable.length} × 503, ` +
        `${others.length} other errors, slowest answer ${slowest} ms, ${Math.round(recoveredMs / 100) / 10} s to recover; ` +
        `${acknowledged.length} orders acknowledged, ${lost.length} lost`,
    );
    expect(others, 'only 503s while PostgreSQL is away').toEqual([]);
    expect(duringOutage.length, 'traffic reached the server while PostgreSQL was away').toBeGreaterThan(0);
    expect(duringOutage.every((c) => c.status === 503)).toBe(true);
    // Each answer honours the contract (a violation is kept as its text): its 503 with Retry-After, but where
    // no database is asked: the liveness probe, an invoice's or credit note's ticket its signature refuses, the
    // webhook off without a secret, a back office operation asked without its cookie.
    expect(Object.fromEntries(Object.entries(walked).filter(([, answer]) => answer !== 503))).toEqual({
      getHealth: 200,
      getInvoice: 403,
      getCreditNote: 403,
      paymentWebhook: 404,
      // Every operation behind the staff session: the guard refuses a missing cookie before any query.
      ...Object.fromEntries(
        [...contract.validator.doc.operations.values()].filter((op) => op.staff).map((op) => [op.operationId, 401]),
      ),
    });
    expect(new Set(unavailable.map((c) => c.message))).toEqual(
      new Set(['The shop is briefly unavailable. Please try again in a moment.']),
    );
    expect(slowest).toBeLessThan(requestTimeoutMs);
    expect(recoveredMs).toBeLessThan(60_000);
    expect(lost).toEqual([]);
  }, 300_000);
});
