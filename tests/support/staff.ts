/**
 * The back office's people for tests over HTTP: a member added as `npm run shop -- staff add` adds her, her password set
 * as her one-time link would, then signed in through `staffSignIn` for the `sf_admin` cookie's token.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '#rules/staff-permissions';
import { addStaff } from '#server/cli/staff-commands';
import type { Db } from '#server/db/connect';
import { setPasswordWithLink } from '#server/staff/set-password';
import type { ContractClient } from '../contract/contract-client';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

export async function newStaffMember(db: Db, role: StaffRole, now = new Date()): Promise<TestStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Staff#${randomUUID().slice(0, 8)}`;
  const added = await addStaff(db, { email, role }, { now, publicUrl: 'http://shop.test/', mail: false });
  const id = await setPasswordWithLink(db, new URL(added.link).hash.slice(1), password, now);
  if (id === null) throw new Error(`the link for ${email} set no password`);
  return { id, email, password, role };
}

/** The `sf_admin` cookie's token that a sign-in sets. */
export function staffCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('sf_admin='));
  const token = cookie?.slice('sf_admin='.length).split(';')[0];
  if (!token) throw new Error(`no sf_admin cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return token;
}

/** Signs her in over HTTP; the session's token, to send as the cookie (`staffSession` in a call's options). */
export async function staffSession(api: ContractClient, member: { email: string; password: string }): Promise<string> {
  const answer = await api.call('staffSignIn', { body: { email: member.email, password: member.password } });
  if (answer.status !== 200) throw new Error(`staffSignIn answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return staffCookieOf(answer.headers);
}
