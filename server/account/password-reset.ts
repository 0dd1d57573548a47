/**
 * Password reset (decision 0039): a code mailed to the account's email, exchanged for a
 * reset token, which sets the new password and ends every session the account had.
 *
 * Nobody learns who has an account: every email typed gets a row (one without an account,
 * a code nobody is sent), so the answers after it are the ones an account would get, and
 * the per-email limit counts them alike. The row is made alike for every email, under the
 * email's advisory lock; an account's code and mail come after the answer (decision 0045),
 * so the answer takes as long either way. The email and the code are kept as HMACs with the
 * server's secret, the token as a SHA-256; none of them is ever logged.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, lt, min, sql } from 'drizzle-orm';
import { durations } from '#rules/durations';
import { limits } from '#rules/limits';
import { PASSWORD_PATTERN } from '#rules/patterns';
import { texts } from '#rules/texts';
import { hashPassword } from '../auth';
import { newToken, tokenHash } from '../auth/token';
import type { AppContext } from '../context/context';
import type { Db } from '../db/connect';
import { passwordResets, sessions, users } from '../db/schema';
import { shopLook } from '../mail/layout';
import { enqueueMail } from '../mail/outbox';
import { readWording } from '../mail/wording';
import { badRequest, tooManyRequests } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Answer, Handlers } from '../contract/handler-types';
import { resetCodeMail } from './reset-mail';

const HOUR_MS = 60 * 60_000;

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export function passwordResetHandlers(ctx: AppContext): Handlers {
  const hmac = (purpose: string, value: string) =>
    createHmac('sha256', ctx.config.secret).update(`${purpose}:${value}`).digest('hex');
  const emailHashOf = (email: string) => hmac('reset-email', email.trim().toLowerCase());
  const codeHashOf = (code: string) => hmac('reset-code', code);
  const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

  /**
   * After the answer, for every email: an account that uses it gets the code, into its reset
   * row and its mail, in one transaction. The same reads and the same rendering either way,
   * so not even the work after the answer (which a caller's next request could feel) tells
   * the two apart.
   */
  const giveResetCode = (resetId: number, email: string, now: Date) =>
    ctx.db.transaction(async (tx) => {
      // Locked, so an account being deleted is either gone (then: no account) or waits for this code.
      const [user] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.email, email))
        .for('update');
      const [reset] = await tx
        .select({ wrongTries: passwordResets.wrongTries })
        .from(passwordResets)
        .where(eq(passwordResets.id, resetId));
      const code = String(randomInt(0, 10 ** limits.resetCodeDigits)).padStart(limits.resetCodeDigits, '0');
      const mail = resetCodeMail(
        await shopLook(tx, ctx.config.publicUrl),
        user ?? { email, firstName: '' },
        code,
        await readWording(tx, 'password-reset'),
      );
      // No account; or the row is gone (forgotten a day later) or was tried to death before its code came.
      if (!user || !reset || reset.wrongTries >= limits.resetCodeTries) return;
      await tx
        .update(passwordResets)
        .set({ userId: user.id, codeHash: codeHashOf(code) })
        .where(eq(passwordResets.id, resetId));
      await enqueueMail(tx, mail, now);
    });

  return {
    async requestPasswordReset(request, reply) {
      const email = request.body.var_email.trim().toLowerCase();
      const emailHash = emailHashOf(email);
      const now = ctx.now();
      const resetId = await ctx.db.transaction(async (tx) => {
        // The email's turn (decision 0045): requests for one email count and write one at a time, in any process.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statefront:reset-email'), hashtext(${emailHash}))`);
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const [asked] = await tx
          .select({ n: count(), first: min(passwordResets.createdAt) })
          .from(passwordResets)
          .where(and(eq(passwordResets.emailHash, emailHash), gt(passwordResets.createdAt, hourAgo)));
        if (asked?.first && asked.n >= limits.resetCodesPerHour) {
          const waitMs = asked.first.getTime() + HOUR_MS - now.getTime();
          throw tooManyRequests(
            messages.passwordReset.tooManyCodes(minutes(waitMs)),
            Math.max(1, Math.ceil(waitMs / 1000)),
          );
        }
        // The same row for every email, not yet anyone's: the hash of no code at all, which no
        // 6 digits ever match, until the work after the answer gives an account its code.
        const [made] = await tx
          .insert(passwordResets)
          .values({
            emailHash,
            userId: null,
            codeHash: codeHashOf(randomBytes(32).toString('hex')),
            createdAt: now,
            expiresAt: new Date(now.getTime() + durations.resetCode),
          })
          .returning({ id: passwordResets.id });
        return made!.id;
      });
      ctx.afterAnswer.run(reply, 'reset-code', () => giveResetCode(resetId, email, now));
      reply.code(202);
      const answer: Answer<'requestPasswordReset', 202> = { message: messages.passwordReset.requested };
      return answer;
    },

    async confirmPasswordReset(request) {
      const { var_email, code } = request.body;
      const now = ctx.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.emailHash, emailHashOf(var_email)))
          .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
          .limit(1)
          .for('update');
        if (!reset?.codeHash || reset.expiresAt <= now) return { refused: messages.passwordReset.codeUsedUp };
        if (!sameHash(codeHashOf(code), reset.codeHash)) {
          // Written, then refused: the wrong try counts however the answer goes.
          const tries = reset.wrongTries + 1;
          const burned = tries >= limits.resetCodeTries;
          await tx
            .update(passwordResets)
            .set({ wrongTries: tries, ...(burned ? { codeHash: null } : {}) })
            .where(eq(passwordResets.id, reset.id));
          return { refused: burned ? messages.passwordReset.codeBurned : messages.passwordReset.codeWrong };
        }
        const token = newToken();
        await tx
          .update(passwordResets)
          .set({
            codeHash: null,
            tokenHash: tokenHash(token),
            expiresAt: new Date(now.getTime() + durations.resetCode),
          })
          .where(eq(passwordResets.id, reset.id));
        return { token };
      });
      if ('refused' in outcome) throw badRequest(outcome.refused!);
      const answer: Answer<'confirmPasswordReset'> = {
        message: messages.passwordReset.codeRight,
        data: { reset_token: outcome.token },
      };
      return answer;
    },

    async resetPassword(request) {
      const { reset_token, var_password } = request.body;
      if (!PASSWORD_PATTERN.test(var_password)) throw badRequest(texts.passwordWeak);
      // Hashed before the transaction: argon2 takes a while, and a transaction holds PGlite whole.
      const passwordHash = await hashPassword(var_password);
      const now = ctx.now();
      const done = await ctx.db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, tokenHash(reset_token)))
          .for('update');
        if (!reset?.userId || reset.expiresAt <= now) return false;
        // An account deleted meanwhile took its resets with it; one being deleted is waited for.
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, reset.userId)).for('update');
        if (!user) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await tx
          .update(passwordResets)
          .set({ tokenHash: null, codeHash: null })
          .where(eq(passwordResets.userId, user.id));
        return true;
      });
      if (!done) throw badRequest(messages.passwordReset.resetExpired);
      const answer: Answer<'resetPassword'> = { message: messages.passwordReset.changed };
      return answer;
    },
  };
}

/** The background pass's share: codes a day old are forgotten (the hourly limit has done with them). Answers how many. */
export async function forgetOldResets(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(passwordResets)
    .where(lt(passwordResets.createdAt, new Date(now.getTime() - 24 * HOUR_MS)))
    .returning({ id: passwordResets.id });
  return gone.length;
}
