/**
 * A crowd's session lookups are answered together, by one statement per turn of the event loop (server/auth/
 * sessions.ts): each request sent at once still gets its own shopper, and an expired or revoked token none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShoppers } from '#scripts/flash-sale';
import { sessions, users } from '#server/db/schema';
import { api, startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('session lookups asked at once', () => {
  it('answer each request with its own shopper, and none for an expired or a revoked token', async () => {
    const { db } = server.ctx;
    const shoppers = await makeShoppers(db, 4);
    const [first, second, expired, revoked] = shoppers;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(server.ctx.now().getTime() - 1_000) })
      .where(eq(sessions.userId, expired!.userId));
    await db.delete(sessions).where(eq(sessions.userId, revoked!.userId));
    const emailOf = async (userId: number) =>
      (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

    const asked = [first, second, expired, revoked, first, second];
    const answers = await Promise.all(asked.map((shopper) => api(server.url, shopper!.token).GET('/user')));

    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 401, 401, 200, 200]);
    expect(answers.map((answer) => answer.data?.data.var_email ?? null)).toEqual([
      await emailOf(first!.userId),
      await emailOf(second!.userId),
      null,
      null,
      await emailOf(first!.userId),
      await emailOf(second!.userId),
    ]);
  });
});
