import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '#server/auth/totp';
import { addStaff } from '#server/cli/staff-commands';
import type { AppContext } from '#server/context/context';
import { staff } from '#server/db/schema';
import { staffLogin } from '#server/staff/login';
import { confirmTotp, startTotpSetup } from '#server/staff/second-factor';
import { setPasswordWithLink } from '#server/staff/set-password';
import { startTestServer } from '#tests/support/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const clock = new Date('2026-11-28T09:00:00Z');
const ctx = (): AppContext => ({ ...server.ctx, now: () => clock });

async function member(email: string): Promise<number> {
  const added = await addStaff(
    server.ctx.db,
    { email, role: 'owner' },
    { now: clock, publicUrl: 'http://shop.test/', mail: false },
  );
  return (await setPasswordWithLink(server.ctx.db, new URL(added.link).hash.slice(1), 'Setup@Pass1', clock))!;
}

describe('setting up a second factor', () => {
  it('asks for no code until a code of the new secret is confirmed, then for its codes', async () => {
    const id = await member('setup@example.com');
    const { secret, uri } = await startTotpSetup(server.ctx.db, id, 'Statefront');
    expect(uri).toBe(
      `otpauth://totp/Statefront%3Asetup%40example.com?secret=${secret}&issuer=Statefront&algorithm=SHA1&digits=6&period=30`,
    );
    const login = { email: 'setup@example.com', password: 'Setup@Pass1' };
    expect(await staffLogin(ctx(), login)).toMatchObject({ signedIn: true });

    const wrong = totpCode(secret, new Date(clock.getTime() + 90_000));
    expect(await confirmTotp(server.ctx.db, id, wrong, clock)).toBe(false);
    expect(await staffLogin(ctx(), login)).toMatchObject({ signedIn: true });

    const code = totpCode(secret, clock);
    expect(await confirmTotp(server.ctx.db, id, code, clock)).toBe(true);
    const [row] = await server.ctx.db.select().from(staff).where(eq(staff.id, id));
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    expect(await staffLogin(ctx(), login)).toEqual({ signedIn: false, refused: 'code' });
    // The code that confirmed it is spent; the next step's signs her in.
    expect(await staffLogin(ctx(), { ...login, code })).toEqual({ signedIn: false, refused: 'code' });
    const next = new Date(clock.getTime() + 30_000);
    expect(await staffLogin({ ...ctx(), now: () => next }, { ...login, code: totpCode(secret, next) })).toMatchObject({
      signedIn: true,
    });
  });

  it('confirms nothing with no setup waiting, and a second setup replaces the first', async () => {
    const id = await member('again@example.com');
    expect(await confirmTotp(server.ctx.db, id, '123456', clock)).toBe(false);
    const first = await startTotpSetup(server.ctx.db, id, 'Statefront');
    const second = await startTotpSetup(server.ctx.db, id, 'Statefront');
    expect(second.secret).not.toBe(first.secret);
    expect(await confirmTotp(server.ctx.db, id, totpCode(first.secret, clock), clock)).toBe(false);
    expect(await confirmTotp(server.ctx.db, id, totpCode(second.secret, clock), clock)).toBe(true);
  });
});
