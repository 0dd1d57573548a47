// `staff add|list|remove` (decision 0050): the back office's accounts, apart from shoppers'.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { EMAIL_PATTERN } from '#rules/patterns';
import { isStaffRole, STAFF_LINK_HOURS, type StaffRole } from '#rules/staff-permissions';
import { newToken, tokenHash } from '../auth/token';
import type { Db } from '../db/connect';
import { PG_UNIQUE_VIOLATION, pgError } from '../db/pg-error';
import { staff, staffPasswordLinks } from '../db/schema';
import { composeMail, shopLook } from '../mail/layout';
import { enqueueMail } from '../mail/outbox';
import { CliError } from './commands';

export interface StaffAdded {
  email: string;
  role: StaffRole;
  link: string;
  /** Mailed through the outbox (SMTP_URL set); otherwise the operator hands the link over. */
  mailed: boolean;
}

// The token rides in the fragment, which browsers never send: it stays out of every access log and Referer.
const linkPath = (token: string) => `admin/set-password#${token}`;

/** Adds a staff member with no password yet, and a one-time link that sets it. */
export async function addStaff(
  db: Db,
  given: { email: string | undefined; role: string | undefined },
  at: StaffMailing,
): Promise<StaffAdded> {
  const email = given.email?.trim().toLowerCase() ?? '';
  if (!EMAIL_PATTERN.test(email)) throw new CliError('Usage: npm run shop -- staff add <email> --role owner|staff');
  const role = given.role ?? '';
  if (!isStaffRole(role))
    throw new CliError('The role is owner or staff: npm run shop -- staff add <email> --role owner|staff');
  const token = newToken();
  const look = await shopLook(db, at.publicUrl);
  try {
    await db.transaction(async (tx) => {
      const [added] = await tx.insert(staff).values({ email, role, createdAt: at.now }).returning({ id: staff.id });
      await tx.insert(staffPasswordLinks).values({
        staffId: added!.id,
        tokenHash: tokenHash(token),
        createdAt: at.now,
        expiresAt: new Date(at.now.getTime() + STAFF_LINK_HOURS * 3_600_000),
      });
      if (!at.mail) return;
      const mail = composeMail(look, {
        kind: 'staff-invite',
        to: email,
        subject: `Your ${look.name} back office account`,
        greeting: 'Hello,',
        blocks: [
          { p: `You were added to ${look.name}'s back office as ${role}. Choose your password with this link.` },
          { p: `It works once, for ${STAFF_LINK_HOURS} hours. If you did not expect it, ignore this mail.` },
        ],
        link: { label: 'Choose your password', path: linkPath(token) },
      });
      await enqueueMail(tx, mail, at.now);
    });
  } catch (error) {
    if (pgError(error)?.code === PG_UNIQUE_VIOLATION) throw new CliError(`${email} is already on the staff.`);
    throw error;
  }
  return { email, role, link: new URL(linkPath(token), look.origin).href, mailed: at.mail };
}

/** The staff who can sign in, or will once their link is used. */
export async function listStaff(db: Db): Promise<{ email: string; role: string; password: string; added: string }[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(isNull(staff.removedAt))
    .orderBy(asc(staff.createdAt), asc(staff.id));
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    password: row.passwordHash ? 'set' : 'link sent',
    added: row.createdAt.toISOString().slice(0, 10),
  }));
}

/** Removes a staff member: the row stays (what she did keeps her name), her unused links stop working. */
export async function removeStaff(db: Db, given: string | undefined, now: Date): Promise<string> {
  const email = given?.trim().toLowerCase();
  if (!email) throw new CliError('Usage: npm run shop -- staff remove <email>');
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .update(staff)
      .set({ removedAt: now })
      .where(and(eq(staff.email, email), isNull(staff.removedAt)))
      .returning({ id: staff.id });
    if (!removed) throw new CliError(`${email} is not on the staff.`);
    await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordLinks.staffId, removed.id), isNull(staffPasswordLinks.usedAt)));
    return email;
  });
}

/** Where the link points and whether it is mailed: PUBLIC_URL and SMTP_URL, as the server's. */
export interface StaffMailing {
  now: Date;
  publicUrl: string;
  mail: boolean;
}

const USAGE = 'Usage: npm run shop -- staff add <email> --role owner|staff | staff list | staff remove <email>';

/** `staff <action> ...`, read from its words as typed (the role follows --role wherever it stands). */
export async function staffCommand(db: Db, args: string[], at: StaffMailing): Promise<string> {
  const roleAt = args.indexOf('--role');
  const role = roleAt >= 0 ? args[roleAt + 1] : undefined;
  const [action, email, ...extra] = args.filter((_, i) => roleAt < 0 || (i !== roleAt && i !== roleAt + 1));
  if (extra.length > 0 || (action !== 'add' && roleAt >= 0)) throw new CliError(USAGE);
  if (action === 'add') {
    const added = await addStaff(db, { email, role }, at);
    return added.mailed
      ? `${added.email} was added as ${added.role}: a one-time link that sets a password was mailed (it works ${STAFF_LINK_HOURS} hours).`
      : `${added.email} was added as ${added.role}. No SMTP_URL is set, so hand over this one-time link ` +
          `(it sets a password and works ${STAFF_LINK_HOURS} hours):\n${added.link}`;
  }
  if (action === 'remove') return `${await removeStaff(db, email, at.now)} was removed from the staff.`;
  if (action === 'list' && email === undefined) {
    const rows = await listStaff(db);
    if (rows.length === 0) return '(no staff: npm run shop -- staff add <email> --role owner)';
    return rows.map((r) => `${r.email}  ${r.role}  ${r.password}  added ${r.added}`).join('\n');
  }
  throw new CliError(USAGE);
}
