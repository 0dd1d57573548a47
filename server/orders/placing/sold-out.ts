// A placement that came in without claiming its units is refused while it waits, once its cart cannot be filled (decisions 0057, 0070).
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/connect';
import { arrayLiteral } from '#server/db/array-literal';
import { conflict, type HttpError } from '#server/messages/errors';
import { messages } from '#server/messages/messages';

/**
 * The first cart line (by variant, the line takeStock would name) of each of `users` that wants more than
 * the committed stock. Never one of a shopper who may get units back before their turn: a pending hold of
 * their own (their placement releases it first) or anyone's hold past its time (released before anything
 * takes stock), a claim of their own (a placement alongside, whose turn answers this one) or anyone's claim past
 * its time (stock-claims.ts). Stock only read, no lock: a unit taken and not yet committed still counts, so it
 * errs towards trying.
 */
function shortLines(users: readonly number[], now: Date): SQL {
  return sql`select distinct on (c.user_id) c.user_id, p.title, case when p.published then v.stock else 0 end as stock
               from cart_lines c
               join variants v on v.id = c.variant_id
               join products p on p.id = c.product_id
              where c.user_id = any(${arrayLiteral(users)}::int[])
                and (v.stock < c.quantity or not p.published)
                and not exists (select 1 from payment_intents h where h.user_id = c.user_id and h.status = 'pending')
                and not exists (select 1 from payment_intents h
                                 where h.status = 'pending' and h.expires_at <= ${now.toISOString()}::timestamptz)
                and not exists (select 1 from stock_claims k where k.user_id = c.user_id)
                and not exists (select 1 from stock_claims k where k.expires_at <= ${now.toISOString()}::timestamptz)
              order by c.user_id, v.id`;
}

type ShortRow = {
  title: string | null;
  stock: number | string | null;
};

const refusal = (row: ShortRow) => conflict(messages.orders.lineShort(row.title!, Number(row.stock)));

/** Those of `users` whose carts are short, with the refusal each gets. */
async function shortOf(q: Queryable, users: readonly number[], now: Date): Promise<Map<number, HttpError>> {
  const { rows } = await q.execute<ShortRow & { user_id: number | string }>(shortLines(users, now));
  return new Map(rows.map((row) => [Number(row.user_id), refusal(row)]));
}

interface Waiter {
  user: number;
  refuse(error: HttpError): void;
}

/**
 * The placements waiting for admission in this process, looked at again whenever the catalog changes
 * (a sale's stock update announces itself on every process, decision 0011): one read for all of them,
 * one read at a time, and once more if the catalog changed during it.
 */
export class SoldOutWatch {
  private readonly waiters = new Set<Waiter>();
  private reading: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly q: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Rejects with the refusal if the shopper's cart turns out short while they wait; `leave` when the wait is over. */
  wait(user: number): { refused: Promise<never>; leave(): void } {
    let waiter!: Waiter;
    const refused = new Promise<never>((_resolve, reject) => {
      waiter = { user, refuse: reject };
    });
    // Nobody listens once the wait is over.
    refused.catch(() => undefined);
    this.waiters.add(waiter);
    return { refused, leave: () => this.waiters.delete(waiter) };
  }

  changed(): void {
    if (this.waiters.size === 0) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.look().finally(() => {
      this.reading = null;
      if (this.again) {
        this.again = false;
        this.changed();
      }
    });
  }

  private async look(): Promise<void> {
    const waiting = [...this.waiters];
    // A failed read refuses nobody: their turn finds out as before.
    const short = await shortOf(this.q, [...new Set(waiting.map((w) => w.user))], this.now()).catch(
      () => new Map<number, HttpError>(),
    );
    for (const waiter of waiting) {
      const refusal = short.get(waiter.user);
      if (refusal && this.waiters.delete(waiter)) waiter.refuse(refusal);
    }
  }
}
