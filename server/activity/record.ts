/**
 * The record of changes (issue 52): each change made by the shop's people is written here, in the transaction that
 * makes it, so a change and its record stand or fall together. Read by `npm run shop -- activity`, and by the back
 * office's Activity page and order timeline. A record never holds a password, a token or a code.
 */
import { desc, eq, lt, and } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { activity } from '../db/schema';

/** Who made a change: a staff member signed in to the back office, or the command line. */
export type Actor = { staffId: number } | 'command line';

export interface Change {
  action: string;
  subject: string;
  orderId?: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string;
}

export async function record(tx: Queryable, by: Actor, at: Date, change: Change): Promise<void> {
  await tx.insert(activity).values({
    at,
    staffId: by === 'command line' ? null : by.staffId,
    action: change.action,
    subject: change.subject,
    orderId: change.orderId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? '',
  });
}

export type Recorded = typeof activity.$inferSelect;

/** The latest changes first, `limit` of them, before the record `before` (a page's last) when given; or one order's. */
export async function recorded(
  db: Queryable,
  { orderId, limit = 50, before }: { orderId?: number; limit?: number; before?: number } = {},
): Promise<Recorded[]> {
  const where = and(
    orderId === undefined ? undefined : eq(activity.orderId, orderId),
    before === undefined ? undefined : lt(activity.id, before),
  );
  return db.select().from(activity).where(where).orderBy(desc(activity.at), desc(activity.id)).limit(limit);
}
