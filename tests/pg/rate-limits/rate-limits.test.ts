/**
 * Two server processes on one PostgreSQL share their rate limits (decision 0025): the
 * counts live in the database, so 30 wrong logins from one address within a minute,
 * sent to the two in turn, meet RATE_LIMIT_AUTH exactly as they would on one process.
 * On a database of the file's own, so no other file's requests count in its windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { messages } from '#server/messages/messages';
import { createContractClient, type ContractClient } from '#tests/contract/contract-client';
import { ownDatabase } from '../pg-server';

const LIMIT = 10;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let servers: ServerProcess[] = [];
let clients: ContractClient[] = [];

beforeAll(async () => {
  database = await ownDatabase();
  // The per-account login limit off: its own file (login-account-limit.test.ts) tests it across processes.
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMIT_AUTH: String(LIMIT),
    LOGIN_FAILURES_BEFORE_LOCK: '0',
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '12',
  };
  servers = await Promise.all([
    spawnServer({ env, readyTimeoutMs: 120_000 }),
    spawnServer({ env, readyTimeoutMs: 120_000 }),
  ]);
  clients = servers.map((server) => createContractClient(server.url));
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe('rate limits across two processes on one PostgreSQL', () => {
  it(`30 wrong logins from one address, alternating between the servers: exactly ${LIMIT} answered, the rest refused`, async () => {
    const wrong = { var_email: 'nobody@example.com', var_password: 'Wrong#123' };
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await clients[i % 2]!.call<{ message: string }>('login', { body: wrong }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(30 - LIMIT).fill(429)]);
    // Both servers refused, each with the limit's own words and a time to wait.
    const refused = answers.slice(LIMIT);
    const [opening = ''] = messages.auth.tooManyAttempts('\0').split('\0');
    expect(refused.slice(0, 2).map((answer) => answer.body.message.startsWith(opening))).toEqual([true, true]);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers.slice(0, LIMIT).map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(
      Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i)),
    );
  });
});
