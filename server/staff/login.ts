// A staff member's sign-in (decision 0050): the per-account limit of 0034 in a space of its own, argon2 as for
// shoppers, and her code when she has a second factor (or the shop requires one).
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import { totpStepOf } from '../auth/totp';
import type { AppContext } from '../context/context';
import { staff } from '../db/schema';
import { admitLogin, clearLoginFailures } from '../rate-limits/login-failures';
import { startStaffSession } from './sessions';

export type StaffLogin =
  | { signedIn: true; staffId: number; token: string }
  /** Unknown email, removed member, no password yet or a wrong one: one answer, so none tells which. */
  | { signedIn: false; refused: 'wrong' }
  | { signedIn: false; refused: 'limited'; retryAfterSeconds: number }
  /** The password was right: she has a second factor and must give its code (or the code given is not this step's). */
  | { signedIn: false; refused: 'code' };

// An unknown email costs the same argon2 as a known one, so the answer's time tells nothing.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-Staff-Password-1!'));

export async function staffLogin(
  ctx: AppContext,
  given: { email: string; password: string; code?: string | undefined },
): Promise<StaffLogin> {
  const email = given.email.trim().toLowerCase();
  const admission = await admitLogin(ctx, email, 'staff');
  if (!admission.admitted)
    return { signedIn: false, refused: 'limited', retryAfterSeconds: admission.retryAfterSeconds };
  const [member] = await ctx.db
    .select()
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.removedAt)))
    .limit(1);
  const valid = await verifyPassword(member?.passwordHash ?? (await decoy()), given.password);
  if (!member?.passwordHash || !valid) return { signedIn: false, refused: 'wrong' };

  const now = ctx.now();
  if (member.totpSecret) {
    const step = given.code ? totpStepOf(member.totpSecret, given.code, now) : null;
    if (step === null) return { signedIn: false, refused: 'code' };
    // Taken in one statement, so a code seen over a shoulder cannot be used again in its step, even at once.
    const [taken] = await ctx.db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    if (!taken) return { signedIn: false, refused: 'code' };
  }
  await clearLoginFailures(ctx, email, 'staff');
  return { signedIn: true, staffId: member.id, token: await startStaffSession(ctx.db, member.id, now) };
}
