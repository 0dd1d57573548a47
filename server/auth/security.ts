import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { bearerToken } from './request-user';
import { sessionUser } from './sessions';

/** Security handlers for fastify-openapi-glue, by the contract's securitySchemes names. */
export function securityHandlers(ctx: AppContext) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Please log in to continue');
      const user = await sessionUser(ctx, token);
      if (user == null) throw unauthorized('Your session has expired. Please log in again.');
      request.authUserId = user;
    },
  };
}
