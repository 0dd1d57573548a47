import { and, eq } from 'drizzle-orm';
import { userId } from '#server/auth';
import type { AppContext } from '#server/context/context';
import { paymentIntents } from '#server/db/schema';
import { executeNamed } from '#server/db/prepared';
import { badRequest, conflict, notFound } from '#server/messages/errors';
import type { Answer, Handlers } from '#server/contract/handler-types';
import { judgeCard } from '#server/payment-provider/cards';
import { messages } from '#server/messages/messages';
import { lockIntent, release, takenAtProvider, unpaidHolds, type Intent } from './holds';
import { SandboxProvider } from '#server/payment-provider/sandbox';
import { awaitsSettlement, settleCaptured } from './settle';
import { momentOf } from '#server/mail/outbox';

type Attempt = Answer<'getPayment'>['data'];

/** Expired to the shopper before the sweep gives its stock back, unless paid: that one is settled. */
const statusAt = (intent: Intent, now: Date): Attempt['status'] =>
  intent.status === 'pending' && !intent.capturedAt && intent.expiresAt <= now ? 'expired' : intent.status;

/** Why the sandbox will not take money for this provider order, if it will not. */
function sandboxRefusal(intent: Intent, now: Date): string | null {
  if (intent.capturedAt || intent.status === 'paid' || intent.status === 'refunded')
    return messages.payments.alreadyPaid;
  if (intent.status === 'cancelled') return messages.payments.wasCancelled;
  if (statusAt(intent, now) === 'expired') return messages.payments.expired;
  return null;
}

const own = (user: number, providerOrderId: string) =>
  and(eq(paymentIntents.providerOrderId, providerOrderId), eq(paymentIntents.userId, user));

export function paymentHandlers(ctx: AppContext): Handlers {
  return {
    /** A payment whose step 2 never came is settled first, so a reloaded checkout learns its order or refund. */
    async getPayment(request) {
      const { providerOrderId } = request.params;
      const read = async () =>
        (
          await ctx.db
            .select()
            .from(paymentIntents)
            .where(own(userId(request), providerOrderId))
        )[0];
      let intent = await read();
      if (!intent) throw notFound(messages.payments.notFound);
      if (awaitsSettlement(intent)) {
        await settleCaptured(ctx, intent, request.log);
        intent = (await read())!;
      }
      const status = statusAt(intent, ctx.now());
      const data: Attempt = {
        id: intent.providerOrderId,
        status,
        amount: intent.amountPaise,
        expires_at: intent.expiresAt.toISOString(),
        // A refund after its order was cancelled or returned still names that order.
        order_id: status === 'paid' || status === 'refunded' ? intent.orderId : null,
      };
      return { data };
    },

    /**
     * Gives the hold back. The provider is asked first, outside the lock: a payment it took answers 409,
     * and one it cannot answer for keeps the hold.
     */
    async cancelPayment(request) {
      const { providerOrderId } = request.params;
      const user = userId(request);
      const [unpaid] = await unpaidHolds(ctx, own(user, providerOrderId));
      if (unpaid) await takenAtProvider(ctx, unpaid);
      await ctx.db.transaction(async (tx) => {
        const intent = await lockIntent(ctx.db, tx, own(user, providerOrderId));
        if (!intent) throw notFound(messages.payments.notFound);
        if (intent.status === 'refunded') throw conflict(messages.payments.alreadyRefunded);
        if (intent.status === 'paid' || intent.capturedAt) throw conflict(messages.payments.alreadyPaid);
        if (intent.status === 'pending') await release(tx, [intent], 'cancelled', momentOf(ctx));
      });
      return { message: messages.payments.cancelled };
    },

    /** The sandbox's card page: pays a provider order it created, with a test card, once, while its hold lasts. */
    async sandboxCheckout(request) {
      const provider = ctx.payments;
      if (!(provider instanceof SandboxProvider)) throw notFound(messages.payments.sandboxDisabled);
      const body = request.body;
      return ctx.db.transaction(async (tx) => {
        const intent = await lockIntent(ctx.db, tx, eq(paymentIntents.providerOrderId, body.order_id));
        if (!intent) throw notFound(messages.payments.providerOrderNotFound);
        const refusal = sandboxRefusal(intent, ctx.now());
        if (refusal) throw conflict(refusal);
        const verdict = judgeCard(body.card_number, body.card_expiry, body.card_cvc, ctx.now());
        if (!verdict.ok) throw badRequest(verdict.message);
        const payment = provider.pay(intent.providerOrderId);
        // Taken: from now on the attempt is only settled (an order or a refund), by step 2, getPayment or the sweep.
        await executeNamed(
          ctx.db,
          tx,
          tx
            .update(paymentIntents)
            .set({ capturedAt: ctx.now(), paymentId: payment.var_payment_id })
            .where(eq(paymentIntents.id, intent.id))
            .getSQL(),
        );
        return payment;
      });
    },
  };
}
