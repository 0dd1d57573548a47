// Fixed windows by the database's clock; hits arriving while an upsert is on its way go in the next, and a bucket may
// take places in blocks to hand out in-process, so it refuses a little early, never late (decision 0025).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { FixedStatement } from '../db/prepared';

export interface Count {
  current: number;
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
  private readonly open = new Map<string, Batch>();
  private readonly sending = new Map<string, Promise<void>>();
  private readonly leases = new Map<string, Lease>();

  constructor(private readonly db: Db) {}

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

  /** Past many addresses, closed windows go first: memory stays bounded by a minute's addresses. */
  private lease(key: string, lease: Lease): void {
    if (this.leases.size >= 10_000) {
      const now = Date.now();
      for (const [other, { until }] of this.leases) if (until <= now) this.leases.delete(other);
    }
    this.leases.set(key, lease);
  }

  private async send(key: string, bucket: string, address: string, batch: Batch): Promise<void> {
    this.open.delete(key);
    // A block beyond the waiters: hits arriving together would otherwise use every place taken and leave none to hand out.
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

export async function forgetClosedWindows(db: Db): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`with gone as (delete from rate_limit_hits where resets_at <= now() returning 1) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
