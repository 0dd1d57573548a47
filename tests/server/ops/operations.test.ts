/**
 * The operator's endpoints beyond their happy answers (the contract suite has those):
 * what /metrics counts after a few requests, who may read it, when readiness says no, and
 * how a draining server answers. Every answer through the contract client is checked
 * against the document too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { paymentIntents } from '#server/db/schema';
import { createContractClient, type OperationId } from '#tests/contract/contract-client';
import { validRequests, wellFormedIds } from '#tests/contract/valid-requests';
import { rawGet } from '#tests/support/raw-get';
import { startTestServer, type TestServer } from '#tests/support/server';
import { notWordedForPeople } from '#tests/support/worded-for-people';
import { addToCart, newShopper, onlineStepOne, variantWithStock } from '../orders/support';

const token = 'metrics-token-0123456789';
const servers: TestServer[] = [];
const start = async (...args: Parameters<typeof startTestServer>) => {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
};
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** The value of one sample line of the scrape, by its name and labels as printed; 0 when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/metrics', () => {
  let server: TestServer;
  let api: ReturnType<typeof createContractClient>;
  beforeAll(async () => {
    // One login a minute: the second is refused. Holds of 5 s: the sweep passes every second.
    server = await start({ config: { rateLimitAuth: 1, paymentHoldSeconds: 5 } });
    api = createContractClient(server.url);
  });
  const scrape = async () => (await api.call<string>('getMetrics')).body;

  it('counts requests by operation and status class, the catalog cache, holds, refusals, the sweep and the process', async () => {
    await api.ok('getSiteSettings');
    await api.ok('getSiteSettings');
    await api.fails('getProduct', 404, { path: { slug: 'no-such-product-anywhere' } });
    const listing = { body: { fk_category: 'all', limit: 3, page: 2 } };
    await api.ok('listProducts', listing);
    await api.ok('listProducts', listing);
    // Read before the hold below: taking stock changes the catalog, which empties the cache.
    const cached = await scrape();
    expect(sample(cached, 'statefront_catalog_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(cached, 'statefront_catalog_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(cached, 'statefront_catalog_cache_bytes')).toBeGreaterThan(0);
    await api.fails('login', 401, { body: { var_email: 'nobody@example.com', var_password: 'Wrong@123' } });
    await api.fails('login', 429, { body: { var_email: 'nobody@example.com', var_password: 'Wrong@123' } });
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 5, 2), 1);
    expect((await onlineStepOne(server.url, shopper)).status).toBe(200);

    const text = await scrape();
    expect(
      sample(text, 'statefront_http_requests_total{operation="getSiteSettings",method="GET",status_class="2xx"}'),
    ).toBe(2);
    expect(sample(text, 'statefront_http_requests_total{operation="getProduct",method="GET",status_class="4xx"}')).toBe(
      1,
    );
    expect(sample(text, 'statefront_http_request_duration_seconds_count{operation="getSiteSettings"}')).toBe(2);
    expect(sample(text, 'statefront_http_request_duration_seconds_bucket{le="+Inf",operation="listProducts"}')).toBe(2);
    expect(sample(text, 'statefront_rate_limit_refusals_total{operation="login"}')).toBe(1);
    expect(sample(text, 'statefront_payment_holds{status="pending"}')).toBe(1);
    // Those of the demo's orders paid online, and no more: the new hold is pending.
    expect(sample(text, 'statefront_payment_holds{status="paid"}')).toBe(
      await server.ctx.db.$count(paymentIntents, eq(paymentIntents.status, 'paid')),
    );
    expect(sample(text, 'statefront_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the passes of the payments sweep', async () => {
    const deadline = Date.now() + 10_000;
    let passes = 0;
    while (passes === 0 && Date.now() < deadline) {
      passes = sample(await scrape(), 'statefront_payment_sweep_runs_total{outcome="done"}');
      if (passes === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(passes).toBeGreaterThan(0);
  });

  it('wants the METRICS_TOKEN as a bearer token when one is set', async () => {
    const guarded = await start({ config: { metricsToken: token } });
    const client = createContractClient(guarded.url);
    await client.fails('getMetrics', 401);
    await client.fails('getMetrics', 401, { headers: { authorization: `Bearer ${token}x` } });
    const allowed = await client.call<string>('getMetrics', { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain('statefront_http_requests_total');
  });

  it('takes the bearer scheme in any case', async () => {
    const guarded = await start({ config: { metricsToken: token } });
    const client = createContractClient(guarded.url);
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      expect(
        (await client.call<string>('getMetrics', { headers: { authorization: `${scheme} ${token}` } })).status,
        scheme,
      ).toBe(200);
    }
  });
});

describe('/metrics in production', () => {
  it('is off without a METRICS_TOKEN', async () => {
    const production = await start({ config: { production: true } });
    await createContractClient(production.url).fails('getMetrics', 404);
  });
});

describe('/readyz', () => {
  it('says not ready when the database does not answer, and when the server is draining', async () => {
    const server = await startTestServer();
    const api = createContractClient(server.url);
    expect((await api.ok('getReadiness')).status).toBe('ready');
    await (server.ctx.db as unknown as { $client: PGlite }).$client.close();
    expect(await api.fails('getReadiness', 503)).toMatch(/database unavailable/);
    server.app.draining.markDraining();
    expect(await api.fails('getReadiness', 503)).toMatch(/draining/);
    expect((await api.ok('getHealth')).status).toBe('up');
    await server.close();
  });
});

describe('a draining server', () => {
  it('serves with answers that close their connection, then refuses with 503 and Retry-After, in words for people', async () => {
    const server = await start();
    server.app.draining.markDraining();
    const served = await rawGet(`${server.apiUrl}/general`);
    expect([served.status, served.headers.connection]).toEqual([200, 'close']);
    server.app.draining.refuseRequests();
    const refused = await rawGet(`${server.apiUrl}/general`);
    expect([refused.status, refused.headers.connection, refused.headers['retry-after']]).toEqual([503, 'close', '1']);
    const body: unknown = JSON.parse(refused.body.toString());
    expect(notWordedForPeople(503, body)).toBeUndefined();

    // Every idempotent operation of the contract, each refused as the contract documents it (the client checks the Retry-After too).
    const api = createContractClient(server.url);
    const requests = validRequests(wellFormedIds);
    const idempotent = [...api.validator.doc.operations.values()]
      .filter((op) => ['get', 'put', 'delete'].includes(op.method))
      .map((op) => op.operationId as OperationId);
    expect(idempotent.length).toBeGreaterThan(30);
    for (const operationId of idempotent)
      expect((await api.call(operationId, requests[operationId])).status, operationId).toBe(503);
  });

  it(
    'still serves a POST once it refuses reads: a proxy sends a refused GET to another ' +
      'process, but hands a refused POST to the shopper',
    async () => {
      const server = await start();
      server.app.draining.refuseRequests();
      const listing = await fetch(`${server.apiUrl}/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fk_category: 'all', limit: 3, page: 1 }),
      });
      expect([listing.status, listing.headers.get('connection')]).toEqual([200, 'close']);
      expect((await fetch(`${server.apiUrl}/general`)).status).toBe(503);
    },
  );
});
