// The one-time link's use (decision 0050): it sets a password once, before it expires, for a member not removed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { tokenHash } from '../auth/token';
import type { Db } from '../db/connect';
import { staff, staffPasswordLinks } from '../db/schema';

/** The member's id, or null when the link is unknown, used, expired or its member removed (one answer for all). */
export async function setPasswordWithLink(db: Db, token: string, password: string, now: Date): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Taking the link marks it used in the same statement, so two uses at once cannot both pass.
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffPasswordLinks.tokenHash, tokenHash(token)),
          isNull(staffPasswordLinks.usedAt),
          gt(staffPasswordLinks.expiresAt, now),
        ),
      )
      .returning({ staffId: staffPasswordLinks.staffId });
    if (!link) return null;
    const [member] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(and(eq(staff.id, link.staffId), isNull(staff.removedAt)))
      .returning({ id: staff.id });
    return member?.id ?? null;
  });
}
