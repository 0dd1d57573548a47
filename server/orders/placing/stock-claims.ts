/**
 * A placement that takes stock claims its cart's units as it comes in, in one statement that commits at once, and
 * is refused there if they are not on hand: a sold-out answer never waits for a turn (decision 0070). In its turn
 * the order or hold takes the claim over; a placement that ends without doing so gives the units back.
 */
import { eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import type { Db, Tx } from '#server/db/connect';
import { soldCountsDue, stockClaims } from '#server/db/schema';
import type { NamedWrite } from '#server/db/together';
import { conflict, type HttpError } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import { momentOf, type MailMoment } from '#server/mail/outbox';
import { putBack, restock, takeStock, type StockLine } from '../stock';
import type { Arrival } from './shopper-lock';
import type { Arrivals } from './arrivals';

/** Far longer than a placement waits for its turn: only a process that died mid-placement leaves one this long. */
export const CLAIM_SECONDS = 300;

/** Units claimed for one placement; `takenOver` once its order or hold has them (in a transaction that committed). */
export interface Claim {
  id: number;
  takenOver: boolean;
}

export type ClaimLine = Omit<StockLine, 'title'>;

/** What a placement that takes stock learns as it comes in. */
export interface ArrivalClaim {
  arrived: Arrival;
  claim: Claim | null;
  /** Not claimed and cannot get the units back before its turn: its 409. */
  short: HttpError | null;
}

interface Arriving {
  user: number;
  key: string | null;
  /** The delivery address sent: one not the shopper's claims nothing (their turn refuses it, writing nothing). */
  address: number;
  answer(result: ArrivalClaim): void;
  fail(error: unknown): void;
}

type ClaimRow = {
  last_order: number;
  last_hold: number;
  claim_id: number | null;
  short_title: string | null;
  short_stock: number | null;
  may_get_back: boolean | null;
};

/**
 * Arrivals claimed in one call each; what more come in meanwhile waits for the next. A call is six statements whatever
 * its size (decision 0074), so a sale's crowd is one call: on PGlite, four calls of 64 ran one after the other.
 */
const MOST_AT_ONCE = 256;

/**
 * The arrivals (shopper-lock.ts) and claims of this process's placements, in batches: a call of
 * `statefront_claim_stock` (migration 0041: six statements, whatever the batch's size) for every arrival waiting
 * when a lane is free, in the order they came.
 * A retry whose Idempotency-Key already made an order claims nothing (its turn answers it). Not claimed: refused
 * naming the first line short, unless the shopper may get units back before their turn (their own pending hold or
 * claim, which the turn releases or answers; anyone's hold or claim past its time, which the turn gives back first):
 * those go to it unclaimed, watched by sold-out.ts.
 */
export class ClaimDesk {
  private readonly waiting: Arriving[] = [];
  /** The calls under way. */
  private readonly calls = new Set<Promise<void>>();
  private scheduled = false;
  /** Settles once the newest arrival so far is answered. */
  private newest: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** The number this process's claims carry (claim-owners.ts). */
    private readonly owner: () => number,
    /** Calls at once: each holds a pooled connection while it waits for its variants' rows. */
    private readonly lanes: number,
    /** The placements read and not yet here (arrivals.ts). */
    private readonly arriving: Pick<Arrivals, 'settled'>,
  ) {}

  claim(user: number, key: string | null, address: number): Promise<ArrivalClaim> {
    const claimed = new Promise<ArrivalClaim>((answer, fail) => {
      this.waiting.push({ user, key, address, answer, fail });
      this.next();
    });
    this.newest = claimed.catch(() => undefined);
    return claimed;
  }

  /**
   * Resolves once every arrival in so far is answered: a claimed placement given its turn waits for that, so a
   * crowd's arrivals (and their sold-out answers) are not slowed by the turns of those ahead of them. Those read and
   * still on their way here (their checks, their session's lookup) count too. Only those in so far: arrivals that
   * keep coming never hold a turn for long.
   */
  async idle(): Promise<void> {
    // Let the event loop read what has come in first: PGlite's statements run on this thread, and a turn's run of
    // them ends only in promise callbacks, which would otherwise keep a crowd's requests unread until it ends.
    await new Promise((resolve) => setImmediate(resolve));
    await this.arriving.settled();
    await Promise.all([this.newest, ...this.calls]);
  }

  /**
   * Calls start on the event loop's next check phase, not at once, and then once the placements read so far are here
   * (arrivals.ts), as a turn does (decision 0089): a crowd the server reads over several polls, each part looking
   * its sessions up in turn, is claimed in one call, not in a call for each part, whose locks on the same variants
   * would queue one behind the other (and, with several processes, behind the other processes' calls). Only those
   * read so far, and never a client: the wait is the server's own work on requests it has read.
   */
  private next(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      void this.arriving.settled().then(() => {
        this.scheduled = false;
        while (this.calls.size < this.lanes && this.waiting.length > 0) {
          const call = this.call(this.waiting.splice(0, MOST_AT_ONCE)).finally(() => {
            this.calls.delete(call);
            this.next();
          });
          this.calls.add(call);
        }
      });
    });
  }

  private async call(batch: Arriving[]): Promise<void> {
    try {
      const now = this.now();
      const expires = new Date(now.getTime() + CLAIM_SECONDS * 1000);
      const { rows } = await this.db.execute<ClaimRow>(
        sql`select * from statefront_claim_stock(${JSON.stringify(batch.map(({ user, key, address }) => ({ user, key, address })))}::jsonb,
              ${now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz, ${this.owner()}::int)`,
      );
      batch.forEach((arriving, i) => arriving.answer(resultOf(rows[i]!)));
    } catch (error) {
      for (const arriving of batch) arriving.fail(error);
    }
  }
}

function resultOf(row: ClaimRow): ArrivalClaim {
  const arrived = { order: Number(row.last_order), hold: Number(row.last_hold) };
  if (row.claim_id != null) return { arrived, claim: { id: Number(row.claim_id), takenOver: false }, short: null };
  const short =
    row.short_title !== null && !row.may_get_back
      ? conflict(messages.orders.lineShort(row.short_title, Number(row.short_stock)))
      : null;
  return { arrived, claim: null, short };
}

const quantities = (lines: readonly ClaimLine[]) => {
  const of = new Map<number, number>();
  for (const line of lines) of.set(line.variantId, (of.get(line.variantId) ?? 0) + line.quantity);
  return of;
};

const sameUnits = (a: readonly ClaimLine[], b: readonly ClaimLine[]) => {
  const [x, y] = [quantities(a), quantities(b)];
  return x.size === y.size && [...x].every(([variant, quantity]) => y.get(variant) === quantity);
};

/**
 * A claim taken over in the turn's transaction, in place of takeStock: deleted by one of the turn's statements (its
 * lines returned, as `claimed`), its units counted sold by the same statement (decision 0081), then `claimTaken`.
 * Its units become the order's or hold's.
 */
export const takeClaimWrites = (claim: Claim): NamedWrite[] => [
  ['taken_claim', sql`delete from ${stockClaims} where ${stockClaims.id} = ${claim.id} returning ${stockClaims.lines}`],
  [
    'claim_counted',
    sql`insert into ${soldCountsDue} (product_id, quantity)
        select (line->>'productId')::int, sum((line->>'quantity')::int)
          from taken_claim, jsonb_array_elements(taken_claim.lines) line group by 1`,
  ],
];

/**
 * Once the claim is deleted and counted (`kept`: its lines; null, gone already). A cart changed since it came in
 * gives the claim back, counted off again, and takes its lines as takeStock does (refusing a line short), and so does
 * one whose claim a sweep gave back, or a copy of the placement whose turn came first took over.
 */
export async function claimTaken(
  tx: Tx,
  claim: Claim,
  kept: readonly ClaimLine[] | null,
  items: readonly StockLine[],
  at: MailMoment,
) {
  if (!kept || !sameUnits(kept, items)) {
    if (kept) await restock(tx, kept, at);
    await takeStock(tx, items);
  }
  claim.takenOver = true;
}

/**
 * In an unclaimed placement's turn, before it takes stock: a claim of the shopper's own, locked to the end of the
 * turn, to take over as if it were this placement's. It is a copy's, sent alongside, that claimed the units and has
 * not had its turn (this one was let through for it): the first turn places, as before claims, and that copy's turn
 * finds this order or hold made alongside. One being given back (locked) is left to go.
 */
export async function ownClaim(tx: Tx, user: number): Promise<Claim | null> {
  const [mine] = await tx
    .select({ id: stockClaims.id })
    .from(stockClaims)
    .where(eq(stockClaims.userId, user))
    .orderBy(stockClaims.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return mine ? { id: mine.id, takenOver: false } : null;
}

/** Its own transaction: the units go back unless the claim was taken over or given back already. */
export async function giveBack(db: Db, claim: Claim, at: MailMoment): Promise<void> {
  await db.transaction(async (tx) => {
    const [kept] = await tx.delete(stockClaims).where(eq(stockClaims.id, claim.id)).returning();
    if (kept) await putBack(tx, kept.lines as ClaimLine[], at);
  });
}

/**
 * Claims past their time (their process died mid-placement) go back to stock: by the payments sweep, and before an
 * unclaimed placement takes stock (it was let through for them). Locked ones are a placement's turn taking them over.
 */
export async function giveBackExpired(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .select({ id: stockClaims.id })
    .from(stockClaims)
    .where(lte(stockClaims.expiresAt, ctx.now()));
  if (due.length === 0) return 0;
  return giveBackWhere(ctx, lte(stockClaims.expiresAt, ctx.now()));
}

/** The claims `where` picks, in one transaction; those locked (a turn taking one over) are skipped. */
export function giveBackWhere(ctx: AppContext, where: SQL): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .select()
      .from(stockClaims)
      .where(where)
      .orderBy(stockClaims.id)
      .for('update', { skipLocked: true });
    if (gone.length === 0) return 0;
    await tx.delete(stockClaims).where(
      inArray(
        stockClaims.id,
        gone.map((claim) => claim.id),
      ),
    );
    await putBack(
      tx,
      gone.flatMap((claim) => claim.lines as ClaimLine[]),
      momentOf(ctx),
    );
    return gone.length;
  });
}
