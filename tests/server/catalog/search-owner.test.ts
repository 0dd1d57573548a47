/**
 * What search tells the owner and lets the owner keep: searches that found nothing (their
 * text only, counted per day, listed by `npm run shop -- searches`, counted in /metrics),
 * and the synonyms (`npm run shop -- synonyms`), which every search reads at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '#server/cli/main';
import type { Database } from '#server/db/connect';
import { createContractClient } from '#tests/contract/contract-client';
import { startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
let api: ReturnType<typeof createContractClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
});
afterAll(() => server?.close());

/** The CLI on the test server's own database (left open: the server owns it). */
async function shop(...args: string[]): Promise<string> {
  const lines: string[] = [];
  const database = {
    db: server.ctx.db,
    kind: 'pglite',
    location: 'test',
    close: async () => undefined,
  } satisfies Database;
  await run(args, { out: (text) => lines.push(text), open: async () => database });
  return lines.join('\n');
}

/** Waits until the counting write (not awaited by the search) has landed. */
async function counted(text: string, times: number) {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await server.ctx.db.execute<{ total: number }>(
      sql`select coalesce(sum(count), 0)::int as total from search_misses where text = ${text}`,
    );
    if (rows[0]!.total >= times) return rows[0]!.total;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`"${text}" was not counted ${times} times`);
}

describe('searches that found nothing', () => {
  it('are counted per text, on every request, cached or not, and listed most counted first; found ones are not', async () => {
    for (let i = 0; i < 3; i++) await api.ok('searchProducts', { body: { search: 'Qwxzzy  Plonk' } });
    await api.ok('listProducts', { body: { search: 'vrrmqx', fk_category: 'all', from_price: 0, to_price: 100000 } });
    await api.ok('searchProducts', { body: { search: 'saree' } });
    expect(await counted('qwxzzy plonk', 3)).toBe(3);
    expect(await counted('vrrmqx', 1)).toBe(1);

    const listed = await shop('searches');
    expect(listed).toMatch(/qwxzzy plonk\s+3/);
    expect(listed.indexOf('qwxzzy plonk')).toBeLessThan(listed.indexOf('vrrmqx'));
    expect(listed).not.toContain('saree');
    const { rows } = await server.ctx.db.execute(sql`select * from search_misses limit 1`);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'text']);

    const metrics = (await api.call<string>('getMetrics')).body;
    const line = metrics
      .split('\n')
      .find((candidate) => candidate.startsWith('statefront_search_nothing_found_total '));
    expect(Number(line?.split(' ')[1])).toBeGreaterThanOrEqual(4);
  });
});

describe('synonyms', () => {
  it('lists the defaults, and a word set or removed by the operator is searched so at once', async () => {
    expect(await shop('synonyms')).toMatch(/kurti\s+kurta/);
    const search = async (text: string) =>
      (await api.ok('searchProducts', { body: { search: text, as_typed: true } })).products.length;
    expect(await search('ghagra')).toBe(0);
    await shop('synonyms', 'set', 'ghagra', 'lehenga, flared skirt');
    expect(await search('ghagra')).toBeGreaterThan(0);
    await shop('synonyms', 'remove', 'ghagra');
    expect(await search('ghagra')).toBe(0);
    await expect(shop('synonyms', 'remove', 'ghagra')).rejects.toThrow('No synonym for "ghagra"');
  });
});
