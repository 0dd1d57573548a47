// Search in SQL (decision 0036): documents kept by triggers; the rank weighs where the words stand and how close.
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { searchDocuments, searchMisses } from '../db/schema';
import { readSearch, shopWords, type ReadOptions, type SearchQuery } from './search-words';

/** By where a word stands: descriptions (D), -, labels (B), title (A). */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.5, 1.0}'::float4[]`);

export const holdsQuery = (query: string | Placeholder, document: SQLWrapper = searchDocuments.document): SQL =>
  sql`${document} @@ ${query}::tsquery`;

/** Not cover density (ts_rank_cd): it ranked a common word's matches ten times slower on PGlite (docs/bench/search.md). */
export const rankOf = (query: string | Placeholder, document: SQLWrapper = searchDocuments.document): SQL =>
  sql`ts_rank(${WEIGHTS}, ${document}, ${query}::tsquery)`;

export async function searchQuery(ctx: AppContext, text: string, options: ReadOptions): Promise<SearchQuery> {
  return readSearch(await shopWords(ctx), text, options);
}

/** For the owner (`npm run shop -- searches`): the words only, never who searched; counting never fails the search. */
export function countNothingFound(ctx: AppContext, text: string): void {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!words) return;
  const day = ctx.now().toISOString().slice(0, 10);
  ctx.db
    .insert(searchMisses)
    .values({ text: words, day })
    .onConflictDoUpdate({
      target: [searchMisses.text, searchMisses.day],
      set: { count: sql`${searchMisses.count} + 1` },
    })
    .catch(() => undefined);
}
