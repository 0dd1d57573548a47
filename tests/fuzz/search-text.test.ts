/**
 * Search's text, generated: whatever a shopper or a script types (0 to 200 characters,
 * punctuation alone, emoji, SQL, control characters and NUL, dozens of words) is answered by
 * search, the suggestions and a listing's search with a 200 checked against the contract or
 * a 400 worded for people, never a 5xx; and such texts cost no more than a plain search and
 * 50 ms (the median of their answers' times against a plain search's, in one run: single
 * answers on a shared machine carry its noise; the words' cap bounds each one, see
 * tests/unit/search-text.test.ts).
 * FUZZ_SEED replays a run, FUZZ_RUNS sets its cases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractClient, type ContractClient } from '../contract/contract-client';
import { startTestServer, type TestServer } from '../support/server';
import { notWordedForPeople } from '../support/worded-for-people';
import { nulAndSurrogates, trickyText, unicodeString } from './invalid-inputs';

const runs = Number(process.env.FUZZ_RUNS ?? 60);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

/** What a search box or a script may send: each kind the issue names, and any mix of them. */
const searchText = fc.oneof(
  fc.string({ maxLength: 200 }),
  unicodeString({ maxLength: 200 }),
  trickyText,
  fc.constantFrom(
    '',
    ' ',
    '!!!',
    '.,;:?!-_()[]{}',
    '%',
    '_',
    '\\',
    '*',
    "'",
    '"',
    '&|!<->:*',
    '😀',
    '😀'.repeat(50),
    '\u0001\u0002\u001f',
  ),
  fc.constantFrom(
    "' or 1=1 --",
    "saree'); drop table products; --",
    'select * from users',
    "sarees:* & !'x'",
    '$1',
    '%_%',
  ),
  fc.constantFrom(...nulAndSurrogates),
  fc
    .array(fc.constantFrom('saree', 'red', 'silk', 'sraee', 'kurta', 'zzqx', 'the', 'a'), {
      minLength: 11,
      maxLength: 50,
    })
    .map((words) => words.join(' ')),
  fc.integer({ min: 1, max: 200 }).map((n) => 'x'.repeat(n)),
);

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

let server: TestServer;
let api: ContractClient;
beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
});
afterAll(() => server?.close());

/** A call and how long its answer took to come back. */
async function timed(ask: () => Promise<{ status: number; body: unknown }>) {
  const started = performance.now();
  const answer = await ask();
  return { ...answer, ms: performance.now() - started };
}

describe('search text, generated', () => {
  it(`answers ${runs} texts a 200 or a 400 worded for people, never a 5xx, in a plain search's time and 50 ms`, async () => {
    console.log(`search text fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run tests/fuzz/search-text.test.ts`);
    const plain = [];
    for (let i = 0; i < 5; i++)
      plain.push(
        (await timed(() => api.call('searchProducts', { body: { search: 'red silk saree', as_typed: true } }))).ms,
      );
    const answered: number[] = [];
    await fc.assert(
      fc.asyncProperty(searchText, async (text) => {
        const asks = [
          () => api.call('searchProducts', { body: { search: text } }),
          () => api.call('listProducts', { body: { search: text, limit: 9, page: 1 } }),
          // A path segment that is empty or a dot segment is another route's URL, not a text; a lone surrogate has no URL.
          ...(['', '.', '..'].includes(text) || loneSurrogate.test(text)
            ? []
            : [() => api.call('suggestProducts', { path: { text } })]),
        ];
        for (const ask of asks) {
          const answer = await timed(ask);
          expect(answer.status, JSON.stringify(text)).toBeLessThan(500);
          expect([200, 400], JSON.stringify(text)).toContain(answer.status);
          if (answer.status === 400)
            expect(notWordedForPeople(answer.status, answer.body), JSON.stringify(text)).toBeUndefined();
          answered.push(answer.ms);
        }
      }),
      { numRuns: runs, seed },
    );
    const times = answered.sort((a, b) => a - b);
    const typical = times[Math.floor(times.length / 2)]!;
    const base = [...plain].sort((a, b) => a - b)[2]!;
    expect(
      typical,
      `median ${typical.toFixed(1)} ms against a plain search's ${base.toFixed(1)} ms`,
    ).toBeLessThanOrEqual(base + 50);
  }, 300_000);
});
