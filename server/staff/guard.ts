// The one place an admin operation's permission is enforced (issue 52, decision 0050): before any route whose row in
// server/contract/operations.ts names `{ staff: … }`, the `sf_admin` cookie must open a live session (else 401) whose
// role holds the area (else 403). It never reads a bearer token, and the shopper's hooks never read the cookie.
import type { FastifyRequest } from 'fastify';
import { roleMay } from '#rules/staff-permissions';
import { texts } from '#rules/texts';
import type { AppContext } from '../context/context';
import { operationIdOf } from '../contract/operation-id';
import { staffPermissionOf, type StaffPermission } from '../contract/operations';
import { forbidden, unauthorized } from '../messages/errors';
import { appWide } from '../plugins/app-wide';
import { addRouteHook } from '../plugins/route-hooks';
import { staffCookieToken } from './cookie';
import { staffOfSession, type StaffMember } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard, for admin operations only. */
    staffMember: StaffMember | null;
  }
}

export const staffGuard = appWide<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('staffMember', null);
  // Before the handler, after what every request meets first: the read limit's 429, a draining server's 503, and
  // the contract's validation (a malformed request is a 400 whoever sends it).
  // On the admin operations' routes only, ahead of the contract's security check there.
  app.addHook('onRoute', (route) => {
    const permission = staffPermissionOf(operationIdOf(route));
    if (permission) addRouteHook(route, 'preHandler', guard(permission), { first: true });
  });
  const guard = (permission: StaffPermission) => async (request: FastifyRequest) => {
    const token = staffCookieToken(request);
    if (!token) throw unauthorized(texts.staff.signInToContinue);
    const member = await staffOfSession(ctx.db, token, ctx.now());
    if (!member) throw unauthorized(texts.staff.sessionEnded);
    const area = permission.staff;
    if (area !== 'signed-in' && !roleMay(member.role, area))
      throw forbidden(texts.staff.notYourArea(texts.staff.areaNames[area]));
    request.staffMember = member;
  };
});

/** The contract's `staffSession` scheme: the guard has run first (ahead of it on the route), so this only fails closed. */
export async function staffSessionScheme(request: FastifyRequest): Promise<void> {
  if (!request.staffMember) throw unauthorized(texts.staff.signInToContinue);
}

/** The member the guard let in; a handler of an admin operation is never reached without one. */
export function signedInStaff(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw unauthorized(texts.staff.signInToContinue);
  return request.staffMember;
}
