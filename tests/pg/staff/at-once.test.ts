/**
 * The staff sign-in's limits hold when the attempts come at once (decisions 0045, 0050): two pools on one
 * PostgreSQL, as two server processes have, each sending half of every burst. Wrong passwords for one account are
 * evaluated no more often than LOCK_AFTER; a one-time link sets one password however many use it together; a
 * second factor's code signs in once. Each test prints what was allowed.
 * On a database of the file's own, so no other file's attempts count in its windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '#server/auth/totp';
import { addStaff } from '#server/cli/staff-commands';
import { type AppContext, createContext } from '#server/context/context';
import { staff } from '#server/db/schema';
import { staffLogin } from '#server/staff/login';
import { setPasswordWithLink } from '#server/staff/set-password';
import { eq } from 'drizzle-orm';
import { ownDatabase } from '../pg-server';

const LOCK_AFTER = 5;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let processes: { ctx: AppContext; closeDatabase?: () => Promise<void> }[] = [];

beforeAll(async () => {
  database = await ownDatabase();
  const config = {
    databaseUrl: database.url,
    databasePoolSize: 25,
    loginFailuresBeforeDelay: LOCK_AFTER,
    loginFailuresBeforeLock: LOCK_AFTER,
    secret: 'pg-staff-secret-0123456789abcdef',
  };
  // One after the other: the first applies the migrations.
  processes = [await createContext({ config }), await createContext({ config })];
}, 120_000);

afterAll(async () => {
  for (const { closeDatabase } of processes) await closeDatabase?.();
  await database?.drop();
});

const both = (i: number) => processes[i % 2]!.ctx;

/** A member and her one-time link's token. */
async function member(email: string, role: 'owner' | 'staff' = 'staff') {
  const added = await addStaff(
    both(0).db,
    { email, role },
    { now: new Date(), publicUrl: 'http://shop.test/', mail: false },
  );
  return new URL(added.link).hash.slice(1);
}

describe('staff limits on two pools of one PostgreSQL', () => {
  it(`40 wrong passwords for one account at once: ${LOCK_AFTER} evaluated, the rest refused with when to come back`, async () => {
    const token = await member('burst@example.com');
    await setPasswordWithLink(both(0).db, token, 'Burst@Pass1', new Date());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => staffLogin(both(i), { email: 'burst@example.com', password: `Wrong@${i}` })),
    );
    const wrong = answers.filter((a) => !a.signedIn && a.refused === 'wrong').length;
    const limited = answers.filter((a) => !a.signedIn && a.refused === 'limited');
    console.log(`staff login burst: 40 at once, ${wrong} evaluated, ${limited.length} refused`);
    expect(wrong).toBe(LOCK_AFTER);
    expect(limited).toHaveLength(40 - LOCK_AFTER);
    expect(await staffLogin(both(1), { email: 'burst@example.com', password: 'Burst@Pass1' })).toMatchObject({
      signedIn: false,
      refused: 'limited',
    });
  }, 60_000);

  it('a one-time link used 10 times at once sets one password', async () => {
    const token = await member('link@example.com');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setPasswordWithLink(both(i).db, token, `Link@Pass${i}`, new Date())),
    );
    const set = results.filter((id) => id !== null);
    console.log(`one-time link: 10 uses at once, ${set.length} set a password`);
    expect(set).toHaveLength(1);
  }, 60_000);

  it("a second factor's code sent 10 times at once signs in once", async () => {
    const token = await member('code@example.com', 'owner');
    const id = await setPasswordWithLink(both(0).db, token, 'Code@Pass1', new Date());
    const secret = newTotpSecret();
    await both(0).db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, id!));
    const code = totpCode(secret, new Date());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffLogin(both(i), { email: 'code@example.com', password: 'Code@Pass1', code }),
      ),
    );
    const signedIn = answers.filter((a) => a.signedIn).length;
    console.log(`TOTP code: 10 sign-ins at once with one code, ${signedIn} signed in`);
    expect(signedIn).toBe(1);
  }, 60_000);
});
