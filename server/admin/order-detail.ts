// One order for the back office (issue 52): the shopper's view of it, and beside it who she is, the payment and its
// refunds, the returns, the mails written for it and its timeline.
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { recorded } from '../activity/record';
import { changeInWords } from './change-words';
import type { AppContext } from '../context/context';
import type { Answer } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import { mailOutbox, orderLines, orders, paymentIntents, refunds, returns, staff, users } from '../db/schema';
import { notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import { orderView } from '../orders/order-view';
import { toRupees } from '../pricing/money';

type Detail = Answer<'getAdminOrder'>['data'];

export async function adminOrderDetail(ctx: AppContext, db: Queryable, orderId: number): Promise<Detail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(messages.orders.notFound);
  const [shopper] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, row.userId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const asked = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
  const given = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const [intent] =
    row.paymentMode === 'O'
      ? await db
          .select({ status: paymentIntents.status })
          .from(paymentIntents)
          .where(and(eq(paymentIntents.orderId, orderId), inArray(paymentIntents.status, ['paid', 'refunded'])))
      : [];
  // Cash is taken at the door.
  const takenPaise =
    row.paymentMode === 'O' ? (intent ? row.payablePaise : 0) : ['D', 'R'].includes(row.status) ? row.payablePaise : 0;
  const leftPaise = Math.max(0, takenPaise - row.refundedPaise);
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const receivedPaise = asked
    .filter((r) => r.receivedAt)
    .map((r) => lineById.get(r.orderLineId))
    .reduce((sum, line) => sum + (line ? line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise : 0), 0);
  const titleOf = (lineId: number) => lineById.get(lineId)?.title ?? '';

  const mails = shopper
    ? await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, shopper.email), ilike(mailOutbox.subject, `%${row.orderNumber}%`)))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    : [];

  return {
    order: await orderView(ctx, db, row),
    shopper: {
      name: [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' '),
      email: shopper?.email ?? '',
      phone: row.phone || shopper?.mobile || '',
    },
    payment: {
      mode: row.paymentMode,
      provider_id: row.providerOrderId,
      taken: toRupees(takenPaise),
      refunded: toRupees(row.refundedPaise),
      refundable: toRupees(leftPaise),
      returned_share: toRupees(Math.max(0, Math.min(leftPaise, receivedPaise - row.refundedPaise))),
      refunds: given.map((refund) => ({
        amount: toRupees(refund.amountPaise),
        method: refund.method,
        reference: refund.reference,
        reason: refund.reason,
        at: (refund.madeAt ?? refund.createdAt).toISOString(),
        made: refund.madeAt !== null,
      })),
    },
    returns: asked.map((r) => ({
      variant_id: r.variantId,
      title: titleOf(r.orderLineId),
      reason: r.reason,
      asked_at: r.createdAt.toISOString(),
      received_at: r.receivedAt?.toISOString() ?? null,
      restocked: r.restocked,
    })),
    mails: mails.map((mail) => ({
      subject: mail.subject,
      state: mail.sentAt ? 'sent' : mail.gaveUpAt ? 'given-up' : 'waiting',
      at: (mail.sentAt ?? mail.gaveUpAt ?? mail.createdAt).toISOString(),
    })),
    timeline: await timeline(db, row, asked, titleOf),
  };
}

async function timeline(
  db: Queryable,
  order: typeof orders.$inferSelect,
  asked: (typeof returns.$inferSelect)[],
  titleOf: (lineId: number) => string,
): Promise<Detail['timeline']> {
  const changes = (await recorded(db, { orderId: order.id, limit: 500 })).reverse();
  const staffIds = [...new Set(changes.map((c) => c.staffId).filter((id): id is number => id !== null))];
  const emails = new Map(
    staffIds.length === 0
      ? []
      : (await db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, staffIds))).map(
          (s) => [s.id, s.email],
        ),
  );
  const shopper = adminTexts.timeline.shopper;
  const entries: Detail['timeline'] = [
    { at: order.createdAt.toISOString(), who: shopper, text: adminTexts.timeline.placed, reason: '' },
    ...asked.map((r) => ({
      at: r.createdAt.toISOString(),
      who: shopper,
      text: adminTexts.timeline.returnAsked(titleOf(r.orderLineId)),
      reason: r.reason,
    })),
    ...changes.map((change) => ({
      at: change.at.toISOString(),
      who:
        change.staffId === null
          ? adminTexts.timeline.commandLine
          : (emails.get(change.staffId) ?? adminTexts.timeline.formerStaff),
      text: changeInWords(change),
      reason: change.reason,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
