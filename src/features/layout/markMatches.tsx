import type { ReactNode } from 'react';

/** A word as the shop reads it: lowered, its accents gone. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A suggestion's title with the words that matched what was typed in bold: `words` are the
 * shop's words the server matched (the word typed, its plural, the word it begins, the word
 * a typo meant).
 */
export function markMatches(title: string, words: string[] | undefined): ReactNode[] {
  const matched = new Set(words ?? []);
  return title
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part, i) => (matched.has(plain(part)) ? <strong key={i}>{part}</strong> : part));
}
