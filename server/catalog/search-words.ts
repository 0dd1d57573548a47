// What a shopper typed, read against the shop's words: forms, synonyms, beginnings, else the nearest words (decision 0036).
import type { AppContext } from '../context/context';
import { searchSynonyms, searchWords } from '../db/schema';
import type { AnswerCache, VersionedCache } from '../http-cache/answer-cache';
import { editDistance, formsOf, isIgnored, MAX_WORDS, typosAllowed, wordsOf } from './search-text';

export interface ShopWords {
  /** Each word the catalog holds and its lexeme ('' for one English search ignores). */
  lexemeOf: Map<string, string>;
  /** The words with a lexeme, sorted: those a typed beginning starts are neighbours. */
  sorted: string[];
  /** A word a shopper types and what it means: alternatives, each all of its words. */
  synonyms: Map<string, string[][]>;
}

export interface SearchQuery {
  /** Each word's alternatives OR-ed, the words AND-ed; null finds nothing. */
  tsquery: string | null;
  /** What was searched instead of the text, when the text meant nothing the shop holds. */
  corrected?: string;
  /** The parts of a title to show in bold. */
  words: string[];
}

export interface ReadOptions {
  /** The last word is still being typed: it also matches the words it begins. */
  prefix: boolean;
  /** Search only what was typed: no typo is corrected. */
  asTyped: boolean;
}

/** Words a typed beginning may stand for: a letter or two starts hundreds. */
const PREFIX_WORDS = 40;

const NOTHING: SearchQuery = { tsquery: null, words: [] };

const kept = new WeakMap<AnswerCache, VersionedCache<ShopWords>>();

/** The shop's words, read once per catalog version (forgotten with the catalog's answers, decision 0011). */
export function shopWords(ctx: AppContext): Promise<ShopWords> {
  let cache = kept.get(ctx.catalogCache);
  if (!cache) {
    cache = ctx.catalogCache.follower<ShopWords>({ enabled: true, maxSize: 1, sizeOf: () => 1 });
    kept.set(ctx.catalogCache, cache);
  }
  return cache.answer('words', async () => {
    const words = await ctx.db.select().from(searchWords);
    const synonyms = await ctx.db.select().from(searchSynonyms);
    return shopWordsOf(words, synonyms);
  });
}

export function shopWordsOf(
  words: { word: string; lexeme: string }[],
  synonyms: { word: string; means: string }[],
): ShopWords {
  const lexemeOf = new Map(words.map((row) => [row.word, row.lexeme]));
  const meanings = new Map<string, string[][]>();
  for (const row of synonyms) {
    const [word, ...more] = wordsOf(row.word);
    if (!word || more.length > 0) continue;
    const alternatives = row.means
      .split(',')
      .map(wordsOf)
      .filter((alternative) => alternative.length > 0);
    meanings.set(word, [...(meanings.get(word) ?? []), ...alternatives]);
  }
  const sorted = words
    .filter((row) => row.lexeme !== '')
    .map((row) => row.word)
    .sort();
  return { lexemeOf, sorted, synonyms: meanings };
}

interface WordMatch {
  terms: Set<string>;
  words: Set<string>;
}

export function readSearch(shop: ShopWords, text: string, options: ReadOptions): SearchQuery {
  const all = wordsOf(text);
  const meant = all.filter((word) => !isIgnoredHere(shop, word));
  // Only words English search ignores ("a"): what else could be meant is what they begin.
  const typed = meant.length > 0 ? meant : all;
  const prefix = options.prefix || meant.length === 0;
  if (typed.length === 0 || typed.length > MAX_WORDS) return NOTHING;
  const last = typed.length - 1;
  const matches: WordMatch[] = [];
  const searched: string[] = [];
  for (const [i, word] of typed.entries()) {
    const match = matchWord(shop, word, prefix && i === last);
    if (match) {
      matches.push(match);
      searched.push(word);
      continue;
    }
    // A word the shop does not hold: the nearest within the typos forgiven, unless only what was typed is wanted.
    const near = options.asTyped ? [] : nearestWords(shop, word, typosAllowed(word));
    const corrected = near.map((nearWord) => matchWord(shop, nearWord, false)).filter((match) => match !== null);
    if (corrected.length === 0) return NOTHING;
    matches.push({
      terms: new Set(corrected.flatMap((match) => [...match.terms])),
      words: new Set(corrected.flatMap((match) => [...match.words])),
    });
    searched.push(near.find((nearWord) => nearWord[0] === word[0]) ?? near[0]!);
  }
  const query = queryOf(matches);
  return searched.some((word, i) => word !== typed[i]) ? { ...query, corrected: searched.join(' ') } : query;
}

/** A word English search ignores: marked so by the catalog, or a common one the catalog never held. */
function isIgnoredHere(shop: ShopWords, word: string): boolean {
  const lexeme = shop.lexemeOf.get(word);
  return lexeme === '' || (lexeme === undefined && !shop.synonyms.has(word) && isIgnored(word));
}

function matchWord(shop: ShopWords, word: string, prefix: boolean): WordMatch | null {
  const match: WordMatch = { terms: new Set(), words: new Set() };
  const add = (term: string, shopWord: string) => {
    match.terms.add(term);
    match.words.add(shopWord);
  };
  for (const form of formsOf(word)) {
    const lexeme = shop.lexemeOf.get(form);
    if (lexeme) add(quoted(lexeme), form);
    for (const alternative of shop.synonyms.get(form) ?? []) {
      const lexemes = alternative.map((part) => shop.lexemeOf.get(part)).filter((lexeme) => lexeme !== '');
      if (lexemes.length === 0 || lexemes.some((lexeme) => lexeme === undefined)) continue;
      const terms = lexemes.map((lexeme) => quoted(lexeme!));
      add(terms.length === 1 ? terms[0]! : `(${terms.join(' & ')})`, alternative.join(' '));
    }
  }
  if (prefix) {
    for (const begun of wordsBegunBy(shop.sorted, word)) add(quoted(shop.lexemeOf.get(begun)!), begun);
  }
  return match.terms.size > 0 ? match : null;
}

function nearestWords(shop: ShopWords, word: string, max: number): string[] {
  if (max === 0) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of [...shop.sorted, ...shop.synonyms.keys()]) {
    const distance = editDistance(word, candidate, best);
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= max) {
      found.push(candidate);
    }
  }
  return best <= max ? found : [];
}

function wordsBegunBy(sorted: string[], beginning: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < beginning) low = middle + 1;
    else high = middle;
  }
  const begun: string[] = [];
  for (let i = low; i < sorted.length && begun.length < PREFIX_WORDS && sorted[i]!.startsWith(beginning); i++)
    begun.push(sorted[i]!);
  return begun;
}

const quoted = (lexeme: string) => `'${lexeme}'`;

function queryOf(matches: WordMatch[]): SearchQuery {
  return {
    tsquery: matches.map((match) => `(${[...match.terms].join(' | ')})`).join(' & '),
    words: [...new Set(matches.flatMap((match) => [...match.words]))],
  };
}
