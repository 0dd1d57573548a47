import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/context';
import { unauthorized } from '../messages/errors';
import { messages } from '../messages/messages';
import { bearerToken } from './request-user';
import { sessionUser } from './sessions';

export function securityHandlers(ctx: AppContext) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw unauthorized(messages.auth.logInToContinue);
      const user = await sessionUser(ctx, token);
      if (user == null) throw unauthorized(messages.auth.sessionExpired);
      request.authUserId = user;
    },
  };
}
