/**
 * A cached POST read's body sent again is answered from the catalog cache before it is parsed (decision 0069): the
 * same bytes and headers as the usual way, the line per request and the read limit as for any answer, never for a
 * signed-in caller, never stale after a write, never for a body or a request that fails a check.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMisses, variants } from '#server/db/schema';
import { ownProducts } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { call, newShopper } from '../orders/support';

let server: TestServer;
/** RATE_LIMIT_READS=3. */
let limited: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } }),
    startTestServer({ config: { rateLimitReads: 3 } }),
  ]);
});
afterAll(() => Promise.all([server?.close(), limited?.close()]));

interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A POST of exactly `text`, its answer as sent (fetch would decompress it). */
function post(base: string, path: string, text: string, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const sending = httpRequest(
      `${base}/api/v1${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    sending.on('error', reject).end(text);
  });
}

/** Answered early: the parser found the body's text among those answered before. */
const earlyAnswers = () => server.ctx.catalogCache.bodies.stats.hits;
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe('a cached POST read sent again', () => {
  it('is answered from its text with the bytes and headers of the usual way, compressed or not, and its line in the log', async () => {
    for (const [page, headers] of [
      [2, {}],
      [3, { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const text = JSON.stringify({ fk_category: 'all', limit: 12, page });
      // The first computes the answer, the second finds it kept and remembers the text, the third is answered early.
      const [first, second] = [
        await post(server.url, '/products', text, headers),
        await post(server.url, '/products', text, headers),
      ];
      const early = earlyAnswers();
      const third = await post(server.url, '/products', text, headers);
      expect(earlyAnswers()).toBe(early + 1);
      expect(first.status).toBe(200);
      for (const again of [second, third]) {
        expect(again.body.equals(first.body)).toBe(true);
        expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      }
    }
    const [usual, early] = lines
      .slice(-2)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map(({ time: _time, reqId: _reqId, responseTime: _responseTime, ...fields }) => fields);
    expect(early).toEqual(usual);
    expect(early).toMatchObject({ req: { method: 'POST', url: '/api/v1/products' }, res: { statusCode: 200 } });
  });

  it('counts each search that found nothing, the early answers too', async () => {
    const words = 'zzqx nothing matches this';
    const count = async () =>
      (
        await server.ctx.db
          .select({ count: searchMisses.count })
          .from(searchMisses)
          .where(and(eq(searchMisses.text, words), eq(searchMisses.day, server.ctx.now().toISOString().slice(0, 10))))
      )[0]?.count ?? 0;
    const early = earlyAnswers();
    for (let i = 0; i < 3; i++)
      expect((await post(server.url, '/search', JSON.stringify({ search: words }))).status).toBe(200);
    expect(earlyAnswers()).toBe(early + 1);
    // Each count was asked of the database before its answer was sent, so before this read.
    expect(await count()).toBe(3);
  });

  it('answers a body written otherwise (spaces, key order) as the same read, the same bytes', async () => {
    const sent = ['{"search":"kurta","sort":"price_asc"}', '{ "sort": "price_asc",\n  "search": "kurta" }'];
    const answers = [];
    for (const text of [...sent, ...sent, ...sent]) answers.push(await post(server.url, '/search', text));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.body.equals(answers[0]!.body)).toBe(true);
  });

  it('gives a signed-in shopper their hearts, though the same text is answered early to anyone else', async () => {
    const text = JSON.stringify({ fk_category: 'all', limit: 5, page: 1 });
    const listed = async (token?: string) =>
      JSON.parse(
        (await post(server.url, '/products', text, token ? { authorization: `Bearer ${token}` } : {})).body.toString(),
      ) as { data: { int_glcode: number; liked: boolean }[] };
    const first = (await listed()).data[0]!.int_glcode;
    await listed();
    const fan = await newShopper(server.url);
    expect((await call(server.url, 'PUT', '/like', { token: fan.token, body: { fk_product: first } })).status).toBe(
      200,
    );

    const early = earlyAnswers();
    expect((await listed()).data[0]).toMatchObject({ int_glcode: first, liked: false });
    expect(earlyAnswers()).toBe(early + 1);
    expect((await listed(fan.token)).data[0]).toMatchObject({ int_glcode: first, liked: true });
  });

  it('is never answered from before a catalog write', async () => {
    const [own] = await ownProducts(server.ctx.db, 1, 5);
    const text = JSON.stringify({ search: own!.title });
    type Card = { int_glcode: number; default_variant: { int_glcode: number; stock: number } };
    const card = async () =>
      (JSON.parse((await post(server.url, '/search', text)).body.toString()) as { products: Card[] }).products.find(
        (item) => item.int_glcode === own!.id,
      )!.default_variant;
    await card();
    const { int_glcode: variantId } = await card();
    const early = earlyAnswers();
    expect((await card()).stock).toBe(5);
    expect(earlyAnswers()).toBe(early + 1);

    await server.ctx.db.update(variants).set({ stock: 2 }).where(eq(variants.id, variantId));
    expect((await card()).stock).toBe(2);
  });

  it('refuses a bad body every time, and a known text sent with another charset', async () => {
    const bad = JSON.stringify({ search: 'kurta', sort: 'cheapest' });
    for (let i = 0; i < 3; i++) {
      const refused = await post(server.url, '/search', bad);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ message: expect.any(String) });
    }
    const known = JSON.stringify({ search: 'kurta' });
    for (let i = 0; i < 3; i++) await post(server.url, '/search', known);
    const latin = await post(server.url, '/search', known, { 'content-type': 'application/json; charset=latin1' });
    expect(latin.status).toBe(415);
  });

  it('counts in the read limit, and past it is refused', async () => {
    const text = JSON.stringify({ search: 'saree' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(limited.url, '/search', text));
    expect(limited.ctx.catalogCache.bodies.stats.hits).toBe(1);
    answers.push(await post(limited.url, '/search', text));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
  });
});
