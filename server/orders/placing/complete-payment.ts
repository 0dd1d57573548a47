import { sql } from 'drizzle-orm';
import type { AppContext } from '#server/context/context';
import { executeNamed } from '#server/db/prepared';
import { paymentIntents } from '#server/db/schema';
import { badRequest, conflict } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import type { Placement } from './placement';
import { releaseExpired, type Intent } from '../payments/holds';
import { answerForKey, storedAnswerColumn } from './idempotency';
import { settle } from '../payments/settle';

/**
 * Online step 2: an earlier answer for its Idempotency-Key, else the provider's signature over the order id we stored,
 * then settled as the order or the refund. The key's answer and the payment are read in one statement.
 */
export async function completePayment(ctx: AppContext, { user, body, key, requestHash, log }: Placement) {
  const providerOrderId = body.var_provider_order_id ?? '';
  const signature = body.var_payment_signature ?? '';
  const { rows } = await executeNamed<{
    stored: unknown;
    id: number | string | null;
    provider_order_id: string | null;
    user_id: number | string | null;
    status: Intent['status'] | null;
  }>(
    ctx.db,
    ctx.db,
    sql`select ${key ? storedAnswerColumn(user, key) : sql`null`} as stored,
                i.id, i.provider_order_id, i.user_id, i.status
           from (select 1) as one
           left join ${paymentIntents} i on i.provider_order_id = ${providerOrderId} and i.user_id = ${user}`,
  );
  const found = rows[0]!;
  if (found.stored != null) return answerForKey(found.stored, requestHash);
  if (!providerOrderId || !signature) throw badRequest(messages.payments.stepTwoFields);
  if (found.id == null || !ctx.payments.verify(found.provider_order_id!, body.var_payment_id, signature)) {
    throw badRequest(messages.payments.notVerified);
  }
  // Taking the stock again after the hold ended: release whatever else is due first.
  if (found.status !== 'pending') await releaseExpired(ctx, log);
  const intent = { id: Number(found.id), userId: Number(found.user_id) };
  const settled = await settle(ctx, intent, { paymentId: body.var_payment_id, idempotencyKey: key, requestHash }, log);
  if (settled === 'refunded') throw conflict(messages.payments.refunded);
  return settled;
}
