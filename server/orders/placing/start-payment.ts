import type { AppContext } from '#server/context/context';
import { paymentIntents } from '#server/db/schema';
import { badRequest, conflict } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import { checkoutColumns, payableOrThrow, priceCheckout } from './checkout-price';
import { holdsUnpaid, releaseBeforePlacing } from '../payments/holds';
import type { StockPlacement } from './placement';
import { takeTurn } from './shopper-lock';
import { takeStock, type StockLine } from '../stock';
import { claimTaken, giveBackExpired, ownClaim, takeClaimWrites, type Claim, type ClaimLine } from './stock-claims';
import { momentOf, type MailMoment } from '#server/mail/outbox';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/connect';
import { executeNamed } from '#server/db/prepared';
import { together, type NamedWrite } from '#server/db/together';
import { takeCouponUse } from '#server/cart/coupon-uses';

/** Online step 1: a provider order for the server's total, and the cart's stock held for it (decisions 0014, 0032). */
export async function startPayment(ctx: AppContext, { user, body, arrived, claim, log }: StockPlacement) {
  if (body.amount === undefined) throw badRequest(messages.payments.amountRequired);
  await releaseBeforePlacing(ctx, user, arrived.hold, log, claim !== null);
  if (!claim) await giveBackExpired(ctx);
  // Asked outside the transaction: a slow call would hold a pooled connection (PGlite's only one). A step 1
  // refused below leaves a provider order nobody was given, so nobody can pay it.
  const payable = payableOrThrow(await priceCheckout(ctx, ctx.db, user, body), body);
  const providerOrder = await ctx.payments.createOrder(payable, 'INR', `u${user}-${ctx.now().getTime()}`);
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.paymentHoldSeconds * 1000);
  await ctx.db.transaction(async (tx) => {
    // The cart again, in the shopper's turn and its look's statement: the total it holds for is still the one the
    // provider was asked for.
    const { read } = await takeTurn(ctx.db, tx, user, arrived, { beside: checkoutColumns(user, body.var_adress_id) });
    if (await holdsUnpaid(ctx.db, tx, user)) throw conflict(messages.payments.open);
    const checkout = await priceCheckout(ctx, tx, user, body, read);
    payableOrThrow(checkout, body);
    const units = claim ?? (await ownClaim(tx, user));
    const hold = tx
      .insert(paymentIntents)
      .values({
        providerOrderId: providerOrder.id,
        userId: user,
        amountPaise: payable,
        currency: 'INR',
        status: 'pending',
        request: checkout,
        createdAt: ctx.now(),
        expiresAt,
      })
      .returning({ id: paymentIntents.id });
    // Claimed: the hold written and the claim taken over in one statement; else the stock taken, then the hold.
    const intentId = units
      ? await holdTakingClaim(ctx.db, tx, hold, units, checkout.items, momentOf(ctx))
      : await takeStock(tx, checkout.items).then(async () => (await hold)[0]!.id);
    // Held with the stock: a use the payment then finds gone would make a paid order it cannot place.
    if (checkout.promocode)
      await takeCouponUse(tx, {
        code: checkout.promocode,
        userId: user,
        discountPaise: checkout.promoDiscount,
        intentId,
      });
  });
  return { message: messages.payments.created, data: { ...providerOrder, expires_at: expiresAt.toISOString() } };
}

/** The hold written and its placement's claim taken over (deleted, its lines returned) in one named statement. */
async function holdTakingClaim(
  db: Db,
  tx: Tx,
  hold: NamedWrite[1],
  claim: Claim,
  items: readonly StockLine[],
  at: MailMoment,
): Promise<number> {
  const { rows } = await executeNamed<{ id: number | string; claimed: ClaimLine[] | null }>(
    db,
    tx,
    together(
      [...takeClaimWrites(claim), ['new_hold', hold]],
      sql`select (select id from new_hold) as id, (select lines from taken_claim) as claimed`,
    ),
  );
  await claimTaken(tx, claim, rows[0]!.claimed, items, at);
  return Number(rows[0]!.id);
}
