/**
 * The rate limits' counts, kept in the database (decision 0025) so that N server processes
 * on one PostgreSQL count into the same rows and together allow what one would.
 *
 * A window is fixed: its first request opens it for `windowMs` (by the database's clock, the
 * one clock every process shares) and every request in it counts one. Each hit is one
 * atomic upsert, but hits on one bucket and address that arrive while the previous upsert
 * is on its way are sent together as one (`hits + n`): a burst from one address (a
 * scraper, a page's first-screen calls) costs a round trip per batch, not per request, and
 * each hit still learns its own place in the count, so the limit is exact.
 *
 * A bucket may also count in blocks (`block` > 1): a batch then takes `block` places in
 * the count beyond its own hits, and those are this process's to hand out
 * without asking, until they run out or the window closes. The reads' limit does so: a
 * read costs a round trip once in `block` reads, and the count can only run ahead of the
 * requests (by at most a block per process), so the limit may refuse a little early,
 * never late.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { FixedStatement } from '../db/prepared';

export interface Count {
  /** This hit's place in its window: 1 for the first. */
  current: number;
  /** Milliseconds until the window closes and the count starts again. */
  ttl: number;
}

const upsert = new FixedStatement<
  { hits: number; ttl: number },
  { bucket: string; address: string; hits: number; windowMs: number }
>(sql`
  insert into rate_limit_hits as r (bucket, address, resets_at, hits)
  values (${sql.placeholder('bucket')}, ${sql.placeholder('address')},
          now() + ${sql.placeholder('windowMs')}::int * interval '1 millisecond', ${sql.placeholder('hits')}::int)
  on conflict (bucket, address) do update set
    hits = case when r.resets_at <= now() then excluded.hits else r.hits + excluded.hits end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning r.hits as hits, ceil(extract(epoch from r.resets_at - now()) * 1000)::int as ttl`);

interface Batch {
  windowMs: number;
  block: number;
  waiters: { resolve(count: Count): void; reject(error: unknown): void }[];
}

/** Places in the count this process took and has not handed out yet, until `until` (Date.now()). */
interface Lease {
  next: number;
  last: number;
  until: number;
}

export class HitCounter {
  /** Per bucket and address: the batch still taking hits, and the upsert on its way. */
  private readonly open = new Map<string, Batch>();
  private readonly sending = new Map<string, Promise<void>>();
  private readonly leases = new Map<string, Lease>();

  constructor(private readonly db: Db) {}

  /** Counts one request of `address` in `bucket`. */
  hit(bucket: string, address: string, windowMs: number, block = 1): Promise<Count> {
    const key = `${bucket}\n${address}`;
    const lease = this.leases.get(key);
    if (lease) {
      const now = Date.now();
      if (lease.next <= lease.last && now < lease.until)
        return Promise.resolve({ current: lease.next++, ttl: lease.until - now });
      this.leases.delete(key);
    }
    let batch = this.open.get(key);
    if (!batch) {
      const opened: Batch = { windowMs, block, waiters: [] };
      this.open.set(key, opened);
      batch = opened;
      // After the upsert on its way (if any), so the hits joining meanwhile go as one.
      const sent = (this.sending.get(key) ?? Promise.resolve()).then(() => this.send(key, bucket, address, opened));
      this.sending.set(key, sent);
      void sent.then(() => {
        if (this.sending.get(key) === sent) this.sending.delete(key);
      });
    }
    const { waiters } = batch;
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  /** Keeps a lease; past many addresses, those whose window has closed go first, so memory stays bounded by a minute's addresses. */
  private lease(key: string, lease: Lease): void {
    if (this.leases.size >= 10_000) {
      const now = Date.now();
      for (const [other, { until }] of this.leases) if (until <= now) this.leases.delete(other);
    }
    this.leases.set(key, lease);
  }

  private async send(key: string, bucket: string, address: string, batch: Batch): Promise<void> {
    this.open.delete(key);
    // In blocks, a block beyond the waiters: hits arriving together (a scraper's connections)
    // would otherwise use every place taken and leave none to hand out.
    const n = batch.waiters.length + (batch.block > 1 ? batch.block : 0);
    try {
      const [row] = await upsert.run(this.db, { bucket, address, hits: n, windowMs: batch.windowMs });
      if (!row) throw new Error('rate_limit_hits: the upsert returned no row');
      const ttl = Math.max(1, row.ttl);
      const first = row.hits - n + 1;
      batch.waiters.forEach((waiter, i) => waiter.resolve({ current: first + i, ttl }));
      const unused = first + batch.waiters.length;
      if (unused <= row.hits) this.lease(key, { next: unused, last: row.hits, until: Date.now() + ttl });
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  }
}

/** The background pass's share: windows that have closed are forgotten. Answers how many. */
export async function forgetClosedWindows(db: Db): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`with gone as (delete from rate_limit_hits where resets_at <= now() returning 1) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
