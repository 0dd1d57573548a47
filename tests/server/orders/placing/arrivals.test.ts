/**
 * A claimed placement's turn waits for the placements read before it and not yet at their claim (decision 0082):
 * their checks and session lookups, then their claims, come before a purchase. Only those read so far: a later one
 * never holds it. A claim call waits for them too (decision 0089). Every placeOrder request is counted out, answered
 * or refused.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { arrivalsOf, Arrivals } from '#server/orders/placing/arrivals';
import { ClaimDesk } from '#server/orders/placing/stock-claims';
import { startTestServer } from '#tests/support/server';
import { ownVariant } from '#tests/support/own-products';
import { addToCart, call, cashOrder, newShopper, type Shopper } from '../support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Whether `promise` has settled after a few turns of the event loop: time enough for anything not waiting. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

const request = () => ({}) as FastifyRequest;

it('holds a turn until the placements read before it reach their claim, not for those read after', async () => {
  const arriving = new Arrivals();
  const desk = new ClaimDesk(server.ctx.db, server.ctx.now, () => 0, 1, arriving);
  const [before, after] = [request(), request()];

  arriving.enter(before);
  const turn = desk.idle();
  // Read while the turn waits: it is not waited for.
  await new Promise((resolve) => setImmediate(resolve));
  arriving.enter(after);
  expect(await settledSoon(turn)).toBe(false);

  arriving.leave(before);
  arriving.leave(before);
  expect(await settledSoon(turn)).toBe(true);
  expect(await settledSoon(arriving.settled())).toBe(false);
  arriving.leave(after);
  expect(await settledSoon(arriving.settled())).toBe(true);
});

it('counts out every placeOrder request: refused by its checks, placed, or refused for stock', async () => {
  const variant = await ownVariant(server.ctx.db, 1);
  const pick = { ...variant, title: '', price: 0, sellingPrice: 0 };
  const [first, second] = [await newShopper(server.url), await newShopper(server.url)];
  await addToCart(server.url, first, pick, 1);
  await addToCart(server.url, second, pick, 1);
  const place = (shopper: Shopper, body: Record<string, unknown> = cashOrder(shopper)) =>
    call(server.url, 'POST', '/orders', { token: shopper.token, body });

  expect((await place(first, { ...cashOrder(first), var_adress_id: 'nowhere' })).status).toBe(400);
  expect((await place(first)).status).toBe(201);
  expect((await place(second)).status).toBe(409);
  expect(await settledSoon(arrivalsOf(server.ctx).settled())).toBe(true);
});

it('makes a claim call once the placements read before it reach their claim, claiming them together', async () => {
  const arriving = new Arrivals();
  let calls = 0;
  const db = new Proxy(server.ctx.db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (...args: Parameters<typeof target.execute>) => {
            calls += 1;
            return target.execute(...args);
          }
        : Reflect.get(target, key, receiver),
  });
  const desk = new ClaimDesk(db, server.ctx.now, () => 0, 1, arriving);
  const [first, second] = [request(), request()];
  arriving.enter(first);
  arriving.enter(second);

  // Nobody with these numbers: each call answers them unclaimed and not short.
  const firstClaim = desk.claim(-1, null, -1);
  arriving.leave(first);
  expect(await settledSoon(firstClaim)).toBe(false);
  expect(calls).toBe(0);

  const secondClaim = desk.claim(-2, null, -2);
  arriving.leave(second);
  expect(await Promise.all([firstClaim, secondClaim])).toMatchObject([
    { claim: null, short: null },
    { claim: null, short: null },
  ]);
  expect(calls).toBe(1);
});
