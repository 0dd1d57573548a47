/**
 * Public catalog answers kept serialized, keyed by operation and input (decision 0011).
 *
 * - Bounded: least recently used answers are dropped past `maxBytes` of JSON.
 * - Invalidated as a whole by every write to a catalog table, wherever it came from:
 *   the tables' triggers NOTIFY (migration 0002) and every server LISTENs. A write made
 *   by this process also invalidates here before its answer is sent (`invalidate()`),
 *   so the writer's next read never waits for the notification.
 * - A computation that started before an invalidation is never stored (the generation
 *   moved on), so a slow read cannot put an old answer back. Concurrent misses of one
 *   key share one computation (a burst after an invalidation makes one query per key).
 * - While notifications are not being received (the PostgreSQL listener reconnecting)
 *   nothing is served from or stored in the cache.
 */
import { etagOf } from './etag';

export interface CatalogAnswer {
  /** The JSON answer, anonymous (no `liked` set). */
  body: Buffer;
  /** Strong ETag of `body`. */
  etag: string;
  /** The products the answer shows, for the caller's hearts. */
  productIds: number[];
  /** `body` compressed, made on the first request that accepts each encoding (serve.ts). */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

export interface VersionedCacheOptions<V> {
  enabled: boolean;
  /** Upper bound of what is kept, in the unit of `sizeOf`. */
  maxSize: number;
  sizeOf(value: V): number;
}

export interface AnswerCacheOptions {
  enabled: boolean;
  /** Upper bound of the bodies kept, in bytes. */
  maxBytes: number;
}

export function catalogAnswer(value: unknown, productIds: number[]): CatalogAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), productIds, encoded: {} };
}

/**
 * Values computed from the catalog, kept until the catalog changes: the rules above, for
 * any value (answers, listing totals).
 */
export class VersionedCache<V> {
  readonly enabled: boolean;
  private readonly maxSize: number;
  private readonly sizeOf: (value: V) => number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, V>();
  private readonly pending = new Map<string, { generation: number; answer: Promise<V> }>();
  private bytes = 0;
  private generation = 0;
  private listening = false;
  private readonly listeners = new Set<() => void>();
  /** Counters for the bench and tests; `shared` counts misses that joined a running computation. */
  readonly stats = { hits: 0, misses: 0, shared: 0, invalidations: 0, evictions: 0 };

  constructor(options: VersionedCacheOptions<V>) {
    this.enabled = options.enabled;
    this.maxSize = options.maxSize;
    this.sizeOf = options.sizeOf;
  }

  /** The cached value for `key`, or `compute()`'s (stored when nothing changed meanwhile). Concurrent misses share one computation. */
  async answer(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled || !this.listening) return compute();
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.stats.hits++;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const running = this.pending.get(key);
    if (running && running.generation === this.generation) {
      this.stats.shared++;
      return running.answer;
    }

    this.stats.misses++;
    const generation = this.generation;
    const answer = compute();
    this.pending.set(key, { generation, answer });
    try {
      const computed = await answer;
      if (generation === this.generation && this.listening) this.store(key, computed);
      return computed;
    } finally {
      if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
    }
  }

  /** Forgets every answer (a catalog table changed). */
  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    for (const listener of this.listeners) listener();
  }

  /** Whether invalidations are being received; while not, the cache is bypassed. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }

  /** Called on every invalidation (other snapshots of catalog data follow the same rule). */
  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** What is kept: entries, and their total size in the unit of `sizeOf` (bytes for answers). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private store(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const replaced = this.entries.get(key);
    if (replaced !== undefined) this.bytes -= this.sizeOf(replaced);
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxSize) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(entry);
      this.stats.evictions++;
    }
  }
}

/** How many listing totals are kept (one number each): far more filters than a shop's visitors use between two writes. */
const TOTALS_KEPT = 10_000;

/**
 * Serialized public answers, and beside them the listing totals (how many products match
 * a filter). Totals are kept even with the answer cache off (CATALOG_CACHE=off): counting
 * every match anew for each page was most of a listing's time, and a total stays exact
 * because it is forgotten at every catalog change like an answer.
 */
export class AnswerCache extends VersionedCache<CatalogAnswer> {
  private readonly followers = new Set<Pick<VersionedCache<unknown>, 'invalidate' | 'setListening'>>();
  readonly totals = this.follower<number>({ enabled: true, maxSize: TOTALS_KEPT, sizeOf: () => 1 });

  constructor(options: AnswerCacheOptions) {
    super({ enabled: options.enabled, maxSize: options.maxBytes, sizeOf: (answer) => answer.body.length });
  }

  /** Another cache of catalog values, forgotten and bypassed whenever this one is (search's words, the totals). */
  follower<V>(options: VersionedCacheOptions<V>): VersionedCache<V> {
    const cache = new VersionedCache<V>(options);
    this.followers.add(cache);
    return cache;
  }

  override invalidate(): void {
    for (const cache of this.followers) cache.invalidate();
    super.invalidate();
  }

  override setListening(listening: boolean): void {
    for (const cache of this.followers) cache.setListening(listening);
    super.setListening(listening);
  }
}
