import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { paymentIntents } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Body, Handlers } from '../handler-types';
import { judgeCard } from './cards';
import { SandboxProvider } from './sandbox';

export function paymentHandlers(ctx: AppContext): Handlers {
  return {
    /** The sandbox's card page: pays a provider order it created, with a test card. */
    async sandboxCheckout(request) {
      const provider = ctx.payments;
      if (!(provider instanceof SandboxProvider)) throw notFound('The payment sandbox is not enabled');
      const body = request.body as Body<'sandboxCheckout'>;
      const [intent] = await ctx.db
        .select({ id: paymentIntents.id, status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.providerOrderId, body.order_id));
      if (!intent) throw notFound('Payment order not found');
      const verdict = judgeCard(body.card_number, body.card_expiry, body.card_cvc, ctx.now());
      if (!verdict.ok) throw badRequest(verdict.message);
      return provider.pay(body.order_id);
    },
  };
}
