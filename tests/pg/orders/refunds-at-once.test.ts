/**
 * A payment's refunds never add up to more than it took (issue 52): two refunds of 60% of an order paid online, asked
 * at once from two processes (`npm run shop -- refund`, each its own Node process on the one PostgreSQL), both held
 * behind the order's row until both wait in the database, then let go. One is owed; the other is refused in words,
 * by the database's check on the order's ledger. Printed: what was taken, asked and refunded.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '#server/db/schema';
import type { TestServer } from '#tests/support/server';
import { paidOnlineOrder } from '#tests/server/orders/support';
import { blockedBehind } from '../blocked-behind';
import { databaseUrl, startPgServer } from '../pg-server';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startPgServer());
});
afterAll(() => server?.close());

/** `npm run shop -- refund …` as its own process: what it printed, and whether it ended well. */
async function refundCommand(...args: string[]): Promise<{ ok: boolean; said: string }> {
  try {
    const done = await execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'refund', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl() },
      timeout: 120_000,
    });
    return { ok: true, said: done.stdout.trim() };
  } catch (error) {
    return { ok: false, said: String((error as { stderr?: string }).stderr ?? error).trim() };
  }
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

describe('two refunds of one payment at once, on two processes', () => {
  it('give back at most what it took: one is owed, the other refused in words', async () => {
    const { orderId } = await paidOnlineOrder(server.url, server.ctx.db);
    const [order] = await server.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const asked = Math.floor(order!.payablePaise * 0.6);
    const amount = (asked / 100).toFixed(2);

    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    let outcomes: { ok: boolean; said: string }[];
    try {
      await holder.query('begin');
      await holder.query('select id from orders where id = $1 for update', [orderId]);
      const both = Promise.all([
        refundCommand(order!.orderNumber, amount, 'the wrong size'),
        refundCommand(order!.orderNumber, amount, 'a late delivery'),
      ]);
      // Both wait on the order's row before either may go.
      const deadline = Date.now() + 90_000;
      while ((await blockedBehind(holder)) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await blockedBehind(holder), 'both refunds wait in the database').toBe(2);
      await holder.query('commit');
      outcomes = await both;
    } finally {
      await holder.end();
    }

    const [after] = await server.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const made = await server.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    console.log(
      `two refunds at once: taken ${rupees(order!.payablePaise)}, asked ${rupees(asked)} twice, ` +
        `refunded ${rupees(after!.refundedPaise)} in ${made.length} refund, ${outcomes.filter((o) => !o.ok).length} refused`,
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => o.ok)!.said).toMatch(/owed back to the card/);
    expect(outcomes.find((o) => !o.ok)!.said).toContain('That is more than the order has left to refund');
    expect(after!.refundedPaise).toBe(asked);
    expect(made.map((refund) => refund.amountPaise)).toEqual([asked]);
  }, 180_000);
});
