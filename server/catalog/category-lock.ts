// One lock for the shape of the categories' tree (decision 0061). The back office's changes to the tree take it alone,
// so two moves at once never make a loop nor pass the three levels between them; a catalog write (an import, the
// product editor's save) shares it, so a product is never filed by a path a move is changing under it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connect';

export async function holdCategories(tx: Tx, how: 'alone' | 'shared'): Promise<void> {
  await tx.execute(
    how === 'alone'
      ? sql`select pg_advisory_xact_lock(hashtext('statefront:categories'))`
      : sql`select pg_advisory_xact_lock_shared(hashtext('statefront:categories'))`,
  );
}
