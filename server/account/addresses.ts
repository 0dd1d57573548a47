import { and, asc, count, eq } from 'drizzle-orm';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { userId } from '../auth';
import type { AppContext } from '../context/context';
import { addresses, users, type AddressSnapshot } from '../db/schema';
import { badRequest, conflict, notFound } from '../messages/errors';
import { gstStateByName } from '#rules/gst-states';
import { messages } from '../messages/messages';
import type { Body, Handlers } from '../contract/handler-types';
import type { Queryable } from '../db/connect';
import { refuseUnlessOneLine } from '../plugins/text-input';

type AddressRow = typeof addresses.$inferSelect;

/** What an address says on an order: its row without its owner and time. */
export type AddressFields = Omit<AddressRow, 'userId' | 'createdAt'>;

/** The contract's Address; also the snapshot an order keeps. */
export const wireAddress = (row: AddressFields): AddressSnapshot => ({
  int_glcode: row.id,
  var_house_no: row.houseNo,
  var_app_name: row.appName,
  var_landmark: row.landmark,
  var_country: row.country,
  var_state: row.state,
  var_city: row.city,
  var_pincode: row.pincode,
  chr_type: row.chrType,
});

/** Each one line: a line break, a control or a bidirectional character is refused, naming the field. */
const textFields = [
  'var_house_no',
  'var_app_name',
  'var_landmark',
  'var_country',
  'var_state',
  'var_city',
  'var_pincode',
] as const;

/** Each line one line, and a state the shop can tell: it decides the GST of what is delivered there (decision 0052). */
function refuseUnreadable(input: Body<'createAddress'>) {
  refuseUnlessOneLine(input, textFields);
  if (!gstStateByName(input.var_state)) throw badRequest(texts.gst.unknownState);
}

const columns = (input: Body<'createAddress'>) => ({
  houseNo: input.var_house_no,
  appName: input.var_app_name,
  landmark: input.var_landmark,
  country: input.var_country,
  state: input.var_state,
  city: input.var_city,
  pincode: input.var_pincode,
  chrType: input.chr_type,
});

/** The user's own address; someone else's id is simply "not found" (never their data). */
export async function ownAddress(db: Queryable, user: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, user)));
  if (!row) throw notFound(messages.addresses.notFound);
  return row;
}

export function addressHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    async listAddresses(request) {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId(request)))
        .orderBy(asc(addresses.id));
      return { data: rows.map(wireAddress) };
    },

    async getAddress(request) {
      const { id } = request.params;
      return { data: wireAddress(await ownAddress(db, userId(request), id)) };
    },

    /** Counted and inserted under a lock on the shopper's row, so parallel requests cannot pass the cap together. */
    async createAddress(request, reply) {
      const input = request.body;
      refuseUnreadable(input);
      const user = userId(request);
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user)).for('update');
        const [saved] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, user));
        if (saved!.n >= limits.addressesPerShopper)
          throw conflict(texts.addressLimitReached(limits.addressesPerShopper));
        const [inserted] = await tx
          .insert(addresses)
          .values({ userId: user, ...columns(input) })
          .returning();
        return inserted;
      });
      reply.code(201);
      return { message: messages.addresses.added, data: wireAddress(row!) };
    },

    async updateAddress(request) {
      const { id } = request.params;
      const input = request.body;
      refuseUnreadable(input);
      const [row] = await db
        .update(addresses)
        .set(columns(input))
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId(request))))
        .returning();
      if (!row) throw notFound(messages.addresses.notFound);
      return { message: messages.addresses.updated, data: wireAddress(row) };
    },

    async deleteAddress(request) {
      const { id } = request.params;
      const removed = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId(request))))
        .returning({ id: addresses.id });
      if (removed.length === 0) throw notFound(messages.addresses.notFound);
      return { message: messages.addresses.deleted };
    },
  };
}
