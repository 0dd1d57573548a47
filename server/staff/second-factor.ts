// Setting up a staff member's second factor (decision 0050): a new secret waits until a code of it is confirmed,
// so a half-scanned code never locks her out.
import { and, eq, isNotNull } from 'drizzle-orm';
import { newTotpSecret, totpStepOf, totpUri } from '../auth/totp';
import type { Db } from '../db/connect';
import { staff } from '../db/schema';

/** A new secret for her app, kept aside until confirmed; a second setup replaces the first. */
export async function startTotpSetup(
  db: Db,
  staffId: number,
  issuer: string,
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const [member] = await db
    .update(staff)
    .set({ totpPendingSecret: secret })
    .where(eq(staff.id, staffId))
    .returning({ email: staff.email });
  if (!member) throw new Error(`staff ${staffId}: no such member`);
  return { secret, uri: totpUri(secret, issuer, member.email) };
}

/** True when the code is the waiting secret's: from now on she signs in with codes of it. */
export async function confirmTotp(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ pending: staff.totpPendingSecret })
      .from(staff)
      .where(and(eq(staff.id, staffId), isNotNull(staff.totpPendingSecret)))
      .for('update');
    const step = member?.pending ? totpStepOf(member.pending, code, now) : null;
    if (step === null) return false;
    await tx
      .update(staff)
      .set({ totpSecret: member!.pending, totpPendingSecret: null, totpLastStep: step })
      .where(eq(staff.id, staffId));
    return true;
  });
}
