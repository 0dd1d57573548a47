import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '#server/auth/token';
import { run } from '#server/cli/main';
import { type Database, openDatabase } from '#server/db/connect';
import { mailOutbox, staff, staffPasswordLinks } from '#server/db/schema';
import { seededDataDir } from '#tests/support/seeded-database';

let remove = () => {};
// Opened once for the file: an embedded database's open is a quarter of a second, and each command would open it.
let database: Database;
beforeAll(async () => {
  const copy = await seededDataDir();
  remove = copy.remove;
  database = await openDatabase({ dataDir: copy.dataDir });
});
afterAll(async () => {
  await database.close();
  remove();
});

const now = new Date('2026-11-28T10:00:00Z');

/** The command as the program runs it, in this process; with SMTP_URL set when `mail`. */
async function shop(args: string[], mail = false): Promise<string> {
  const said: string[] = [];
  await run(['staff', ...args], {
    out: (text) => said.push(text),
    // The command closes what it opened; the file's database stays open for the next.
    open: async () => ({ ...database, close: async () => {} }),
    staffMailing: () => ({ now, publicUrl: 'https://shop.example.test/', mail }),
  });
  return said.join('\n');
}

const inDatabase = <T>(read: (db: Database['db']) => Promise<T>): Promise<T> => read(database.db);

describe('staff add, list and remove', () => {
  it('adds an owner with a printed one-time link, kept only as a hash, and lists her', async () => {
    const said = await shop(['add', 'Owner.One@Example.com', '--role', 'owner']);
    expect(said).toMatch(/^owner\.one@example\.com was added as owner\. No SMTP_URL is set/);
    const token = /https:\/\/shop\.example\.test\/admin\/set-password#([\w-]{43})$/.exec(said)?.[1];
    expect(token, said).toBeDefined();

    const links = await inDatabase((db) =>
      db
        .select({ tokenHash: staffPasswordLinks.tokenHash, expiresAt: staffPasswordLinks.expiresAt })
        .from(staffPasswordLinks)
        .innerJoin(staff, eq(staff.id, staffPasswordLinks.staffId))
        .where(eq(staff.email, 'owner.one@example.com')),
    );
    expect(links).toEqual([{ tokenHash: tokenHash(token!), expiresAt: new Date('2026-11-30T10:00:00Z') }]);
    expect(await shop(['list'])).toContain('owner.one@example.com  owner  link sent  added 2026-11-28');
  });

  it('mails the link through the outbox when SMTP_URL is set, and prints no link', async () => {
    const said = await shop(['add', '--role', 'staff', 'packer@example.com'], true);
    expect(said).toBe(
      'packer@example.com was added as staff: a one-time link that sets a password was mailed (it works 48 hours).',
    );
    const [mail] = await inDatabase((db) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'packer@example.com')),
    );
    expect(mail).toMatchObject({ kind: 'staff-invite' });
    expect(mail!.text).toMatch(/Choose your password: https:\/\/shop\.example\.test\/admin\/set-password#[\w-]{43}/);
  });

  it('refuses a second account for one address, a role that is not one, and a missing email', async () => {
    await shop(['add', 'twice@example.com', '--role', 'staff']);
    await expect(shop(['add', 'TWICE@example.com', '--role', 'owner'])).rejects.toThrow(
      'twice@example.com is already on the staff.',
    );
    await expect(shop(['add', 'boss@example.com', '--role', 'admin'])).rejects.toThrow('The role is owner or staff');
    await expect(shop(['add', 'boss@example.com'])).rejects.toThrow('The role is owner or staff');
    await expect(shop(['add', '--role', 'owner'])).rejects.toThrow(/^Usage: npm run shop -- staff add/);
    await expect(shop(['add', 'not-an-email', '--role', 'owner'])).rejects.toThrow(/^Usage/);
    await expect(shop(['fire', 'twice@example.com'])).rejects.toThrow(/^Usage/);
  });

  it('removes a member but keeps her row, ends her unused link, and lets the address be added again', async () => {
    await shop(['add', 'leaver@example.com', '--role', 'staff']);
    expect(await shop(['remove', 'Leaver@example.com'])).toBe('leaver@example.com was removed from the staff.');
    expect(await shop(['list'])).not.toContain('leaver@example.com');
    await expect(shop(['remove', 'leaver@example.com'])).rejects.toThrow('leaver@example.com is not on the staff.');

    const rows = await inDatabase((db) =>
      db
        .select({ removedAt: staff.removedAt, usedAt: staffPasswordLinks.usedAt })
        .from(staff)
        .innerJoin(staffPasswordLinks, eq(staff.id, staffPasswordLinks.staffId))
        .where(eq(staff.email, 'leaver@example.com')),
    );
    expect(rows).toEqual([{ removedAt: now, usedAt: now }]);

    await shop(['add', 'leaver@example.com', '--role', 'owner']);
    expect(await shop(['list'])).toContain('leaver@example.com  owner  link sent');
  });
});
