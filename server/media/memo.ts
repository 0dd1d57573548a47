// The promise is kept, so two first requests share one drawing; a failed one is forgotten. Least recently asked goes first.
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

  /** Its bytes count once it has them. */
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

  /** For the tests. */
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
