/**
 * bench:checkout's flash sale, small, as a test: two servers on one PostgreSQL (each its
 * own pool and catalog cache), 40 shoppers after the 10 units of two variants of the test's
 * own, all placing at once, shoppers split between the servers. Shopper i wants variant
 * i mod 2 and pays cash when i is even: the cash shoppers race for the first variant and
 * the card shoppers (step 1, the sandbox, step 2) for the second, so every run takes card
 * payments whatever the interleaving. Cash against card on one unit is
 * payment-holds.test.ts's. The ledger is scripts/flash-sale.ts's, the bench's own.
 * Then the crowd itself: placements queued behind a busy stock row take their turn
 * (decision 0026) and leave the rest of the pool to every other request.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, makeShoppers, runSale, stockUp } from '#scripts/flash-sale';
import { shopping } from '#tests/contract/shopping-fixtures';
import { ownProducts } from '#tests/support/own-products';
import { api, startTestServer, type TestServer } from '#tests/support/server';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl } from '#tests/pg/pg-server';
import { CLAIM_LANES } from '#server/settings/config';

let servers: TestServer[] = [];

beforeAll(async () => {
  servers = await Promise.all([
    startTestServer({ databaseUrl: databaseUrl() }),
    startTestServer({ databaseUrl: databaseUrl() }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('a flash sale on two servers', () => {
  it('sells exactly the units there are, each once; refuses the rest in the product words; ' +
    'every payment ends in one order or one refund', async () => {
    const { db } = servers[0]!.ctx;
    const sale = (await ownProducts(db, 2, 0)).map((product) => ({
      productId: product.id,
      variantId: product.variants[0]!.id,
    }));
    const start = await stockUp(db, sale, 10);
    const shoppers = await makeShoppers(db, 40);

    const result = await runSale({
      apiUrls: servers.map((server) => server.apiUrl),
      shoppers,
      variants: sale,
      timeoutMs: 30_000,
    });

    expect((await ledger(db, result, start)).filter((line) => !line.ok)).toEqual([]);
    const count = (way: string, outcome: string) =>
      result.outcomes.filter((o) => o.way === way && o.result === outcome).length;
    expect({ cash: count('cash', 'ordered'), card: count('card', 'ordered') }).toEqual({ cash: 5, card: 5 });
    expect(result.outcomes.filter((o) => o.result === 'out of stock')).toHaveLength(30);
    expect(result.outcomes.filter((o) => o.paymentId)).toHaveLength(5);
  }, 90_000);

  it('keeps a connection for every other request while placements queue on a locked stock row (no 503)', async () => {
    const server = servers[0]!;
    const { db } = server.ctx;
    const [product] = await ownProducts(db, 1, 50);
    const line = { fk_product: product!.id, fk_variant: product!.variants[0]!.id, var_qty: 1 };
    // More placements than the server has pooled connections.
    const [reader, ...buyers] = await makeShoppers(db, 16);
    for (const buyer of buyers) await api(server.url, buyer.token).PUT('/cart', { body: line });

    // Another transaction holds the stock row, as a slow sale ahead in the queue would.
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select stock from variants where id = $1 for update', [line.fk_variant]);
      const placing = buyers.map((buyer) =>
        api(server.url, buyer.token).POST('/orders', {
          body: shopping.cashOrder(buyer.addressId),
          params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
        }),
      );
      // Bounded: until the claims (decision 0070) wait for the row: every placement's, in calls of many at once,
      // never more calls than the claims' lanes.
      const deadline = Date.now() + 20_000;
      const waitingForTheRow = () => blockedBehind(holder);
      while ((await waitingForTheRow()) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await waitingForTheRow()).toBeGreaterThanOrEqual(1);
      expect(await waitingForTheRow()).toBeLessThanOrEqual(CLAIM_LANES);

      const cart = await api(server.url, reader!.token).GET('/cart', { signal: AbortSignal.timeout(15_000) });
      expect(cart.response.status).toBe(200);

      await holder.query('commit');
      expect((await Promise.all(placing)).map((placed) => placed.response.status)).toEqual(buyers.map(() => 201));
    } finally {
      await holder.end();
    }
  }, 60_000);
});
