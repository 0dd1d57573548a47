/**
 * Two server processes on one PostgreSQL share the per-account login limit (decision
 * 0034): the count lives in the database, so wrong passwords for one email sent at once
 * to both, from five source addresses, are evaluated no more often than one process
 * would allow. The lock comes at once here (LOGIN_FAILURES_BEFORE_LOCK equal to the
 * delay's), so the count does not depend on how fast the burst arrives.
 * On a database of the file's own, so no other file's requests count in its windows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { messages } from '#server/messages/messages';
import { loginFrom } from '#tests/support/login-from';
import { ownDatabase } from '../pg-server';

const LOCK_AFTER = 5;
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
let database: Awaited<ReturnType<typeof ownDatabase>>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await ownDatabase();
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMIT_AUTH: '0',
    RATE_LIMIT_READS: '0',
    LOGIN_FAILURES_BEFORE_DELAY: String(LOCK_AFTER),
    LOGIN_FAILURES_BEFORE_LOCK: String(LOCK_AFTER),
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '12',
  };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 120_000 }),
    spawnServer({ env, readyTimeoutMs: 120_000 }),
  ]);
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe('the per-account login limit across two processes on one PostgreSQL', () => {
  it(`40 wrong logins for one email at once, from five addresses to both servers: ${LOCK_AFTER} evaluated, the rest refused`, async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginFrom(servers[i % 2]!.url, ADDRESSES[i % ADDRESSES.length]!, email, 'Wrong#123'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(LOCK_AFTER);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40 - LOCK_AFTER);
    // Locked until the window (15 minutes by default) ends, which each refusal says.
    for (const answer of refused) {
      const retryAfter = Number(answer.retryAfter);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(answer.message).toBe(messages.account.tooManyForAccount(retryAfter));
    }
  });
});
