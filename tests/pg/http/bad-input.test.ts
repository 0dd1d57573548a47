/**
 * Input PostgreSQL refuses is a 400 on real PostgreSQL too (PGlite may report it
 * differently): NUL bytes in the strings of several operations; a page no catalog can
 * have; and the SQLSTATEs PostgreSQL gives a NUL, an integer overflow,
 * a bad number and an impossible date are the ones the error handler maps to 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgError, PG_CLIENT_INPUT_ERRORS } from '#server/db/pg-error';
import { newShopperWithAddress, shopping } from '#tests/contract/shopping-fixtures';
import type { TestServer } from '#tests/support/server';
import { call } from '#tests/server/orders/support';
import { startPgServer } from '../pg-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  let api;
  ({ server, api } = await startPgServer());
  ({ token } = await newShopperWithAddress(api));
});
afterAll(async () => {
  await server?.close();
});

const nul = 'a\u0000b';

describe('bad input on PostgreSQL', () => {
  it.each([
    ['search', 'POST', '/search', { search: nul }, false],
    ['suggestions', 'GET', '/product-search/a%00b', undefined, false],
    ['filter', 'POST', '/products', { tag: [nul] }, false],
    ['contact', 'POST', '/contact', { var_name: nul, var_email: 'meera@example.com', var_message: 'Hello' }, false],
    ['login', 'POST', '/login', { var_email: `${nul}@example.com`, var_password: 'Kurta#2026' }, false],
    ['sign-up', 'POST', '/user', { ...shopping.newShopper(), var_name: nul }, false],
    ['address', 'POST', '/address', { ...shopping.address, var_city: nul }, true],
    ['profile', 'PUT', '/user', { var_name: nul }, true],
    [
      'coupon',
      'POST',
      '/coupon',
      { coupon_code: nul, total_amount: 100, total_tax: 5, total_discount: 0, delivery_charge: 0 },
      true,
    ],
  ] as const)('%s answers 400 with a message', async (_label, method, path, body, signedIn) => {
    const answer = await call<{ message?: string }>(server.url, method, path, { body, ...(signedIn ? { token } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toMatch(/\S/);
  });

  // The one-statement listing computes its offset in SQL, where 1e300 overflows (22003):
  // a page no catalog can have is the client's mistake, answered 400, never a 5xx.
  it('a page beyond any offset answers 400 with a message, not a 5xx', async () => {
    const answer = await call<{ message?: string }>(server.url, 'POST', '/products', {
      body: { fk_category: 'all', limit: 60, page: 1e300 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toMatch(/\S/);
  });

  it('reports NUL, overflow and bad numbers with SQLSTATEs the error handler answers 400', async () => {
    const codeOf = async (query: ReturnType<typeof sql>) => {
      try {
        await server.ctx.db.execute(query);
      } catch (error) {
        return pgError(error)?.code;
      }
      return undefined;
    };
    const codes = [
      await codeOf(sql`select ${nul}::text`),
      await codeOf(sql`select ${'99999999999'}::int`),
      await codeOf(sql`select ${'1e300'}::bigint`),
      await codeOf(sql`select ${'2026-13-45'}::date`),
    ];
    for (const code of codes) expect(PG_CLIENT_INPUT_ERRORS, String(code)).toContain(code);
  });
});
