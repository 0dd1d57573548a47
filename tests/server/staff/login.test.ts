import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '#server/auth/totp';
import { addStaff } from '#server/cli/staff-commands';
import type { AppContext } from '#server/context/context';
import { staff } from '#server/db/schema';
import { staffLogin } from '#server/staff/login';
import { staffOfSession } from '#server/staff/sessions';
import { setPasswordWithLink } from '#server/staff/set-password';
import { startTestServer } from '#tests/support/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer({
    config: { loginFailuresBeforeDelay: 3, loginFailuresBeforeLock: 5, loginFailureWindowMinutes: 15 },
  });
});
afterAll(() => server?.close());

let clock = new Date('2026-11-28T09:00:00Z');
const ctx = (): AppContext => ({ ...server.ctx, now: () => clock });

/** A member with her password set, as her link would. */
async function member(email: string, password: string, role: 'owner' | 'staff' = 'staff'): Promise<number> {
  const added = await addStaff(
    server.ctx.db,
    { email, role },
    { now: clock, publicUrl: 'http://shop.test/', mail: false },
  );
  const id = await setPasswordWithLink(server.ctx.db, new URL(added.link).hash.slice(1), password, clock);
  return id!;
}

describe('staff sign-in', () => {
  it('signs in with the right password into a session that knows her, and refuses alike what is wrong', async () => {
    const id = await member('signin@example.com', 'Right@Pass1');
    const done = await staffLogin(ctx(), { email: ' SignIn@example.com ', password: 'Right@Pass1' });
    expect(done).toMatchObject({ signedIn: true, staffId: id });
    expect(await staffOfSession(server.ctx.db, done.signedIn ? done.token : '', clock)).toMatchObject({
      id,
      role: 'staff',
    });

    expect(await staffLogin(ctx(), { email: 'signin@example.com', password: 'Wrong@Pass1' })).toEqual({
      signedIn: false,
      refused: 'wrong',
    });
    expect(await staffLogin(ctx(), { email: 'nobody@example.com', password: 'Right@Pass1' })).toEqual({
      signedIn: false,
      refused: 'wrong',
    });
    // A shopper's demo account is no staff account.
    expect(await staffLogin(ctx(), { email: 'shopper@example.com', password: 'Shopper@123' })).toEqual({
      signedIn: false,
      refused: 'wrong',
    });
  });

  it('refuses one account after its failures with when to come back, while another signs in, until the window ends', async () => {
    await member('target@example.com', 'Target@Pass1');
    await member('other@example.com', 'Other@Pass1');
    const refusals = [];
    for (let i = 0; i < 8; i += 1) {
      clock = new Date(clock.getTime() + 20_000);
      refusals.push(await staffLogin(ctx(), { email: 'target@example.com', password: `Wrong@Pass${i}` }));
    }
    expect(refusals.map((r) => (r.signedIn ? 'in' : r.refused))).toEqual([
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'limited',
      'limited',
      'limited',
    ]);
    const locked = await staffLogin(ctx(), { email: 'target@example.com', password: 'Target@Pass1' });
    expect(locked).toMatchObject({ signedIn: false, refused: 'limited' });
    expect(locked.signedIn === false && locked.refused === 'limited' && locked.retryAfterSeconds).toBeGreaterThan(0);
    expect(await staffLogin(ctx(), { email: 'other@example.com', password: 'Other@Pass1' })).toMatchObject({
      signedIn: true,
    });

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect(await staffLogin(ctx(), { email: 'target@example.com', password: 'Target@Pass1' })).toMatchObject({
      signedIn: true,
    });
  });

  it('wants the code of her second factor, this step or one either side, and takes each code once', async () => {
    const id = await member('twofactor@example.com', 'Two@Factor1', 'owner');
    const secret = newTotpSecret();
    await server.ctx.db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, id));
    const given = { email: 'twofactor@example.com', password: 'Two@Factor1' };

    expect(await staffLogin(ctx(), given)).toEqual({ signedIn: false, refused: 'code' });
    const stale = totpCode(secret, new Date(clock.getTime() - 60_000));
    expect(await staffLogin(ctx(), { ...given, code: stale })).toEqual({ signedIn: false, refused: 'code' });
    const code = totpCode(secret, clock);
    expect(await staffLogin(ctx(), { ...given, code })).toMatchObject({ signedIn: true, staffId: id });
    expect(await staffLogin(ctx(), { ...given, code })).toEqual({ signedIn: false, refused: 'code' });
    // A wrong password with the right code says only that the password is wrong.
    clock = new Date(clock.getTime() + 30_000);
    expect(await staffLogin(ctx(), { ...given, password: 'Not@It1', code: totpCode(secret, clock) })).toEqual({
      signedIn: false,
      refused: 'wrong',
    });
    expect(await staffLogin(ctx(), { ...given, code: totpCode(secret, clock) })).toMatchObject({ signedIn: true });
  });
});
