/** How search reads what was typed (server/catalog/search-text.ts, search-words.ts), without a database. */
import { describe, expect, it } from 'vitest';
import { editDistance, MAX_WORDS, typosAllowed, wordsOf } from '#server/catalog/search-text';
import { readSearch, shopWordsOf } from '#server/catalog/search-words';

/** A small shop: its words as the triggers keep them (the lexeme PostgreSQL's English stemmer gives), and a synonym. */
const shop = shopWordsOf(
  [
    ['saree', 'sare'],
    ['sarees', 'sare'],
    ['silk', 'silk'],
    ['red', 'red'],
    ['kurta', 'kurta'],
    ['earrings', 'earring'],
    ['chanderi', 'chanderi'],
    ['chandni', 'chandni'],
    ['the', ''],
    ['a', ''],
    ['anarkali', 'anarkali'],
  ].map(([word, lexeme]) => ({ word: word!, lexeme: lexeme! })),
  [{ word: 'Kurti', means: 'kurta' }],
);
const read = (text: string, options = {}) => readSearch(shop, text, { prefix: false, asTyped: false, ...options });

describe('the words of a text', () => {
  it('are lowered, unaccented and split at anything but a letter or a digit', () => {
    expect(wordsOf('  Sarée, RED-silk!! 2 ')).toEqual(['saree', 'red', 'silk', '2']);
    expect(wordsOf("'); drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(wordsOf('😀 !!! \u0000\u0001 ')).toEqual([]);
  });

  it('count a swap of two letters as one edit, and stop counting past the most allowed', () => {
    expect(editDistance('sraee', 'saree', 2)).toBe(1);
    expect(editDistance('sliver', 'silver', 2)).toBe(1);
    expect(editDistance('dresss', 'dress', 2)).toBe(1);
    expect(editDistance('embroidery', 'embroidered', 2)).toBe(2);
    expect(editDistance('zzqxqzz', 'saree', 1)).toBe(2);
    expect([4, 5, 8, 9].map((n) => typosAllowed('x'.repeat(n)))).toEqual([0, 1, 1, 2]);
  });
});

describe('a search read against the shop’s words', () => {
  it('matches every word by its lexeme, its plural or singular, and its synonyms, ignoring words like "the"', () => {
    expect(read('the Red SAREES')).toEqual({ tsquery: "('red') & ('sare')", words: ['red', 'sarees', 'saree'] });
    expect(read('earring').tsquery).toBe("('earring')");
    expect(read('kurti').tsquery).toBe("('kurta')");
  });

  it('corrects a word the shop does not hold to the nearest within the typos forgiven, and says so', () => {
    expect(read('red sraee')).toEqual({
      tsquery: "('red') & ('sare')",
      words: ['red', 'saree', 'sarees'],
      corrected: 'red saree',
    });
    // Both at one edit are searched; the correction shown keeps the typed first letter.
    expect(read('chandri')).toMatchObject({ tsquery: "('chanderi' | 'chandni')", corrected: 'chanderi' });
    expect(read('sraee', { asTyped: true }).tsquery).toBeNull();
    // Four letters forgive nothing.
    expect(read('slik').tsquery).toBeNull();
  });

  it('finds nothing for a word far from every word of the shop, or for too many words', () => {
    expect(read('zzqxqzz').tsquery).toBeNull();
    expect(read('red saree zzqxqzz').tsquery).toBeNull();
    expect(
      read(
        Array(MAX_WORDS + 1)
          .fill('red')
          .join(' '),
      ).tsquery,
    ).toBeNull();
    expect(read('!!! 😀').tsquery).toBeNull();
  });

  it('matches the last word as the words it begins while it is being typed', () => {
    expect(read('red sar', { prefix: true }).tsquery).toBe("('red') & ('sare')");
    expect(read('anark', { prefix: true }).tsquery).toBe("('anarkali')");
    expect(read('anark').tsquery).toBeNull();
    // Only words search ignores: what they begin is what could be meant.
    expect(read('a').tsquery).toBe("('anarkali')");
  });

  it('reads the longest text the shop takes against thousands of words in a few milliseconds', () => {
    const big = shopWordsOf(
      Array.from({ length: 3000 }, (_, i) => ({ word: `w${i.toString(36)}xyzq`, lexeme: `w${i}` })),
      [],
    );
    const texts = [Array(50).fill('sraeex').join(' ').slice(0, 100), 'q'.repeat(100), 'abcdefghij '.repeat(9)];
    for (const text of texts) {
      // The best of five: a busy machine slows a single run, never all of them.
      const runs = Array.from({ length: 5 }, () => {
        const started = performance.now();
        readSearch(big, text, { prefix: true, asTyped: false });
        return performance.now() - started;
      });
      expect(Math.min(...runs), text).toBeLessThan(50);
    }
  });
});
