/**
 * A customer's erasure (decision 0058) against every column that can hold text: she leaves her name, email and phone
 * in every corner the shop writes to (an order, its note and return, a review, a stock wait, a contact message and its
 * answer, a reset code, the mails), is erased over HTTP, and then no text, varchar or jsonb column of any table holds
 * them, while her order keeps its lines and its money.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { advanceOrder, setVariantStock } from '#server/cli/commands';
import type { Db } from '#server/db/connect';
import { rows } from '#tests/contract/db-fingerprint';
import type { ContractClient } from '#tests/contract/contract-client';
import { shopping } from '#tests/contract/shopping-fixtures';
import { newContactMessage } from '#tests/support/inbox';
import { ownVariant } from '#tests/support/own-products';
import type { TestServer } from '#tests/support/server';
import { newStaffMember, staffSession } from '#tests/support/staff';

/** Every column of every table a text can sit in, and the rows of it holding `value`, any case. */
async function whereFound(db: Db, value: string): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
        order by table_name, column_name`,
  );
  expect(columns.length, 'the walk finds the text columns').toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [hit] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where position(lower(${value}) in lower(${sql.identifier(column_name)}::text)) > 0`,
    );
    if (hit!.n > 0) found.push(`${table_name}.${column_name} (${hit!.n})`);
  }
  return found;
}

/** The whole story, on the server given (PGlite or PostgreSQL): planted, erased, walked, her order checked. */
export async function erasureLeavesNoTrace(server: TestServer, api: ContractClient): Promise<void> {
  const unique = randomUUID().slice(0, 6);
  const her = {
    first: `Zoravarini${unique}`,
    last: `Qaswellyn${unique}`,
    email: `zq.${unique}@example.com`,
    phone: `7${String(randomInt(0, 1e9)).padStart(9, '0')}`,
  };
  const token = (
    await api.ok('signUp', {
      body: {
        var_email: her.email,
        var_password: 'Kurta#2026',
        var_mobile_no: her.phone,
        var_name: her.first,
        last_name: her.last,
      },
    })
  ).data.accessToken;
  const addressId = (
    await api.ok('createAddress', { token, body: { ...shopping.address, var_app_name: `${her.last} Towers` } })
  ).data.int_glcode;
  const variant = await ownVariant(server.ctx.db, 10);
  await api.ok('updateCart', {
    token,
    body: { fk_product: variant.productId, fk_variant: variant.variantId, var_qty: 1 },
  });
  const placed = (await api.ok('placeOrder', {
    token,
    body: { ...shopping.cashOrder(addressId), var_phone: her.phone },
  })) as { data: { int_glcode: number } };
  const orderId = placed.data.int_glcode;
  // A second item in her cart, and a wait for a sold-out one, both hers to lose.
  const soldOut = await ownVariant(server.ctx.db, 1);
  await api.ok('updateCart', {
    token,
    body: { fk_product: soldOut.productId, fk_variant: soldOut.variantId, var_qty: 1 },
  });
  await setVariantStock(server.ctx.db, String(soldOut.variantId), '0', server.ctx.config.publicUrl);
  await api.ok('waitForStock', { token, path: { variant_id: soldOut.variantId } });
  for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(orderId));
  const userId = (await api.ok('getProfile', { token })).data.user_id;
  const review = await api.call('createReview', {
    token,
    body: {
      fk_product: variant.productId,
      rating: 5,
      review_text: `Lovely, says ${her.first}.`,
      user_id: userId,
      var_email: her.email,
      var_name: `${her.first} ${her.last}`,
    },
  });
  expect(review.status).toBe(201);
  await api.ok('returnProduct', {
    token,
    body: {
      fk_product: variant.productId,
      fk_variant: variant.variantId,
      return_text: `Too long; call me on ${her.phone}`,
      order_id: orderId,
    },
  });
  await api.call('requestPasswordReset', { body: { var_email: her.email } });

  const owner = await staffSession(api, await newStaffMember(server.ctx.db, 'owner'));
  const order = { staffSession: owner, path: { orderId } };
  await api.ok('addAdminOrderNote', { ...order, body: { note: `${her.first} asked for a call on ${her.phone}.` } });
  const message = await newContactMessage(api, server.ctx.db);
  await server.ctx.db.execute(
    sql`update contact_messages set email = ${her.email}, name = ${her.first} where id = ${message.id}`,
  );
  await api.ok('replyToInboxMessage', {
    staffSession: owner,
    path: { id: message.id },
    body: { reply: `Dear ${her.first} ${her.last}, we will call ${her.phone}.` },
  });
  for (const value of [her.first, her.last, her.email, her.phone]) {
    expect(await whereFound(server.ctx.db, value), `${value} is planted before the erasure`).not.toEqual([]);
  }
  const before = (await api.ok('getAdminOrder', order)).data.order;

  await api.ok('eraseAdminCustomer', {
    staffSession: owner,
    path: { customerId: userId },
    body: { email: her.email },
  });

  for (const value of [her.first, her.last, her.email, her.phone]) {
    expect(await whereFound(server.ctx.db, value), `${value} after the erasure`).toEqual([]);
  }
  const after = (await api.ok('getAdminOrder', order)).data.order;
  expect(after.fk_product_arr).toEqual(before.fk_product_arr);
  expect(after.var_payable_amount).toBe(before.var_payable_amount);
  expect(after.fk_product_arr).toHaveLength(1);
  await api.fails('getProfile', 401, { token });
  await api.fails('login', 401, { body: { var_email: her.email, var_password: 'Kurta#2026' } });
  const recorded = await rows<{ action: string; subject: string; after: unknown }>(
    server.ctx.db,
    sql`select action, subject, after from activity where action = 'customer.erase' and subject = ${`customer #${userId}`}`,
  );
  expect(recorded).toEqual([{ action: 'customer.erase', subject: `customer #${userId}`, after: { orders: 1 } }]);
}
