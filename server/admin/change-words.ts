// A recorded change in words, for an order's timeline and the Activity page (issue 52).
import { rupeeText } from '#rules/rupees';
import { adminTexts } from '#rules/admin-texts';
import type { Recorded } from '../activity/record';

/** The ship's tracking, the refund's amount, the note and a stock's change said; the rest by their action. */
export function changeInWords({ action, before, after }: Pick<Recorded, 'action' | 'before' | 'after'>): string {
  const words = adminTexts.timeline;
  if (action === 'order.ship' && after) return words.shippedWith(String(after.carrier), String(after.trackingNumber));
  if (action === 'order.refund' && before && after)
    return words.refunded(
      rupeeText(Math.round((Number(after.refunded) - Number(before.refunded)) * 100)),
      String(after.method),
    );
  if (action === 'order.note' && after) return `${words.actions[action]}: ${String(after.note)}`;
  if (action === 'stock.set' && before && after) return words.stockSet(String(before.stock), String(after.stock));
  return words.actions[action] ?? action;
}
