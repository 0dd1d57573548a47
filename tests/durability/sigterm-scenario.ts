/**
 * SIGTERM in the middle of a rush of orders, on either database: 20 shoppers place their
 * orders at once, each with its Idempotency-Key, and the server is told to stop as the
 * first answer arrives. A clean shutdown answers every request it had taken (no connection
 * reset), exits by itself within SHUTDOWN_GRACE_SECONDS, and leaves every acknowledged
 * order stored and the stock taken equal to the units ordered. A retry of each key after
 * the restart answers the order it placed, never a second one.
 *
 * Through the same stop, clients keep sending reads on kept-alive connections
 * (keep-alive-clients.ts), a load that does not stop for the signal: every request the
 * server took is answered, with its result or with 503 and `Connection: close`, none is
 * reset, and once the server no longer listens a new connection is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '#scripts/server-process';
import type { ServerProcess } from '#scripts/server-process';
import { shopping } from '../contract/shopping-fixtures';
import { keepSending } from './keep-alive-clients';
import { json, ownStock, stockOf } from './kill-restart-scenario';

const placements = 20;
/** Clients reading on kept-alive connections through the signal, and their bounds. */
const readers = 8;
const readsPerReader = 2_000;
const readingForMs = 10_000;

export interface SigtermOptions {
  /** Which database (and how many processes), for the test name and the printed figures. */
  database: string;
  /** The server's environment: DATA_DIR or DATABASE_URL, WORKERS, and the rest. */
  env: () => Record<string, string>;
}

interface Shopper {
  token: string;
  addressId: number;
  key: string;
}

export function describeSigterm(options: SigtermOptions) {
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop();
  });

  describe(`SIGTERM during concurrent order placements (${options.database})`, () => {
    it(`answers all ${placements}, exits cleanly, and keeps every acknowledged order and consistent stock`, async () => {
      const env = options.env();
      const variants = await ownStock(env, 2, placements);
      const start = async () => {
        const server = await spawnServer({ env, readyTimeoutMs: 120_000 });
        running.push(server);
        return server;
      };
      let server = await start();
      let api = `${server.url}/api/v1`;

      // Each shopper with one line in the cart, ready to order.
      const ready = async (i: number): Promise<Shopper> => {
        const signUp = await json(`${api}/user`, 'POST', undefined, shopping.newShopper());
        expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
        const token = (signUp.body.data as { accessToken: string }).accessToken;
        const address = await json(`${api}/address`, 'POST', token, shopping.address);
        expect(address.status, JSON.stringify(address.body)).toBe(201);
        const pick = variants[i % variants.length]!;
        const cart = await json(`${api}/cart`, 'PUT', token, {
          fk_product: pick.fk_product,
          var_qty: 1,
          fk_variant: pick.variant_id,
        });
        expect(cart.status, JSON.stringify(cart.body)).toBe(200);
        return { token, addressId: (address.body.data as { int_glcode: number }).int_glcode, key: randomUUID() };
      };
      const shoppers = await Promise.all(Array.from({ length: placements }, (_, i) => ready(i)));
      const initial = await stockOf(api, variants);

      const place = (shopper: Shopper) =>
        json(
          `${api}/orders`,
          'POST',
          shopper.token,
          { ...shopping.cashOrder(shopper.addressId), var_phone: '9876543210' },
          { 'idempotency-key': shopper.key },
        );

      // Readers holding kept-alive connections from before the signal until well after it.
      const reading = keepSending({
        url: `${api}/cart`,
        headers: shoppers.slice(0, readers).map((shopper) => ({ authorization: `Bearer ${shopper.token}` })),
        maxRequests: readsPerReader,
        forMs: readingForMs,
      });
      await reading.warm;

      // All at once; SIGTERM as the first answer arrives, while the rest are on the wire.
      let answered = 0;
      let inFlightAtSignal = -1;
      let signalledAt = 0;
      const outcomes = await Promise.all(
        shoppers.map((shopper) =>
          place(shopper).then(
            (answer) => {
              answered += 1;
              if (inFlightAtSignal < 0) {
                inFlightAtSignal = placements - answered;
                signalledAt = Date.now();
                server.child.kill('SIGTERM');
                reading.signalled();
              }
              return {
                status: answer.status,
                orderId: (answer.body.data as { order_id?: string } | undefined)?.order_id,
                error: undefined,
              };
            },
            (error: unknown) => ({ status: 0, orderId: undefined, error: String(error) }),
          ),
        ),
      );
      const exit = await server.exited;
      const shutdownMs = Date.now() - signalledAt;
      // All but the info lines (one a request): what went wrong, if anything did.
      const stoppedOutput = server
        .output()
        .split('\n')
        .filter((line) => !line.includes('"level":30'))
        .join('\n');
      const reads = await reading.finished;

      const resets = outcomes.filter((o) => o.error);
      const statuses = outcomes.map((o) => o.status);
      const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.orderId!);

      server = await start();
      api = `${server.url}/api/v1`;
      // The tokens survive a restart (sessions are stored). Each shopper has exactly the order acknowledged to them.
      const stored: { variant: number; units: number }[] = [];
      const storedIds: string[] = [];
      for (const shopper of shoppers) {
        const list = await json(`${api}/orders`, 'GET', shopper.token);
        expect(list.status).toBe(200);
        for (const order of list.body.data as {
          order_id: string;
          fk_product_arr: { var_unit: number; variants: { int_glCode: number } }[];
        }[]) {
          storedIds.push(order.order_id);
          for (const line of order.fk_product_arr)
            stored.push({ variant: line.variants.int_glCode, units: line.var_unit });
        }
      }
      // A retry with the same key answers the same order: none is placed twice.
      const retried = await Promise.all(shoppers.map(place));
      const now = await stockOf(api, variants);
      const inconsistent = variants.filter((v) => {
        const units = stored.filter((line) => line.variant === v.variant_id).reduce((sum, line) => sum + line.units, 0);
        return initial.get(v.variant_id)! - now.get(v.variant_id)! !== units;
      });

      console.log(
        `SIGTERM on ${options.database}: ${placements} placements, ${inFlightAtSignal} unanswered at the signal, ` +
          `${outcomes.length - resets.length} answered (${acknowledged.length} × 201), ${resets.length} reset, ` +
          `exit ${exit.code ?? exit.signal} ${shutdownMs} ms after the signal; after restart ${storedIds.length} stored, ` +
          `${acknowledged.filter((id) => !storedIds.includes(id)).length} lost, ${inconsistent.length} variants with inconsistent stock; ` +
          `${reads.clients} kept-alive readers: ${reads.before} reads before the signal, ${reads.through} through it, answered ` +
          `${
            Object.entries(reads.answered)
              .map(([status, count]) => `${count} × ${status}`)
              .join(', ') || 'none'
          }, ` +
          `${reads.resets.length} reset, ${reads.refused} refused (no longer listening), ${reads.otherErrors.length} other errors`,
      );
      expect(inFlightAtSignal, 'the signal came while orders were on the wire').toBeGreaterThan(0);
      expect(resets, 'every request taken gets an HTTP answer').toEqual([]);
      expect(statuses).toEqual(Array(placements).fill(201));
      expect(
        exit,
        `the clean exit, not the hard stop; the server printed, but for its info lines:\n${stoppedOutput}`,
      ).toEqual({
        code: 0,
        signal: null,
      });
      expect(storedIds.sort()).toEqual([...acknowledged].sort());
      expect(retried.map((answer) => (answer.body.data as { order_id: string }).order_id)).toEqual(acknowledged);
      expect(inconsistent).toEqual([]);
      expect(reads.through, 'the readers kept sending through the signal').toBeGreaterThan(readers);
      expect(reads.resets, 'no request on a connection the server took is reset').toEqual([]);
      expect(reads.otherErrors).toEqual([]);
      expect(
        Object.keys(reads.answered).filter((status) => status !== '200' && status !== '503'),
        'each answered with its result or 503',
      ).toEqual([]);
      expect(reads.unavailableKeptOpen, 'a 503 closes its connection').toBe(0);
    }, 600_000);
  });
}
