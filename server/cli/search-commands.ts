// `synonyms set|remove`: the operator's words checked here, the change made by server/catalog/synonyms.ts.
import type { Db } from '../db/connect';
import { removeSynonym as forget, setSynonym as set } from '../catalog/synonyms';
import { CliError } from './commands';

export { listSynonyms, SEARCH_DAYS, topMisses } from '../catalog/synonyms';

/** Sets what a word means (comma-separated alternatives), replacing what it meant. */
export async function setSynonym(db: Db, word: string | undefined, means: string): Promise<void> {
  const key = word?.trim().toLowerCase();
  if (!key || /\s/.test(key) || !means.trim())
    throw new CliError('Usage: npm run shop -- synonyms set <word> <what it means, comma-separated>');
  await set(db, key, means.trim());
}

export async function removeSynonym(db: Db, word: string | undefined): Promise<void> {
  const key = word?.trim().toLowerCase();
  if (!key) throw new CliError('Usage: npm run shop -- synonyms remove <word>');
  if (!(await forget(db, key))) throw new CliError(`No synonym for "${key}".`);
}
