// The searches that found nothing, and the synonyms that make them find (decision 0036): read and set by the
// operator's `searches` and `synonyms` commands and by the back office's Search page alike.
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { searchMisses, searchSynonyms } from '../db/schema';

/** How many of the searches that found nothing are listed, and over how many days. */
const SEARCHES_LISTED = 20;
export const SEARCH_DAYS = 7;

/** The shop's synonyms, by word. */
export function listSynonyms(db: Queryable): Promise<{ word: string; means: string }[]> {
  return db.select().from(searchSynonyms).orderBy(searchSynonyms.word);
}

/** Sets what a word (one, lower case) means: comma-separated alternatives, replacing what it meant. */
export async function setSynonym(db: Queryable, word: string, means: string): Promise<void> {
  await db
    .insert(searchSynonyms)
    .values({ word, means })
    .onConflictDoUpdate({ target: searchSynonyms.word, set: { means } });
}

/** Whether the word had a synonym to forget. */
export async function removeSynonym(db: Queryable, word: string): Promise<boolean> {
  return (await db.delete(searchSynonyms).where(eq(searchSynonyms.word, word)).returning()).length > 0;
}

/** The searches that found nothing most often in the last SEARCH_DAYS days (today included). */
export function topMisses(db: Queryable, today: Date): Promise<{ text: string; count: number }[]> {
  const since = new Date(today.getTime() - (SEARCH_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const total = sql<number>`sum(${searchMisses.count})::int`;
  return db
    .select({ text: searchMisses.text, count: total })
    .from(searchMisses)
    .where(gte(searchMisses.day, since))
    .groupBy(searchMisses.text)
    .orderBy(desc(total), searchMisses.text)
    .limit(SEARCHES_LISTED);
}
