import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { searchMisses, searchSynonyms } from '../db/schema';
import { CliError } from './commands';

/** How many of the searches that found nothing `searches` lists, and over how many days. */
export const SEARCHES_LISTED = 20;
export const SEARCH_DAYS = 7;

/** The shop's synonyms, by word. */
export function listSynonyms(db: Db): Promise<{ word: string; means: string }[]> {
  return db.select().from(searchSynonyms).orderBy(searchSynonyms.word);
}

/** Sets what a word means (comma-separated alternatives), replacing what it meant. */
export async function setSynonym(db: Db, word: string | undefined, means: string): Promise<void> {
  const key = word?.trim().toLowerCase();
  if (!key || /\s/.test(key) || !means.trim())
    throw new CliError('Usage: npm run shop -- synonyms set <word> <what it means, comma-separated>');
  await db
    .insert(searchSynonyms)
    .values({ word: key, means: means.trim() })
    .onConflictDoUpdate({ target: searchSynonyms.word, set: { means: means.trim() } });
}

export async function removeSynonym(db: Db, word: string | undefined): Promise<void> {
  const key = word?.trim().toLowerCase();
  if (!key) throw new CliError('Usage: npm run shop -- synonyms remove <word>');
  const removed = await db.delete(searchSynonyms).where(eq(searchSynonyms.word, key)).returning();
  if (removed.length === 0) throw new CliError(`No synonym for "${key}".`);
}

/** The searches that found nothing most often in the last SEARCH_DAYS days (today included). */
export function topMisses(db: Db, today: Date): Promise<{ text: string; count: number }[]> {
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
