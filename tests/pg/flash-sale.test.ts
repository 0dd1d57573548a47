/**
 * bench:checkout's flash sale, small, as a test: two servers on one PostgreSQL (each its
 * own pool and catalog cache), 40 shoppers after the 10 units of two variants of the test's
 * own, all placing at once, shoppers split between the servers. Shopper i wants variant
 * i mod 2 and pays cash when i is even: the cash shoppers race for the first variant and
 * the card shoppers (step 1, the sandbox, step 2) for the second, so every run takes card
 * payments whatever the interleaving. Cash against card on one unit is
 * payment-holds.test.ts's. The ledger is scripts/flash-sale.ts's, the bench's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, makeShoppers, runSale, stockUp } from '../../scripts/flash-sale';
import { ownProducts } from '../support/own-products';
import { startTestServer, type TestServer } from '../support/server';
import { databaseUrl } from './pg-server';

let servers: TestServer[] = [];

beforeAll(async () => {
  servers = await Promise.all([startTestServer({ databaseUrl: databaseUrl() }), startTestServer({ databaseUrl: databaseUrl() })]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('a flash sale on two servers', () => {
  it('sells exactly the units there are, each once; refuses the rest in the SPEC words; every payment ends in one order or one refund', async () => {
    const { db } = servers[0]!.ctx;
    const sale = (await ownProducts(db, 2, 0)).map((product) => ({ productId: product.id, variantId: product.variants[0]!.id }));
    const start = await stockUp(db, sale, 10);
    const shoppers = await makeShoppers(db, 40);

    const result = await runSale({ apiUrls: servers.map((server) => server.apiUrl), shoppers, variants: sale, timeoutMs: 30_000 });

    expect((await ledger(db, result, start)).filter((line) => !line.ok)).toEqual([]);
    const count = (way: string, outcome: string) => result.outcomes.filter((o) => o.way === way && o.result === outcome).length;
    expect({ cash: count('cash', 'ordered'), card: count('card', 'ordered') }).toEqual({ cash: 5, card: 5 });
    expect(result.outcomes.filter((o) => o.result === 'out of stock')).toHaveLength(30);
    expect(result.outcomes.filter((o) => o.paymentId)).toHaveLength(5);
  }, 90_000);
});
