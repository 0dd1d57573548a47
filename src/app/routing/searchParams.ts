/**
 * Readers for URL search params, as the router hands them over (JSON-parsed: `?page=2`
 * is the number 2, `?attr=[3,4]` an array). Each returns the value when it is valid and
 * undefined otherwise, so a value that does not parse reads as absent instead of breaking
 * the page. A route's validateSearch must name every field, undefined ones included: the
 * router keeps a raw param its validator leaves out. Hand-written rather than a schema library: every route's search check runs
 * in the entry, on the first load.
 */
import { limits } from '#rules/limits';

export function intParam(
  value: unknown,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Text, trimmed unless `trim` is false (a slug is taken as written); empty text is absent unless `keepEmpty`. */
export function textParam(value: unknown, { trim = true, keepEmpty = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text || keepEmpty ? text : undefined;
}

/** A non-empty list, no longer than a filter takes, whose every item reads; one bad item drops the list. */
export function listParam<T>(value: unknown, item: (value: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > limits.filterValues) return undefined;
  const items = value.map(item);
  return items.every((read) => read !== undefined) ? (items as T[]) : undefined;
}

export function oneOfParam<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}
