// A retry with the same Idempotency-Key and request gets back the very bytes its order was answered with (decision 0015).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/connect';
import { executeNamed } from '#server/db/prepared';
import { orders } from '#server/db/schema';
import { conflict } from '#server/messages/errors';
import { messages } from '#server/messages/messages';
import type { PlacedAnswer } from '../order-view';

/** The answer as JSON text, not jsonb: jsonb reorders keys. */
const storedAnswerJson = z.object({ requestHash: z.string(), answer: z.string() });
type StoredAnswer = z.infer<typeof storedAnswerJson>;

/** A request's fingerprint, so a reused Idempotency-Key with another body is refused. */
export const fingerprint = (body: object) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

/** The answer as its order keeps it, written with the order's row. */
export const storedAnswerFor = (requestHash: string, answer: PlacedAnswer): StoredAnswer => ({
  requestHash,
  answer: JSON.stringify(answer),
});

export const storedAnswerOf = (stored: unknown): PlacedAnswer => placedAnswer(storedAnswerJson.parse(stored));

function placedAnswer(stored: StoredAnswer): PlacedAnswer {
  // storeAnswer's own JSON of a PlacedAnswer, kept as text for its bytes: read back as it was written.
  const answer = JSON.parse(stored.answer) as PlacedAnswer;
  // Answers stored before orders said their refund: an order just placed owes none.
  return { ...answer, data: { ...answer.data, refund: answer.data.refund ?? null } };
}

/** What an Idempotency-Key already answered for this user, if anything; the key used for another request is a 409. */
export async function storedAnswer(
  db: Db,
  user: number,
  key: string,
  requestHash: string,
): Promise<PlacedAnswer | null> {
  const { rows } = await executeNamed<{ stored: unknown }>(
    db,
    db,
    sql`select ${storedAnswerColumn(user, key)} as stored`,
  );
  const stored = rows[0]?.stored;
  return stored == null ? null : answerForKey(stored, requestHash);
}

/** The answer stored for the key, as a column of a statement that reads more beside it (null: none). */
export const storedAnswerColumn = (user: number, key: string) =>
  sql`(select ${orders.idempotentResponse} from ${orders} where ${orders.userId} = ${user} and ${orders.idempotencyKey} = ${key})`;

/** An order's stored answer given back to a request with its key; the key used for another request is a 409. */
export function answerForKey(storedJson: unknown, requestHash: string): PlacedAnswer {
  const stored = storedAnswerJson.parse(storedJson);
  if (stored.requestHash !== requestHash) {
    throw conflict(messages.orders.keyReused);
  }
  return placedAnswer(stored);
}
