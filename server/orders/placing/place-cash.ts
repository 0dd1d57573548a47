import type { AppContext } from '#server/context/context';
import { checkoutColumns, payableOrThrow, priceCheckout } from './checkout-price';
import { createOrder } from './create-order';
import { releaseBeforePlacing } from '../payments/holds';
import type { PlacedAnswer } from '../order-view';
import type { StockPlacement } from './placement';
import { takeTurn } from './shopper-lock';
import { refuseShort } from '../stock';
import { giveBackExpired, ownClaim } from './stock-claims';

/** In the shopper's turn: a duplicate sent alongside answers what the first stored, or is refused naming its order. */
export async function placeCash(
  ctx: AppContext,
  { user, body, key, requestHash, arrived, claim, log }: StockPlacement,
): Promise<PlacedAnswer> {
  // One cart, one hold: their own unpaid online attempt (a reload, a closed tab) must not refuse them their units.
  await releaseBeforePlacing(ctx, user, arrived.hold, log, claim !== null);
  if (!claim) await giveBackExpired(ctx);
  return ctx.db.transaction(async (tx) => {
    // The turn's look and the checkout's read, one statement.
    const { earlier, read } = await takeTurn(ctx.db, tx, user, arrived, {
      retry: { key, requestHash },
      beside: checkoutColumns(user, body.var_adress_id),
    });
    if (earlier) return earlier;
    const checkout = await priceCheckout(ctx, tx, user, body, read);
    payableOrThrow(checkout, body);
    const units = claim ?? (await ownClaim(tx, user));
    // The cart's stock as just read: a unit short is refused before the order's rows are written for nothing
    // (a claim's units are out of that stock already: its order takes them over, stock-claims.ts).
    if (!units) refuseShort(checkout.items);
    return createOrder(ctx, tx, {
      ...checkout,
      userId: user,
      paymentMode: 'C',
      paymentId: '',
      providerOrderId: null,
      idempotencyKey: key,
      requestHash,
      stockHeld: false,
      claim: units,
    });
  });
}
