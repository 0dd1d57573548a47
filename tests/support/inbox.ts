/** A message of the shop's inbox of the test's own: sent from the contact page over HTTP, as a shopper sends one. */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { contactMessages } from '#server/db/schema';
import type { ContractClient } from '../contract/contract-client';

export async function newContactMessage(api: ContractClient, db: Db, message = 'Is the red saree back in stock?') {
  const email = `writer-${randomUUID().slice(0, 8)}@example.com`;
  await api.ok('sendContactMessage', { body: { var_name: 'Meera', var_email: email, var_message: message } });
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.id))
    .limit(1);
  if (!row) throw new Error(`the message from ${email} was not kept`);
  return row;
}
