/**
 * A memo of promised answers, bounded by the bytes they hold, the least recently asked
 * going first. The promise is what is kept, so two requests for a name nobody has asked
 * for yet share one drawing; a drawing that fails is forgotten, so the next request tries
 * again. A pure function's cache: each process keeps its own.
 */
export class ByteBoundMemo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly bytesOf: (value: T) => number,
  ) {}

  get(key: string): Promise<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` and returns it; its bytes count once it has them. */
  set(key: string, value: Promise<T>): Promise<T> {
    this.total -= this.entries.get(key)?.bytes ?? 0;
    const entry = { value, bytes: 0 };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        if (this.entries.get(key) !== entry) return; // let go before it was drawn
        entry.bytes = this.bytesOf(resolved);
        this.total += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** What the kept answers hold, for the tests. */
  get bytes(): number {
    return this.total;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
