// Text read as the database reads the catalog's (statefront_search_text, migration 0015); plurals and typos (decision 0036).

/** Words of a search beyond this find nothing: no product holds so many, and each costs a scan of the shop's words. */
export const MAX_WORDS = 10;

export function wordsOf(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return plain.split(/[^a-z0-9]+/).filter(Boolean);
}

/** Beside those the shop's words mark with an empty lexeme: "dress for a party" asks for a party dress. */
const IGNORED = new Set('a an and are as at be by for from in into is it its of on or the to with without'.split(' '));
export const isIgnored = (word: string) => IGNORED.has(word);

/** The word's simple English forms, itself first: dresses ↔ dress, earring ↔ earrings, accessories ↔ accessory. */
export function formsOf(word: string): string[] {
  const forms = [word];
  if (word.length < 3) return forms;
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  else forms.push(`${word}s`, `${word}es`);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/** One from 5 letters, two from 9. */
export const typosAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Optimal string alignment (a swap of two neighbours is one edit); `max + 1` as soon as it is sure to be more. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
