// What staff do to an order from the back office (issue 52): each a domain step of server/orders, taken as the
// signed-in member, mailed to the shopper and recorded. A step the order is no longer at answers 409 saying what it
// is now, so of two people acting at once the second is told in words.
import { rupeeText } from '#rules/rupees';
import { texts } from '#rules/texts';
import { adminTexts } from '#rules/admin-texts';
import { isOneLine } from '#rules/patterns';
import { record } from '../activity/record';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { orders } from '../db/schema';
import { momentOf } from '../mail/outbox';
import { badRequest, conflict, notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import { cancelOrderNow, takeStep, type Stepped } from '../orders/order-steps';
import { refundNowOrLater } from '../orders/payments/refunds';
import { refundOrder } from '../orders/payments/staff-refunds';
import { declineReturn, receiveReturn } from '../orders/returns';
import { shipmentProblems } from '#rules/shipment';
import { shipOrder } from '../orders/shipment';
import { toPaise } from '../pricing/money';
import { signedInStaff } from '../staff/guard';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

const by = (request: FastifyRequest) => ({ staffId: signedInStaff(request).id });

/** The step taken, or the sentence of why not. */
function done(stepped: Stepped, said: (number: string) => string): Answer<'processAdminOrder'> {
  if (!stepped) throw notFound(messages.orders.notFound);
  if (!stepped.done) throw conflict(adminTexts.orders.changed(texts.orderStatus[stepped.now]));
  return { message: said(stepped.number) };
}

/** A reason or note as given: something, on one line for a reason. */
function said(text: string, oneLine: boolean, missing: string): string {
  const trimmed = text.trim();
  if (!trimmed || (oneLine && !isOneLine(trimmed))) throw badRequest(missing);
  return trimmed;
}

export function adminOrderActionHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  const statusOf = async (orderId: number) =>
    (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  return {
    async processAdminOrder(request) {
      return done(
        await takeStep(db, request.params.orderId, 'process', momentOf(ctx), by(request)),
        adminTexts.orders.processed,
      );
    },

    async deliverAdminOrder(request) {
      return done(
        await takeStep(db, request.params.orderId, 'deliver', momentOf(ctx), by(request)),
        adminTexts.orders.delivered,
      );
    },

    async shipAdminOrder(request) {
      const { carrier, tracking_number, tracking_url } = request.body;
      const shipment = { carrier, trackingNumber: tracking_number, trackingUrl: tracking_url?.trim() || null };
      const [problem] = shipmentProblems(shipment);
      if (problem) throw badRequest(problem);
      const shipped = await shipOrder(db, request.params.orderId, shipment, momentOf(ctx), by(request));
      if (shipped.shipped) return { message: adminTexts.orders.shipped(shipped.number) };
      if (shipped.number === null) throw notFound(messages.orders.notFound);
      const now = await statusOf(request.params.orderId);
      throw conflict(now ? adminTexts.orders.changed(texts.orderStatus[now]) : shipped.why);
    },

    async cancelAdminOrder(request) {
      const reason = said(request.body.reason, true, adminTexts.orders.reasonNeeded);
      const { stepped, owed } = await cancelOrderNow(db, request.params.orderId, momentOf(ctx), {
        by: by(request),
        reason,
      });
      const answer = done(stepped, adminTexts.orders.cancelled);
      await refundNowOrLater(ctx, owed, request.log);
      return answer;
    },

    async addAdminOrderNote(request) {
      const note = said(request.body.note, false, adminTexts.orders.noteNeeded);
      const { orderId } = request.params;
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
        if (!order) throw notFound(messages.orders.notFound);
        await record(tx, by(request), ctx.now(), {
          action: 'order.note',
          subject: `order ${order.number}`,
          orderId,
          after: { note },
        });
      });
      const answer: Answer<'addAdminOrderNote'> = { message: adminTexts.orders.noted };
      return answer;
    },

    async receiveAdminReturn(request) {
      const { variant_id, restock } = request.body;
      const { orderId } = request.params;
      const received = await db.transaction((tx) =>
        receiveReturn(tx, orderId, { restock, at: momentOf(ctx), by: by(request), variantId: variant_id }),
      );
      if (!received) {
        if ((await statusOf(orderId)) === undefined) throw notFound(messages.orders.notFound);
        throw conflict(adminTexts.orders.noReturnWaiting);
      }
      return { message: adminTexts.orders.received(received.restocked) };
    },

    async declineAdminReturn(request) {
      const { variant_id, reason } = request.body;
      const why = said(reason, true, adminTexts.orders.reasonNeeded);
      const { orderId } = request.params;
      const declined = await db.transaction((tx) =>
        declineReturn(tx, orderId, variant_id, why, { at: momentOf(ctx), by: by(request) }),
      );
      if (declined.declined) return { message: adminTexts.orders.declined };
      if (declined.why === messages.orders.notFound) throw notFound(declined.why);
      throw conflict(declined.why);
    },

    async refundAdminOrder(request) {
      const { amount, method, reference, reason } = request.body;
      const outcome = await refundOrder(
        db,
        request.params.orderId,
        {
          amountPaise: toPaise(amount),
          ...(method ? { byHand: { method, reference: reference ?? '' } } : {}),
          reason: reason.trim(),
        },
        momentOf(ctx),
        by(request),
      );
      if (!outcome.refunded) {
        if (outcome.why === texts.refunds.noOrder) throw notFound(messages.orders.notFound);
        throw outcome.clash ? conflict(outcome.why) : badRequest(outcome.why);
      }
      return { message: adminTexts.orders.refunded(rupeeText(outcome.amountPaise), outcome.owed) };
    },
  };
}
