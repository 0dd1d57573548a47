/**
 * Search in SQL (decision 0036): a product matches when its document (search_documents,
 * kept by triggers) holds every word's lexemes; relevance is PostgreSQL's rank, which
 * weighs where the words stand (title first, then brand, categories, tags and attribute
 * values, descriptions last) and, for several words, how close they stand.
 */
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { searchDocuments, searchMisses } from '../db/schema';
import { readSearch, shopWords, type ReadOptions, type SearchQuery } from './search-words';

/** The rank's weight of a word by where it stands: descriptions (D), -, labels (B), title (A). */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.5, 1.0}'::float4[]`);

/** A document holding every word of the query. */
export const holdsQuery = (query: string | Placeholder, document: SQLWrapper = searchDocuments.document): SQL =>
  sql`${document} @@ ${query}::tsquery`;

/**
 * How well a document answers the query: the words' places, and for words that must all
 * match, how close each pair stands (ts_rank). Cover density (ts_rank_cd) ranked a common
 * word's matches ten times slower on PGlite (docs/bench/search.md).
 */
export const rankOf = (query: string | Placeholder, document: SQLWrapper = searchDocuments.document): SQL =>
  sql`ts_rank(${WEIGHTS}, ${document}, ${query}::tsquery)`;

/** What a typed text searches, read against the shop's words of this catalog version. */
export async function searchQuery(ctx: AppContext, text: string, options: ReadOptions): Promise<SearchQuery> {
  return readSearch(await shopWords(ctx), text, options);
}

/**
 * A search that found nothing, counted for the owner (`npm run shop -- searches`): its
 * words only, never who searched. Counting never fails the search.
 */
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
