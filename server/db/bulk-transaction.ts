// Search documents made once, at the end, for a writer that touches each product several times (decision 0043).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connect';

export async function bulkTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statefront.search_deferred', 'on', true)`);
    const done = await work(tx);
    // In the writer's time; the commit's own flush then finds nothing left.
    await tx.execute(sql`select statefront_search_flush()`);
    return done;
  });
}
