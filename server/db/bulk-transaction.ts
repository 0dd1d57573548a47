/**
 * A transaction for a writer of many products at once (the catalog import, the seed;
 * decision 0043). Search's triggers (migration 0015) make a product's document at every
 * statement that touches it, and such a writer touches each product several times (its
 * row, then its tags, then its variants' values): here they only note it, and its
 * document is made once, at the end. Every other writer keeps search right at each
 * statement.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connect';

export async function bulkTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statefront.search_deferred', 'on', true)`);
    const done = await work(tx);
    // Made here, in the writer's time; the commit's own flush (migration 0023) then finds nothing left.
    await tx.execute(sql`select statefront_search_flush()`);
    return done;
  });
}
