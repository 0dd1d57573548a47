/**
 * A test server for a file of the back office's tests over HTTP: started before its tests with the clock standing at
 * `clock`, closed after them, with the contract's client and a member of the staff signed in for each test that asks.
 */
import { afterAll, beforeAll } from 'vitest';
import type { StaffRole } from '#rules/staff-permissions';
import { createContractClient, type ContractClient } from '../contract/contract-client';
import { startTestServer, type TestServer } from './server';
import { newStaffMember, staffSession } from './staff';

export function adminTestServer(clock: Date) {
  const held = {} as { server: TestServer; api: ContractClient };
  beforeAll(async () => {
    held.server = await startTestServer({ ctx: { now: () => clock } });
    held.api = createContractClient(held.server.url);
  });
  afterAll(() => held.server?.close());
  return {
    get server() {
      return held.server;
    },
    get api() {
      return held.api;
    },
    /** A new member of `role` (staff unless told), signed in: her id and her session's token. */
    async signedIn(role: StaffRole = 'staff') {
      const member = await newStaffMember(held.server.ctx.db, role, clock);
      return { member, session: await staffSession(held.api, member) };
    },
  };
}
