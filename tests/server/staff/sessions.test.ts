import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/password';
import { addStaff, removeStaff } from '#server/cli/staff-commands';
import type { Database } from '#server/db/connect';
import { staff, staffSessions } from '#server/db/schema';
import { setPasswordWithLink } from '#server/staff/set-password';
import { endStaffSession, pruneStaffSessions, staffOfSession, startStaffSession } from '#server/staff/sessions';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.close());

const start = new Date('2026-11-28T09:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** A member added at `start`, and the token of her one-time link. */
async function member(email: string, role: 'owner' | 'staff' = 'staff') {
  const added = await addStaff(
    database.db,
    { email, role },
    { now: start, publicUrl: 'http://shop.test/', mail: false },
  );
  const token = new URL(added.link).hash.slice(1);
  const [row] = await database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { id: row!.id, token };
}

describe('the one-time link', () => {
  it('sets the password once, and never again', async () => {
    const { id, token } = await member('once@example.com');
    expect(await setPasswordWithLink(database.db, token, 'First@Pass1', later(5))).toBe(id);
    expect(await setPasswordWithLink(database.db, token, 'Second@Pass2', later(6))).toBeNull();
    const [row] = await database.db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, id));
    expect(await verifyPassword(row!.hash!, 'First@Pass1')).toBe(true);
    expect(await verifyPassword(row!.hash!, 'Second@Pass2')).toBe(false);
  });

  it('works until 48 hours after it was made, not at that moment', async () => {
    const early = await member('late@example.com');
    expect(await setPasswordWithLink(database.db, early.token, 'Late@Pass1', later(48 * 60))).toBeNull();
    const onTime = await member('ontime@example.com');
    expect(await setPasswordWithLink(database.db, onTime.token, 'OnTime@Pass1', later(48 * 60 - 1))).toBe(onTime.id);
  });

  it('does nothing for an unknown token or a removed member', async () => {
    expect(await setPasswordWithLink(database.db, 'no-such-token', 'Any@Pass1', later(1))).toBeNull();
    const { token } = await member('gone@example.com');
    await removeStaff(database.db, 'gone@example.com', later(1));
    expect(await setPasswordWithLink(database.db, token, 'Gone@Pass1', later(2))).toBeNull();
  });
});

describe('a staff session', () => {
  it('says who and what she may do, and each request restarts its 30 idle minutes', async () => {
    const { id } = await member('clerk@example.com');
    const token = await startStaffSession(database.db, id, start);
    expect(await staffOfSession(database.db, token, later(29))).toEqual({
      id,
      email: 'clerk@example.com',
      role: 'staff',
      areas: ['orders', 'shipping', 'returns', 'stock', 'inbox', 'products', 'mails'],
    });
    expect(await staffOfSession(database.db, token, later(58))).toMatchObject({ id });
    expect(await staffOfSession(database.db, token, later(88))).toBeNull();
  });

  it('ends at 12 hours however busy, at logout, and when she is removed', async () => {
    const { id } = await member('busy@example.com', 'owner');
    const token = await startStaffSession(database.db, id, start);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      expect(await staffOfSession(database.db, token, later(minutes)), String(minutes)).toMatchObject({
        role: 'owner',
      });
    }
    expect(await staffOfSession(database.db, token, later(12 * 60))).toBeNull();

    const again = await startStaffSession(database.db, id, start);
    await endStaffSession(database.db, again);
    expect(await staffOfSession(database.db, again, later(1))).toBeNull();

    const third = await startStaffSession(database.db, id, start);
    await removeStaff(database.db, 'busy@example.com', later(2));
    expect(await staffOfSession(database.db, third, later(3))).toBeNull();
  });

  it('keeps only the sessions a cookie can still open', async () => {
    const { id } = await member('prune@example.com');
    const idle = await startStaffSession(database.db, id, start);
    const fresh = await startStaffSession(database.db, id, later(40));
    await pruneStaffSessions(database.db, later(45));
    const left = await database.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, id));
    expect(left).toHaveLength(1);
    expect(await staffOfSession(database.db, fresh, later(46))).toMatchObject({ id });
    expect(await staffOfSession(database.db, idle, later(46))).toBeNull();
  });
});
