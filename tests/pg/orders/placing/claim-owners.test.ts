/**
 * Claims of a process that died go back to stock at once (decision 0070): each process holds a session lock on the
 * number its claims carry, and a sweep gives back only the claims whose number nobody holds.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockClaims, variants } from '#server/db/schema';
import { giveBackOrphaned } from '#server/orders/placing/claim-owners';
import { ownProducts, type OwnProduct } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { databaseUrl } from '#tests/pg/pg-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl: databaseUrl() });
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('claims of a process that died', () => {
  it('go back to stock, while a live process keeps its own', async () => {
    const { db } = server.ctx;
    const [gone, alive] = await ownProducts(db, 2, 5);
    const variantOf = (product: OwnProduct | undefined) => product!.variants[0]!.id;
    const stockOf = async (product: OwnProduct | undefined) =>
      (
        await db
          .select({ stock: variants.stock })
          .from(variants)
          .where(eq(variants.id, variantOf(product)))
      )[0]!.stock;
    // Two numbers no server of this suite holds; the live one's lock is taken below, as its process would hold it.
    const [dead, living] = [2_000_000_001, 2_000_000_002];
    const claim = async (product: OwnProduct | undefined, owner: number) => {
      await db
        .update(variants)
        .set({ stock: sql`${variants.stock} - 1` })
        .where(eq(variants.id, variantOf(product)));
      const [row] = await db
        .insert(stockClaims)
        .values({
          userId: 0,
          lines: [{ productId: product!.id, variantId: variantOf(product), quantity: 1 }],
          expiresAt: new Date(server.ctx.now().getTime() + 300_000),
          owner,
        })
        .returning();
      return row!.id;
    };
    const elsewhere = new pg.Client({ connectionString: databaseUrl() });
    await elsewhere.connect();
    // Ended below as a dying process's session ends, from PostgreSQL's side.
    elsewhere.on('error', () => undefined);
    const { rows } = await elsewhere.query<{ pid: number }>('select pg_backend_pid() as pid');
    try {
      await elsewhere.query(`select pg_advisory_lock(hashtext('statefront:claim-owner'), $1)`, [living]);
      const claims = [await claim(gone, dead), await claim(alive, living)];

      await giveBackOrphaned(server.ctx);
      expect([await stockOf(gone), await stockOf(alive)]).toEqual([5, 4]);
      const left = await db.select({ id: stockClaims.id }).from(stockClaims).where(inArray(stockClaims.id, claims));
      expect(left).toEqual([{ id: claims[1] }]);
    } finally {
      // Its session ends: the process is gone. A client's own end() returns before its backend has let its locks go;
      // terminating the backend with a timeout returns only once it has.
      await db.execute(sql`select pg_terminate_backend(${rows[0]!.pid}, 10000)`);
      await elsewhere.end().catch(() => undefined);
    }
    await giveBackOrphaned(server.ctx);
    expect(await stockOf(alive)).toBe(5);
  }, 60_000);
});
