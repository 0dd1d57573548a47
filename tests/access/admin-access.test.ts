/**
 * The back office's permissions over real HTTP (issue 52, decision 0050): every admin operation of the contract,
 * called as anonymous, as a shopper (her bearer token, and her token put in the staff cookie), as staff and as the
 * owner. The matrix is printed, and each cell must be what rules/staff-permissions.ts and the operation's row in
 * server/contract/operations.ts say: 401 without a staff session, 403 for a role without the area (each a sentence),
 * else served. A refusal writes nothing. The other way round, a staff session opens no shopper operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, type StaffRole } from '#rules/staff-permissions';
import { staffPermissionOf } from '#server/contract/operations';
import { DEMO_SHOPPER } from '#server/seed/demo-users';
import { createContractClient } from '../contract/contract-client';
import type { CallOptions, ContractClient, OperationId } from '../contract/contract-client';
import { fingerprint } from '../contract/db-fingerprint';
import { loadDocument } from '../contract/openapi-document';
import { validRequests, wellFormedIds } from '../contract/valid-requests';
import { startTestServer, type TestServer } from '../support/server';
import { newStaffMember, staffSession, type TestStaff } from '../support/staff';
import { newContactMessage } from '../support/inbox';

const operations = [...loadDocument().operations.values()];
const adminOperations = operations.filter((op) => op.staff).map((op) => op.operationId as OperationId);
const shopperOperations = operations.filter((op) => op.secured && !op.staff).map((op) => op.operationId as OperationId);
const callers = ['anonymous', 'shopper', 'staff', 'owner'] as const;
type Caller = (typeof callers)[number];

let server: TestServer;
let api: ContractClient;
let shopperToken = '';
/** The ids the requests point at, with a message of the inbox of the file's own for the inbox's operations. */
let ids = wellFormedIds;
const members = {} as Record<StaffRole, TestStaff>;

beforeAll(async () => {
  server = await startTestServer();
  api = createContractClient(server.url);
  shopperToken = await server.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  members.staff = await newStaffMember(server.ctx.db, 'staff');
  members.owner = await newStaffMember(server.ctx.db, 'owner');
  ids = { ...wellFormedIds, messageId: (await newContactMessage(api, server.ctx.db)).id };
});
afterAll(async () => {
  await server?.close();
});

/** What the tables say a caller gets: 200, or the refusal's status. */
function expected(operationId: OperationId, caller: Caller): number {
  const permission = staffPermissionOf(operationId);
  if (!permission)
    throw new Error(`${operationId} is marked staffSession in the contract but its row names no staff area`);
  if (caller === 'anonymous' || caller === 'shopper') return 401;
  return permission.staff === 'signed-in' || roleMay(caller, permission.staff) ? 200 : 403;
}

/** Each role's session, signed in once (a sign-in is an Argon2 check): the sign-out cell takes a fresh one of its own. */
const sessions = new Map<Caller, string>();

async function asCaller(caller: Caller, request: CallOptions, operationId: OperationId): Promise<CallOptions[]> {
  switch (caller) {
    case 'anonymous':
      return [request];
    case 'shopper':
      // Her bearer token, and the same token where the staff cookie goes: neither is a staff session.
      return [
        { ...request, token: shopperToken },
        { ...request, staffSession: shopperToken },
      ];
    default: {
      if (operationId === 'staffSignOut')
        return [{ ...request, staffSession: await staffSession(api, members[caller]) }];
      if (!sessions.has(caller)) sessions.set(caller, await staffSession(api, members[caller]));
      return [{ ...request, staffSession: sessions.get(caller)! }];
    }
  }
}

describe('the admin operations × anonymous, shopper, staff, owner', () => {
  it('covers every admin operation of the contract', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(4);
    expect(adminOperations).toEqual(
      expect.arrayContaining([
        'listAdminOrders',
        'listStaff',
        'getStaffSelf',
        'listInbox',
        'replyToInboxMessage',
        'setVariantStock',
        'getDashboard',
        'eraseAdminCustomer',
        'resendAdminMail',
      ]),
    );
  });

  // Every admin operation × four callers, each refusal checked against the whole database: a bound of its own.
  it('answers each cell as the permission table says, refusals in words and writing nothing', async () => {
    const requests = validRequests(ids);
    const matrix: Record<string, Record<Caller, string>> = {};
    const cells: { operationId: OperationId; caller: Caller; status: number }[] = [];
    for (const operationId of adminOperations) {
      const permission = staffPermissionOf(operationId)?.staff ?? '—';
      const row = {} as Record<Caller, string>;
      const refusedBy = callers.filter((caller) => expected(operationId, caller) !== 200);
      // The refusals first, together: the database as it was before them is what it is after them.
      const before = await fingerprint(server.ctx.db);
      for (const caller of [...refusedBy, ...callers.filter((caller) => !refusedBy.includes(caller))]) {
        const statuses = new Set<number>();
        for (const options of await asCaller(caller, requests[operationId], operationId)) {
          const answer = await api.call<{ message?: unknown }>(operationId, options);
          statuses.add(answer.status);
          cells.push({ operationId, caller, status: answer.status });
          if (refusedBy.includes(caller))
            expect(answer.body.message, `${operationId} as ${caller}`).toMatch(/^[A-Z].*\.$/);
        }
        row[caller] = [...statuses].join('/');
        if (caller === refusedBy.at(-1))
          expect(await fingerprint(server.ctx.db), `${operationId} as ${refusedBy.join(', ')} wrote`).toEqual(before);
      }
      matrix[`${operationId} (${permission})`] = Object.fromEntries(
        callers.map((caller) => [caller, row[caller]]),
      ) as typeof row;
    }
    console.log('the admin operations × who calls them (HTTP status):');
    console.table(matrix);
    // Let in, a step may still find the order already past it (the staff cell took it first): served is any answer
    // the operation itself gives, never the guard's 401 or 403, nor a 5xx.
    for (const { operationId, caller, status } of cells) {
      const want = expected(operationId, caller);
      if (want === 200) expect([401, 403], `${operationId} as ${caller}`).not.toContain(status);
      if (want === 200) expect(status, `${operationId} as ${caller}`).toBeLessThan(500);
      else expect(status, `${operationId} as ${caller}`).toBe(want);
    }
  }, 90_000);

  it('refuses a made-up cookie, a removed session and a session sent as a bearer token', async () => {
    const session = await staffSession(api, members.owner);
    await api.fails('getStaffSelf', 401, { staffSession: 'bm90LWEtcmVhbC1zZXNzaW9uLXRva2Vu' });
    await api.fails('getStaffSelf', 401, { token: session });
    await api.fails('getStaffSelf', 401, { headers: { cookie: `other=1; sf_admin=${session.slice(1)}` } });
    await api.ok('getStaffSelf', { headers: { cookie: `other=1; sf_admin=${session}` } });
    await api.ok('staffSignOut', { staffSession: session });
    expect(await api.fails('listStaff', 401, { staffSession: session })).toMatch(/sign in again/);
  });
});

describe('a staff session acts as no shopper', () => {
  it.each(shopperOperations)('%s answers 401 to the staff cookie and to its token as a bearer', async (operationId) => {
    const session = await staffSession(api, members.owner);
    const request = validRequests(ids)[operationId];
    const before = await fingerprint(server.ctx.db);
    await api.fails(operationId, 401, { ...request, staffSession: session });
    await api.fails(operationId, 401, { ...request, token: session });
    expect(await fingerprint(server.ctx.db)).toEqual(before);
  });
});
