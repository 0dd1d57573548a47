/**
 * Search in two server processes on one PostgreSQL (decision 0036): a product renamed with
 * plain SQL is found by its new word through both within a second. Its document is the
 * database's, right at the commit; what a process keeps (the shop's words, its answers) is
 * forgotten through the catalog's NOTIFY.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase, type Database } from '#server/db/connect';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { ownVariant } from '#tests/support/own-products';
import { databaseUrl } from '../pg-server';

let servers: ServerProcess[] = [];
let database: Database;

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl(),
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    CATALOG_CACHE: 'on',
    SEED_PRODUCTS: String(DEFAULT_PRODUCT_COUNT),
  };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 180_000 }),
    spawnServer({ env, readyTimeoutMs: 180_000 }),
  ]);
  database = await openDatabase({ databaseUrl: databaseUrl() });
}, 200_000);

afterAll(async () => {
  await Promise.all([...servers.map((server) => server.stop()), database?.close()]);
});

/** How long until `search` finds the product through `api`, polled every 20 ms for at most 5 s. */
async function msUntilFound(api: ContractClient, search: string, productId: number, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    const { products } = await api.ok('searchProducts', { body: { search, as_typed: true } });
    if (products.some((product) => product.int_glcode === productId)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

describe('search in two processes on one PostgreSQL', () => {
  it('finds a product renamed with plain SQL by its new word through both, within a second', async () => {
    const { slug, productId } = await ownVariant(database.db, 1);
    // A word no product holds, letters only: each process has read the shop's words without it.
    const word = `zephyr${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const apis = servers.map((server) => createContractClient(server.url));
    for (const api of apis)
      expect((await api.ok('searchProducts', { body: { search: word, as_typed: true } })).products).toEqual([]);

    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query(`update products set title = title || ' ' || $1 where slug = $2`, [word, slug]);
    } finally {
      await client.end();
    }
    const committed = Date.now();
    const found = await Promise.all(apis.map((api) => msUntilFound(api, word, productId, committed)));
    expect(Math.max(...found), `found after ${found.join(' and ')} ms`).toBeLessThanOrEqual(1_000);
  }, 60_000);
});
