/**
 * A shopper's personal data erased on her request (India's DPDP Act 2023, decision 0058), in one transaction: her
 * name, email and phone leave every row that holds them, her addresses go, and she can no longer sign in. Her orders
 * stay with their lines and money, as tax law requires; the record of changes says it was done, never whose data.
 */
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { record, type Actor } from '../activity/record';
import type { Db, Queryable } from '../db/connect';
import {
  activity,
  addresses,
  cartLines,
  contactMessages,
  mailOutbox,
  orders,
  passwordResets,
  paymentIntents,
  refunds,
  returns,
  reviews,
  sessions,
  stockWaits,
  users,
  wishlist,
  type AddressSnapshot,
} from '../db/schema';
import { badRequest, conflict } from '../messages/errors';

/** What stands in her place: unique per shopper (the email and mobile are unique), and never a deliverable address. */
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;
const erasedMobile = (id: number) => `erased-${id}`;
const ERASED = '[erased]';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Her values replaced wherever they stand in a text or inside a JSON value, any case; the longest first. */
function scrubberOf(values: readonly string[]) {
  const kept = [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  const pattern = kept.length > 0 ? new RegExp(kept.map(escaped).join('|'), 'gi') : null;
  const text = (value: string) => (pattern ? value.replace(pattern, ERASED) : value);
  const json = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, json(v)]));
    return value;
  };
  return { text, json };
}

/** The address kept on an order: the state stays (the place of supply on its tax documents), the rest goes. */
const blankAddress = (address: AddressSnapshot): AddressSnapshot => ({
  ...address,
  var_house_no: ERASED,
  var_app_name: '',
  var_landmark: '',
  var_city: '',
  var_pincode: '',
});

/** Null when there is no such shopper. `typedEmail` is her email typed again, to confirm. */
export async function eraseShopper(
  db: Db,
  userId: number,
  typedEmail: string,
  now: Date,
  by: Actor,
): Promise<{ orders: number } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    if (user.erasedAt) throw conflict(adminTexts.customers.erasedAlready);
    if (typedEmail.trim().toLowerCase() !== user.email) throw badRequest(adminTexts.customers.emailMismatch);
    const [open] = await tx
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.userId, userId),
          or(
            eq(paymentIntents.status, 'pending'),
            and(isNotNull(paymentIntents.capturedAt), notInArray(paymentIntents.status, ['paid', 'refunded'])),
          ),
        ),
      );
    if (open) throw conflict(adminTexts.customers.paymentOpen);

    const hers = await tx
      .select({ id: orders.id, phone: orders.phone, address: orders.address })
      .from(orders)
      .where(eq(orders.userId, userId));
    const orderIds = hers.map((o) => o.id);
    const scrub = scrubberOf([
      user.email,
      user.mobile,
      user.firstName,
      user.lastName,
      `${user.firstName} ${user.lastName}`,
      ...hers.map((o) => o.phone),
    ]);
    const email = erasedEmail(userId);

    await tx
      .update(users)
      .set({
        email,
        mobile: erasedMobile(userId),
        firstName: ERASED,
        lastName: '',
        // Not an argon2 string: no password matches it (server/auth/password.ts).
        passwordHash: '!',
        erasedAt: now,
      })
      .where(eq(users.id, userId));
    for (const table of [sessions, passwordResets, addresses, cartLines, wishlist, stockWaits]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    for (const order of hers) {
      await tx
        .update(orders)
        .set({ address: blankAddress(order.address), phone: '', idempotentResponse: null })
        .where(eq(orders.id, order.id));
    }
    const intents = await tx
      .select({ id: paymentIntents.id, request: paymentIntents.request })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, userId));
    for (const intent of intents) {
      const snapshot = scrub.json(intent.request) as { address?: AddressSnapshot; phone?: string };
      const request = {
        ...snapshot,
        ...(snapshot.address ? { address: blankAddress(snapshot.address) } : {}),
        phone: '',
      };
      await tx.update(paymentIntents).set({ request }).where(eq(paymentIntents.id, intent.id));
    }

    const herReviews = await tx
      .select({ id: reviews.id, text: reviews.text })
      .from(reviews)
      .where(or(eq(reviews.userId, userId), eq(sql`lower(${reviews.email})`, user.email)));
    for (const review of herReviews) {
      await tx
        .update(reviews)
        .set({ name: adminTexts.customers.erasedName, email: '', text: scrub.text(review.text) })
        .where(eq(reviews.id, review.id));
    }
    if (orderIds.length > 0) {
      for (const row of await tx.select().from(returns).where(inArray(returns.orderId, orderIds))) {
        await tx
          .update(returns)
          .set({ reason: scrub.text(row.reason) })
          .where(eq(returns.id, row.id));
      }
      for (const row of await tx.select().from(refunds).where(inArray(refunds.orderId, orderIds))) {
        await tx
          .update(refunds)
          .set({ reason: scrub.text(row.reason), reference: scrub.text(row.reference) })
          .where(eq(refunds.id, row.id));
      }
    }

    const messages = await tx
      .select({ id: contactMessages.id, reply: contactMessages.reply })
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, user.email));
    for (const message of messages) {
      await tx
        .update(contactMessages)
        .set({
          name: ERASED,
          email,
          message: ERASED,
          reply: message.reply === null ? null : scrub.text(message.reply),
        })
        .where(eq(contactMessages.id, message.id));
    }

    const mails = await tx
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, user.email));
    for (const mail of mails) {
      await tx
        .update(mailOutbox)
        .set({ recipient: email, subject: scrub.text(mail.subject), text: null, html: null })
        .where(eq(mailOutbox.id, mail.id));
    }
    // A mail not sent yet has nowhere to go now.
    await tx
      .update(mailOutbox)
      .set({ gaveUpAt: now, lastError: adminTexts.customers.mailErased })
      .where(and(eq(mailOutbox.recipient, email), isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt)));

    await scrubRecords(
      tx,
      orderIds,
      messages.map((m) => `message #${m.id}`),
      scrub,
    );
    await record(tx, by, now, {
      action: 'customer.erase',
      subject: `customer #${userId}`,
      after: { orders: orderIds.length },
    });
    return { orders: orderIds.length };
  });
}

/** The record of her orders and messages, which a staff note or answer may quote her in; only this transaction may. */
async function scrubRecords(
  tx: Queryable,
  orderIds: number[],
  subjects: string[],
  scrub: ReturnType<typeof scrubberOf>,
): Promise<void> {
  const mentions = [
    ...(orderIds.length > 0 ? [inArray(activity.orderId, orderIds)] : []),
    ...(subjects.length > 0 ? [inArray(activity.subject, subjects)] : []),
  ];
  if (mentions.length === 0) return;
  await tx.execute(sql`select set_config('statefront.erasing', 'on', true)`);
  for (const row of await tx
    .select()
    .from(activity)
    .where(or(...mentions))) {
    await tx
      .update(activity)
      .set({
        subject: scrub.text(row.subject),
        reason: scrub.text(row.reason),
        before: scrub.json(row.before) as Record<string, unknown> | null,
        after: scrub.json(row.after) as Record<string, unknown> | null,
      })
      .where(eq(activity.id, row.id));
  }
  await tx.execute(sql`select set_config('statefront.erasing', 'off', true)`);
}
