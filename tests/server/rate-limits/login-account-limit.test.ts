/**
 * The per-account login limit (decision 0034): wrong passwords for one account, sent from
 * several source addresses (loopback aliases, which Linux routes to lo) to a server on
 * 127.0.0.1, are slowed, then refused until the window ends, with a message that points
 * to the password reset; an email with no account gets the same answers. The per-address
 * limit is off here, so the account's is alone under test. The clock is the test's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/messages/messages';
import { loginFrom as sendLogin, type LoginAnswer } from '#tests/support/login-from';
import { startTestServer, type TestServer } from '#tests/support/server';
import { newShopper } from '../orders/support';

const PASSWORD = 'Shopper@123'; // newShopper's
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
const WINDOW_SECONDS = 15 * 60;

let server: TestServer;
let clock = Date.now();
const advance = (seconds: number) => (clock += seconds * 1000);

beforeAll(async () => {
  server = await startTestServer({
    config: {
      loginFailuresBeforeDelay: 5,
      loginFailuresBeforeLock: 10,
      loginFailureWindowMinutes: WINDOW_SECONDS / 60,
    },
    ctx: { now: () => new Date(clock) },
  });
});
afterAll(() => server?.close());

const loginFrom = (localAddress: string, email: string, password: string) =>
  sendLogin(server.url, localAddress, email, password);

const evaluated: LoginAnswer = { status: 401, message: messages.account.invalidLogin, retryAfter: undefined };
const refusedFor = (seconds: number): LoginAnswer => ({
  status: 429,
  message: messages.account.tooManyForAccount(seconds),
  retryAfter: String(seconds),
});

/**
 * A siege of one email, on the clock: 50 wrong guesses at once, 10 from each address; then
 * one too soon and one after each gap of the slowed stage; then, a minute after the last,
 * the right password. Answers what each part got.
 */
async function siege(email: string) {
  const sent = await Promise.all(
    Array.from({ length: 50 }, (_, i) => loginFrom(ADDRESSES[i % ADDRESSES.length]!, email, `Wrong#${i}`)),
  );
  // Which of them came first is the race's: the answers in order of status.
  const burst = sent.sort((a, b) => a.status - b.status);
  const slowed: LoginAnswer[] = [];
  for (const [i, gap] of [1, 2, 4, 8, 16].entries()) {
    slowed.push(await loginFrom(ADDRESSES[i]!, email, 'Wrong#late'));
    advance(gap);
    slowed.push(await loginFrom(ADDRESSES[(i + 1) % ADDRESSES.length]!, email, 'Wrong#late'));
  }
  advance(60);
  const locked = await loginFrom(ADDRESSES[0]!, email, PASSWORD);
  return { burst, slowed, locked };
}

describe('wrong passwords for one account from five addresses', () => {
  it('are slowed, then refused until the window ends, with a message; an unknown email gets the same answers', async () => {
    const owner = await newShopper(server.url);
    const other = await newShopper(server.url);

    const known = await siege(owner.email);
    // The burst: five evaluated, the rest refused without a password evaluated, one second to wait.
    expect(known.burst).toEqual([
      ...Array<LoginAnswer>(5).fill(evaluated),
      ...Array<LoginAnswer>(45).fill(refusedFor(1)),
    ]);
    // Slowed: each attempt too soon is refused with the gap to wait, which doubles; after it, one is evaluated.
    expect(known.slowed).toEqual([1, 2, 4, 8, 16].flatMap((gap) => [refusedFor(gap), evaluated]));
    // Ten failures: refused, the right password too, until the window opened 91 s ago ends.
    expect(known.locked).toEqual(refusedFor(WINDOW_SECONDS - 91));
    expect(known.locked.message).toBe(
      'Too many attempts for this account. Try again in 14 minutes, or reset your password.',
    );

    // Meanwhile another account logs in from the same addresses.
    expect((await loginFrom(ADDRESSES[0]!, other.email, PASSWORD)).status).toBe(200);

    // An email with no account: the same answers, so the limit does not tell which exist.
    advance(WINDOW_SECONDS);
    expect(await siege(`nobody-${randomUUID()}@example.com`)).toEqual(known);

    // Once the owner's window has ended, the right password works.
    advance(WINDOW_SECONDS);
    expect((await loginFrom(ADDRESSES[1]!, owner.email, PASSWORD)).status).toBe(200);
  });

  it('starts counting again after a right password', async () => {
    const owner = await newShopper(server.url);
    const wrong = () => Promise.all(ADDRESSES.map((address) => loginFrom(address, owner.email, 'Wrong#1')));
    expect(await wrong()).toEqual(Array(5).fill(evaluated));
    // Slowed now, the right password as well.
    expect(await loginFrom(ADDRESSES[0]!, owner.email, PASSWORD)).toEqual(refusedFor(1));
    advance(1);
    expect((await loginFrom(ADDRESSES[0]!, owner.email, PASSWORD)).status).toBe(200);
    // Five more at once are all evaluated: the count restarted at the right password.
    expect(await wrong()).toEqual(Array(5).fill(evaluated));
  });
});
