/** A small seeded PRNG (mulberry32): the same seed gives the same shop on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** The item at an index in range (noUncheckedIndexedAccess cannot see that it is). */
function at<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) throw new RangeError(`no item ${index} of ${items.length}`);
  return items[index] as T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return at(items, int(0, items.length - 1));
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}
