// A staff member's session (decision 0050): an opaque token for the cookie, kept as its hash, sliding idle timeout
// and an absolute limit, in the database so every process sees it.
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import {
  roleAreas,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type StaffArea,
  type StaffRole,
} from '#rules/staff-permissions';
import { newToken, tokenHash } from '../auth/token';
import type { Queryable } from '../db/connect';
import { staff, staffSessions } from '../db/schema';

const idleMs = STAFF_SESSION_IDLE_MINUTES * 60_000;

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  areas: readonly StaffArea[];
}

/** The token is returned once, for the cookie; only its hash is kept. */
export async function startStaffSession(db: Queryable, staffId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 3_600_000),
  });
  return token;
}

/** Who the cookie's token signs in, and the request restarts its idle time; null when idle too long, past its limit or removed. */
export async function staffOfSession(db: Queryable, token: string, now: Date): Promise<StaffMember | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .from(staff)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        eq(staff.id, staffSessions.staffId),
        isNull(staff.removedAt),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .returning({ id: staff.id, email: staff.email, role: staff.role });
  if (!row) return null;
  const role = row.role as StaffRole;
  return { ...row, role, areas: roleAreas[role] };
}

export async function endStaffSession(db: Queryable, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Sessions no cookie can open any more. */
export async function pruneStaffSessions(db: Queryable, now: Date): Promise<void> {
  await db
    .delete(staffSessions)
    .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}
