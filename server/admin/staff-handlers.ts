// The back office's sign-in, sign-out, "who am I" and its list of people (issue 52, decision 0050).
import { asc, isNull } from 'drizzle-orm';
import { texts } from '#rules/texts';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { staff } from '../db/schema';
import { badRequest, tooManyRequests, unauthorized } from '../messages/errors';
import { messages } from '../messages/messages';
import { clearStaffCookie, setStaffCookie, staffCookieToken } from '../staff/cookie';
import { signedInStaff } from '../staff/guard';
import { staffLogin } from '../staff/login';
import { setPasswordWithLink } from '../staff/set-password';
import { endStaffSession, pruneStaffSessions, staffOfSession, type StaffMember } from '../staff/sessions';

const self = (member: StaffMember): Answer<'getStaffSelf'>['data'] => ({
  email: member.email,
  role: member.role,
  areas: [...member.areas],
});

export function staffHandlers(ctx: AppContext): Handlers {
  const secure = ctx.config.publicOrigin?.startsWith('https:') ?? false;
  return {
    async staffSignIn(request, reply) {
      const { email, password, totp: code } = request.body;
      if (email.trim() === '') throw badRequest(texts.emailRequired);
      const done = await staffLogin(ctx, { email, password, code });
      if (!done.signedIn) {
        if (done.refused === 'limited')
          throw tooManyRequests(messages.staff.tooManyForAccount(done.retryAfterSeconds), done.retryAfterSeconds);
        if (done.refused === 'code') throw unauthorized(code ? texts.staff.codeWrong : texts.staff.codeNeeded);
        throw unauthorized(texts.staff.wrongCredentials);
      }
      // Sign-ins are rare enough to pay for keeping the sessions table small.
      await pruneStaffSessions(ctx.db, ctx.now());
      const member = await staffOfSession(ctx.db, done.token, ctx.now());
      if (!member) throw new Error('a session just started was not found');
      setStaffCookie(reply, done.token, secure);
      const answer: Answer<'staffSignIn'> = { message: texts.staff.signedIn, data: self(member) };
      return answer;
    },

    async setStaffPassword(request) {
      const { token, var_password } = request.body;
      const member = await setPasswordWithLink(ctx.db, token, var_password, ctx.now());
      if (member === null) throw badRequest(texts.staff.linkUsedOrExpired);
      const answer: Answer<'setStaffPassword'> = { message: texts.staff.passwordSet };
      return answer;
    },

    async staffSignOut(request, reply) {
      // The guard has opened this cookie's session before the handler runs.
      const token = staffCookieToken(request);
      if (token) await endStaffSession(ctx.db, token);
      clearStaffCookie(reply, secure);
      const answer: Answer<'staffSignOut'> = { message: texts.staff.signedOut };
      return answer;
    },

    async getStaffSelf(request) {
      const answer: Answer<'getStaffSelf'> = { data: self(signedInStaff(request)) };
      return answer;
    },

    async listStaff() {
      const rows = await ctx.db
        .select()
        .from(staff)
        .where(isNull(staff.removedAt))
        .orderBy(asc(staff.email), asc(staff.id));
      const answer: Answer<'listStaff'> = {
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role === 'owner' ? 'owner' : 'staff',
          password_set: row.passwordHash !== null,
          second_factor: row.totpSecret !== null,
          added_at: row.createdAt.toISOString(),
        })),
      };
      return answer;
    },
  };
}
