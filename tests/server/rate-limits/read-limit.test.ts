/**
 * The read limit (RATE_LIMIT_READS, decision 0025): every read of the API from one address
 * counts in one window, answers from the catalog cache too; each answer says where the
 * caller stands (RateLimit-*), and past the limit the answer is a 429 the contract
 * describes, with Retry-After and a message for people. A small limit here; the shop's is generous.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sql } from 'drizzle-orm';
import { forgetClosedWindows, HitCounter } from '#server/rate-limits/hits';
import { messages } from '#server/messages/messages';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { documentPath } from '#tests/contract/openapi-document';
import { startTestServer, type TestServer } from '#tests/support/server';

const LIMIT = 6;
let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimitReads: LIMIT } });
  api = createContractClient(server.url);
});
afterAll(() => server?.close());

/** A read from another address than the test's own 127.0.0.1 (in-process, so the address can be chosen). */
const readFrom = (remoteAddress: string) => server.app.inject({ method: 'GET', url: '/api/v1/general', remoteAddress });

describe('the read limit', () => {
  it('counts cached and uncached reads, GET and POST, together; past it a 429 with Retry-After and a message', async () => {
    // A read the cache answers after its first time, and reads of other operations, in one count.
    const { data } = await api.ok('listProducts', { body: { limit: 1, page: 1 } });
    const slug = data[0]!.var_slug;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await api.call('getProduct', { path: { slug } }));
    answers.push(await api.call('getSiteSettings'), await api.call('listProducts', { body: { limit: 1, page: 1 } }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-limit'))).toEqual(Array(5).fill(String(LIMIT)));
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0']);
    for (const answer of answers) expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    const refused = await api.call<{ message: string }>('getProduct', { path: { slug } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Every header the contract's 429 names, as an integer.
    const document = parse(readFileSync(documentPath, 'utf8')) as {
      components: { responses: { TooManyRequests: { headers: Record<string, unknown> } } };
    };
    for (const name of Object.keys(document.components.responses.TooManyRequests.headers))
      expect(refused.headers.get(name), name).toMatch(/^\d+$/);
    const [opening = '', ending = ''] = messages.requests.tooManyReads('\0').split('\0');
    expect(refused.body.message.startsWith(opening) && refused.body.message.endsWith(ending)).toBe(true);
    expect(refused.body.message).toMatch(/\d+ (second|minute)/);

    // Not a read: a login is not refused by it. Another address has its own count.
    expect(
      (await api.call('login', { body: { var_email: 'nobody@example.com', var_password: 'Wrong#123' } })).status,
    ).toBe(401);
    const elsewhere = await readFrom('192.0.2.7');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('lets exactly the limit through when reads arrive all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => readFrom('198.51.100.9')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
    // Each let through learns its own place in the count.
    const remaining = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => Number(answer.headers['ratelimit-remaining']));
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('forgets closed windows in the background pass and keeps open ones', async () => {
    await readFrom('203.0.113.5');
    await server.ctx.db.execute(
      sql`insert into rate_limit_hits (bucket, address, resets_at, hits) values ('reads', '203.0.113.6', now() - interval '1 second', 40)`,
    );
    expect(await forgetClosedWindows(server.ctx.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await server.ctx.db.execute<{ address: string }>(
      sql`select address from rate_limit_hits where address like '203.0.113.%'`,
    );
    expect(rows.map((row) => row.address)).toEqual(['203.0.113.5']);
  });

  it('counting in blocks, two processes hand out each place once and the count runs ahead by at most a block each', async () => {
    // Two counters on one database, as two processes have; blocks of 10.
    const [one, two] = [new HitCounter(server.ctx.db), new HitCounter(server.ctx.db)];
    const places: number[] = [];
    for (let i = 0; i < 25; i++)
      places.push((await (i % 3 === 0 ? two : one).hit('blocks', '192.0.2.44', 60_000, 10)).current);
    expect([...places].sort((a, b) => a - b)).toEqual([...new Set(places)].sort((a, b) => a - b));
    const { rows } = await server.ctx.db.execute<{ hits: number }>(
      sql`select hits from rate_limit_hits where bucket = 'blocks' and address = '192.0.2.44'`,
    );
    expect(rows[0]!.hits).toBeGreaterThanOrEqual(25);
    expect(rows[0]!.hits).toBeLessThanOrEqual(25 + 2 * 10);
    expect(Math.max(...places)).toBeLessThanOrEqual(rows[0]!.hits);
  });
});
