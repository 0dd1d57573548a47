/** `npm run shop -- activity [order]`: the record of changes, latest first, or one order's timeline (issue 52). */
import { recorded, type Recorded } from '../activity/record';
import type { Db } from '../db/connect';
import { orders, staff } from '../db/schema';
import { CliError, orderRef } from './commands';

const value = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** "status: P → S, carrier: Delhivery": what changed, each field before → after. */
export function changeText({ before, after }: Pick<Recorded, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      const was = before?.[key];
      const now = after?.[key];
      return was === undefined ? `${key}: ${value(now)}` : `${key}: ${value(was)} → ${value(now)}`;
    })
    .join(', ');
}

export async function activityCommand(db: Db, ref: string | undefined): Promise<string> {
  let orderId: number | undefined;
  if (ref !== undefined) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(orderRef(ref));
    if (!order) throw new CliError(`No order ${ref}`);
    orderId = order.id;
  }
  const rows = await recorded(db, { orderId });
  if (rows.length === 0)
    return ref === undefined ? '(no change recorded yet)' : `(no change recorded for order ${ref})`;
  const names = new Map(
    (await db.select({ id: staff.id, email: staff.email }).from(staff)).map((s) => [s.id, s.email]),
  );
  return rows
    .map((row) => {
      const who = row.staffId === null ? 'the command line' : (names.get(row.staffId) ?? `staff #${row.staffId}`);
      const when = row.at.toISOString().slice(0, 16).replace('T', ' ');
      const what = changeText(row);
      return [`${when}  ${who}  ${row.action}  ${row.subject}`, what, row.reason && `(${row.reason})`]
        .filter(Boolean)
        .join('  ');
    })
    .join('\n');
}
