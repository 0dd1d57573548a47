/**
 * A process that starts a background pass and dies in the middle of it (tests/pg/db/one-at-a-time.test.ts):
 * on DATABASE_URL it takes the pass's lock (oneAtATime), finishes unit 1 in its own transaction,
 * opens unit 2's and writes in it, says "mid-pass" and waits to be killed.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/connect';
import { oneAtATime } from '#server/db/one-at-a-time';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const outcome = await oneAtATime(database.db, 'test-pass', async () => {
  await database.db.transaction((tx) => tx.execute(sql`insert into pass_units (unit) values (1)`));
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into pass_units (unit) values (2)`);
    console.log('mid-pass');
    await new Promise(() => {});
  });
});
console.log(outcome);
