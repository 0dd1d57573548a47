import { eq } from 'drizzle-orm';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from '#rules/patterns';
import { texts } from '#rules/texts';
import {
  bearerToken,
  createSession,
  hashPassword,
  pruneSessions,
  revokeSession,
  userId,
  verifyPassword,
} from '../auth';
import type { AppContext } from '../context/context';
import { pgError, PG_UNIQUE_VIOLATION } from '../db/pg-error';
import { users } from '../db/schema';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized, type HttpError } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Answer, Body, Handlers } from '../contract/handler-types';
import { admitLogin, clearLoginFailures } from '../rate-limits/login-failures';
import { refuseUnlessOneLine } from '../plugins/text-input';

// Verifying against a real hash when the email is unknown keeps both answers equally slow,
// so response time does not tell which emails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-Password-1!'));

type UserRow = typeof users.$inferSelect;

const profileOf = (user: UserRow): Answer<'getProfile'>['data'] => ({
  var_email: user.email,
  var_name: user.firstName,
  last_name: user.lastName,
  var_mobile_no: user.mobile,
  user_id: user.id,
});

/** product §5 sign-up rules, enforced here too: a client is never trusted to have checked. */
function checkSignUp(body: Body<'signUp'>): void {
  const rules: [boolean, string][] = [
    [body.var_email.trim() !== '', texts.emailRequired],
    [EMAIL_PATTERN.test(body.var_email.trim()), texts.emailInvalid],
    [body.var_name.trim() !== '', texts.firstNameRequired],
    [body.var_mobile_no !== '', texts.mobileRequired],
    [MOBILE_PATTERN.test(body.var_mobile_no), texts.mobileInvalid],
    [body.var_password !== '', texts.passwordRequired],
    [PASSWORD_PATTERN.test(body.var_password), texts.passwordWeak],
  ];
  const broken = rules.find(([ok]) => !ok);
  if (broken) throw badRequest(broken[1]);
}

/** Postgres unique violations name their index: tell the shopper which field is taken. */
function conflictFromUniqueViolation(error: unknown): HttpError | null {
  const violation = pgError(error);
  if (violation?.code !== PG_UNIQUE_VIOLATION) return null;
  return conflict(
    violation.constraint?.includes('mobile') ? messages.account.mobileTaken : messages.account.emailTaken,
  );
}

export function accountHandlers(ctx: AppContext): Handlers {
  const findUser = async (id: number) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!user) throw notFound(messages.account.notFound);
    return user;
  };

  return {
    async signUp(request, reply) {
      const body = request.body;
      checkSignUp(body);
      refuseUnlessOneLine(body, ['var_name', 'last_name']);
      const email = body.var_email.trim().toLowerCase();
      const [byEmail] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (byEmail) throw conflict(messages.account.emailTaken);
      const [byMobile] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, body.var_mobile_no))
        .limit(1);
      if (byMobile) throw conflict(messages.account.mobileTaken);

      const passwordHash = await hashPassword(body.var_password);
      let created: { id: number } | undefined;
      try {
        [created] = await ctx.db
          .insert(users)
          .values({
            email,
            mobile: body.var_mobile_no,
            passwordHash,
            firstName: body.var_name.trim(),
            lastName: (body.last_name ?? '').trim(),
          })
          .returning({ id: users.id });
      } catch (error) {
        // Two sign-ups racing past the checks above: the unique indexes decide.
        throw conflictFromUniqueViolation(error) ?? error;
      }
      if (!created) throw new Error('sign-up insert returned no row');
      const session = await createSession(ctx, created.id);
      const answer: Answer<'signUp', 201> = {
        message: messages.account.created,
        data: { accessToken: session.token, expires_at: session.expiresAt.toISOString() },
      };
      reply.code(201);
      return answer;
    },

    async login(request) {
      const body = request.body;
      if (body.var_email.trim() === '') throw badRequest(texts.emailRequired);
      if (body.var_password === '') throw badRequest(texts.passwordRequired);
      const email = body.var_email.trim().toLowerCase();
      // Before the account is looked up: an email with no account is counted and refused alike.
      const admission = await admitLogin(ctx, email);
      if (!admission.admitted)
        throw tooManyRequests(
          messages.account.tooManyForAccount(admission.retryAfterSeconds),
          admission.retryAfterSeconds,
        );
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), body.var_password);
      if (!user || !valid) throw unauthorized(messages.account.invalidLogin);
      await clearLoginFailures(ctx, email);
      // Logins are rare enough to pay for keeping the sessions table small.
      await pruneSessions(ctx);
      const session = await createSession(ctx, user.id);
      const answer: Answer<'login'> = {
        message: messages.account.loggedIn,
        data: { accessToken: session.token, expires_at: session.expiresAt.toISOString() },
      };
      return answer;
    },

    async logout(request) {
      // bearerAuth has checked this token before the handler runs.
      await revokeSession(ctx, bearerToken(request)!);
      const answer: Answer<'logout'> = { message: messages.account.loggedOut };
      return answer;
    },

    async getProfile(request) {
      const user = await findUser(userId(request));
      const answer: Answer<'getProfile'> = { data: profileOf(user) };
      return answer;
    },

    async updateProfile(request) {
      const id = userId(request);
      const body = request.body;
      const firstName = body.var_name.trim();
      if (firstName === '') throw badRequest(texts.firstNameRequired);
      refuseUnlessOneLine(body, ['var_name', 'last_name']);
      const [user] = await ctx.db
        .update(users)
        .set({ firstName, lastName: (body.last_name ?? '').trim() })
        .where(eq(users.id, id))
        .returning();
      if (!user) throw notFound(messages.account.notFound);
      const answer: Answer<'updateProfile'> = { message: texts.userUpdated, data: profileOf(user) };
      return answer;
    },
  };
}
