import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, CliError, listOrders } from '#server/cli/commands';
import { openDatabase } from '#server/db/connect';
import { run } from '#server/cli/main';
import { seededDataDir } from '#tests/support/seeded-database';
import { startTestServer } from '#tests/support/server';
import { shopProcess } from '#tests/support/shop-process';
import { addToCart, call, cashOrder, newShopper, variantWithStock } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** The real command, as an operator runs it; never throws, so failures can be asserted. */
async function shop(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await execFileAsync(...shopProcess(...args), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('operator commands (functions)', () => {
  it('list orders and advance one A → P → S → D, then refuse', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 100, 5), 1);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;

    const listed = (await listOrders(server.ctx.db)).find((o) => o.id === order.int_glcode);
    expect(listed).toMatchObject({ number: order.order_id, user: shopper.email, status: 'A', statusText: 'Received' });
    expect(listed!.total).toBe(`Rs. ${order.var_payable_amount.toFixed(2)}`);

    expect(await advanceOrder(server.ctx.db, order.order_id)).toEqual({ number: order.order_id, from: 'A', to: 'P' });
    expect(await advanceOrder(server.ctx.db, String(order.int_glcode))).toMatchObject({ from: 'P', to: 'S' });
    expect(await advanceOrder(server.ctx.db, order.order_id.toLowerCase())).toMatchObject({ from: 'S', to: 'D' });
    await expect(advanceOrder(server.ctx.db, order.order_id)).rejects.toThrow(
      /is Delivered; delivered is the last step/,
    );
    const view = (await call(server.url, 'GET', `/orders/${order.int_glcode}`, { token: shopper.token })).body.data;
    expect(view.chr_status).toBe('D');
  });

  it('refuses cancelled orders and unknown references', async () => {
    const shopper = await newShopper(server.url);
    await addToCart(server.url, shopper, await variantWithStock(server.ctx.db, 101, 5), 1);
    const order = (await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) })).body
      .data;
    await call(server.url, 'PUT', `/orders/${order.int_glcode}/cancel`, { token: shopper.token });
    await expect(advanceOrder(server.ctx.db, order.order_id)).rejects.toThrow(
      /Cancelled; a cancelled order does not move/,
    );
    await expect(advanceOrder(server.ctx.db, 'SF-999999')).rejects.toBeInstanceOf(CliError);
    await expect(advanceOrder(server.ctx.db, 'drop table')).rejects.toThrow(/not an order id or number/);
  });
});

describe('npm run shop', () => {
  // A copy of the seeded shop: the commands are the subject, not making a database.
  let dataDir: string;
  let remove = () => {};
  beforeAll(async () => {
    ({ dataDir, remove } = await seededDataDir());
  });
  afterAll(() => remove());

  // What each command does, run as the program runs it but in this process. Reseeding takes
  // seconds, and tens of seconds on a busy 2-core machine: hence the longer timeouts here.
  it('resets, lists and advances on a data directory', async () => {
    const said: string[] = [];
    const command = (args: string[]) =>
      run(args, { out: (text) => said.push(text), open: () => openDatabase({ dataDir }) });
    await command(['reset']);
    expect(said.pop()).toMatch(/^The shop was reset and seeded again/);
    await command(['orders']);
    const listed = said.pop()!;
    expect(listed).toMatch(/^id\s+number\s+user\s+status\s+total/);
    const received = /^\s*(\d+)\s+(SF-\d+)\s+\S+\s+A Received/m.exec(listed);
    expect(received, listed).not.toBeNull();
    await command(['advance', received![2]!]);
    expect(said.pop()).toBe(`Order ${received![2]}: A → P`);
    await expect(command(['advance'])).rejects.toThrow('Which order?');
  }, 120_000);

  // The process itself: its exit code and where its words go.
  it('as a process, prints help (including that a running server takes the command) and fails on an unknown command', async () => {
    const help = await shop(['help'], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run shop -- advance <order>');
    expect(help.stdout).toMatch(/it runs the command itself/);
    const unknown = await shop(['frobnicate'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
  }, 120_000);

  it('as a process, says clearly when what holds the data directory does not take the command', async () => {
    const held = await openDatabase({ dataDir });
    try {
      const blocked = await shop(['orders'], { DATA_DIR: dataDir });
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toMatch(/in use/);
      expect(blocked.stderr).toMatch(/did not take the command: stop it and run the command again/);
    } finally {
      await held.close();
    }
  }, 60_000);
});
