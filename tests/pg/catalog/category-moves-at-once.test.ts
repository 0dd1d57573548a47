/**
 * Two moves of the category tree at once on PostgreSQL (issue 54, decision 0061): one member of staff puts A under B
 * while another puts B under A, both held behind the tree's lock until both wait in the database, then let go. One
 * move is made; the other, checked against the tree the first left, is refused in words: the tree has no loop.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '#rules/admin-texts';
import { categories } from '#server/db/schema';
import type { TestServer } from '#tests/support/server';
import type { ContractClient } from '#tests/contract/contract-client';
import { newStaffMember, staffSession } from '#tests/support/staff';
import { blockedBehind } from '#tests/pg/blocked-behind';
import { databaseUrl, startPgServer } from '#tests/pg/pg-server';

let server: TestServer;
let api: ContractClient;

beforeAll(async () => {
  ({ server, api } = await startPgServer());
});
afterAll(() => server?.close());

describe('two moves of the tree at once', () => {
  it('make one move; the other, which would close a loop, is refused', async () => {
    const session = await staffSession(api, await newStaffMember(server.ctx.db, 'staff'));
    const [a, b] = await Promise.all(
      ['A', 'B'].map(
        async (name) =>
          (
            await api.ok('createAdminCategory', {
              staffSession: session,
              body: { parent_id: null, title: `${name} ${randomUUID().slice(0, 6)}` },
            })
          ).data,
      ),
    );
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    let answers: { status: number; body: unknown }[];
    try {
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtext('statefront:categories'))`);
      const both = Promise.all(
        [
          { moved: a!, under: b! },
          { moved: b!, under: a! },
        ].map(({ moved, under }) =>
          api.call('moveAdminCategory', {
            staffSession: session,
            path: { category_id: moved.id },
            body: { version: moved.version, parent_id: under.id, position: 0 },
          }),
        ),
      );
      const deadline = Date.now() + 60_000;
      while ((await blockedBehind(holder)) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await blockedBehind(holder), 'both moves wait on the tree').toBe(2);
      await holder.query('commit');
      answers = await both;
    } finally {
      await holder.end();
    }

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      message: adminTexts.categories.intoItself,
    });
    const rows = await server.ctx.db
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
      .from(categories)
      .where(inArray(categories.id, [a!.id, b!.id]));
    expect(rows.filter((row) => row.parentId === null)).toHaveLength(1);
    expect(rows.map((row) => row.level).sort()).toEqual([1, 2]);
  });
});
