/**
 * Public catalog answers, LRU-bounded and flushed whole by any catalog write (decisions 0011, 0017). A computation
 * begun before a flush is never stored; while the listener reconnects the cache is bypassed.
 */
import { etagOf } from './etag';

export interface CatalogAnswer {
  /** Anonymous: no `liked` set. */
  body: Buffer;
  etag: string;
  productIds: number[];
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** What a cached POST read's exact body asked for before (decision 0069): the answer's key, and what serving it does. */
export interface KnownBody {
  key: string;
  served?: (productIds: number[]) => void;
  /** Characters held for it, its text and its key. */
  size: number;
}

export interface VersionedCacheOptions<V> {
  enabled: boolean;
  maxSize: number;
  sizeOf(value: V): number;
}

export interface AnswerCacheOptions {
  enabled: boolean;
  maxBytes: number;
}

export function catalogAnswer(value: unknown, productIds: number[]): CatalogAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), productIds, encoded: {} };
}

export class VersionedCache<V> {
  readonly enabled: boolean;
  private readonly maxSize: number;
  private readonly sizeOf: (value: V) => number;
  /**
   * Insertion order, and each entry marked when read since: an eviction passes over a marked entry once, moving it
   * to the end (a second chance, close to least recently used). Moving every hit to the end cost a cached read a
   * twentieth of its time (docs/bench/request-path.md).
   */
  private readonly entries = new Map<string, { value: V; read: boolean }>();
  private readonly pending = new Map<string, { generation: number; answer: Promise<V> }>();
  private bytes = 0;
  private generation = 0;
  private listening = false;
  private readonly listeners = new Set<() => void>();
  readonly stats = { hits: 0, misses: 0, shared: 0, invalidations: 0, evictions: 0 };

  constructor(options: VersionedCacheOptions<V>) {
    this.enabled = options.enabled;
    this.maxSize = options.maxSize;
    this.sizeOf = options.sizeOf;
  }

  /** A kept answer, at once: most reads are hits, and a hit needs no promise. */
  hit(key: string): V | undefined {
    if (!this.enabled || !this.listening) return undefined;
    const found = this.entries.get(key);
    if (found === undefined) return undefined;
    this.stats.hits++;
    found.read = true;
    return found.value;
  }

  /** Concurrent misses of one key share one computation. */
  async answer(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled || !this.listening) return compute();
    const found = this.hit(key);
    if (found !== undefined) return found;
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

  /** Stored at once, whatever was flushed since it was worked out: for values a flush cannot make wrong. */
  keep(key: string, value: V): void {
    if (this.enabled && this.listening) this.store(key, value);
  }

  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    for (const listener of this.listeners) listener();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }

  onInvalidate(listener: () => void): void {
    this.listeners.add(listener);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private store(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const replaced = this.entries.get(key);
    if (replaced !== undefined) this.bytes -= this.sizeOf(replaced.value);
    this.entries.delete(key);
    this.entries.set(key, { value, read: false });
    this.bytes += size;
    // An entry moved to the end is met again, unmarked, if the oldest are not enough; the one stored stays.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxSize) break;
      if (oldest === key) continue;
      this.entries.delete(oldest);
      if (entry.read) {
        entry.read = false;
        this.entries.set(oldest, entry);
        continue;
      }
      this.bytes -= this.sizeOf(entry.value);
      this.stats.evictions++;
    }
  }
}

/** Far more filters than visitors use between two writes. */
const TOTALS_KEPT = 10_000;
/** A few thousand bodies of a few hundred characters: at most a few MB. */
const BODY_CHARS_KEPT = 2_000_000;

/** Totals are kept even with CATALOG_CACHE=off: counting anew was most of a listing's time (decision 0017). */
export class AnswerCache extends VersionedCache<CatalogAnswer> {
  private readonly followers = new Set<Pick<VersionedCache<unknown>, 'invalidate' | 'setListening'>>();
  readonly totals = this.follower<number>({ enabled: true, maxSize: TOTALS_KEPT, sizeOf: () => 1 });
  /** By operation, URL and exact body text (server/plugins/known-bodies.ts); useless, so off, without the answers. */
  readonly bodies = this.follower<KnownBody>({
    enabled: this.enabled,
    maxSize: BODY_CHARS_KEPT,
    sizeOf: (known) => known.size,
  });

  constructor(options: AnswerCacheOptions) {
    super({ enabled: options.enabled, maxSize: options.maxBytes, sizeOf: (answer) => answer.body.length });
  }

  /** Flushed and bypassed whenever this one is. */
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
