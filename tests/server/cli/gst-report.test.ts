/**
 * `npm run shop -- gst-report <month>` (issue 53, decision 0051): the month's invoices and
 * credit notes, in India's dates, as a CSV an accountant loads; its totals are the orders'.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '#server/cli/main';
import { orders, variants } from '#server/db/schema';
import { REPORT_COLUMNS } from '#server/invoices/gst-report';
import { ownVariant } from '#tests/support/own-products';
import { openAs } from '#tests/support/shop-command';
import { startTestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, type Shopper } from '../orders/support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** The server's clock, set by each step. */
let clock = new Date('2026-11-10T05:30:00Z');
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-gst-report-'));

beforeAll(async () => {
  server = await startTestServer({ ctx: { now: () => clock } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A product of the test's own (no HSN: the default's 5% up to ₹2,500) at a price whose 2.5% is whole paise. */
async function pricedVariant(rupees: number) {
  const own = await ownVariant(server.ctx.db, 20);
  await server.ctx.db
    .update(variants)
    .set({ pricePaise: rupees * 100, sellingPricePaise: rupees * 100 })
    .where(eq(variants.id, own.variantId));
  return { ...own, title: '', price: rupees, sellingPrice: rupees };
}

/** Inside the shop's own state (the demo's, Rajasthan): CGST and SGST, where Maharashtra's orders carry IGST. */
const rajasthan = {
  var_house_no: '7',
  var_app_name: 'Palm Court',
  var_landmark: 'Opp. Post Office',
  var_country: 'India',
  var_state: 'Rajasthan',
  var_city: 'Jaipur',
  var_pincode: '302001',
  chr_type: 'office',
};

/** A shopper of its own (her session opened at `at`) orders at `at`, delivered to Maharashtra or to `address`. */
async function order(rupees: number, quantity: number, at: string, address?: typeof rajasthan) {
  clock = new Date(at);
  const shopper: Shopper = await newShopper(server.url);
  if (address) {
    const added = await call(server.url, 'POST', '/address', { token: shopper.token, body: address });
    shopper.addressId = added.body.data.int_glcode;
  }
  await addToCart(server.url, shopper, await pricedVariant(rupees), quantity);
  const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  expect(placed.status).toBe(201);
  return { id: placed.body.data.int_glcode as number, token: shopper.token };
}

const open = () => openAs(server.ctx.db)();

function parse(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(REPORT_COLUMNS.join(','));
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [REPORT_COLUMNS[i]!, cell])));
}

const sum = (rows: Record<string, string>[], column: string) =>
  Math.round(rows.reduce((total, row) => total + Number(row[column]) * 100, 0));

describe('gst-report', () => {
  it('writes the month’s B2C by rate and state, its credit notes and its HSN summary, totals matching the orders', async () => {
    // 23:59:59 on 31 October in India: October's.
    await order(1200, 3, '2026-10-31T18:29:59Z');
    // 00:00 on 1 November in India, still 31 October in UTC: November's.
    const november = [(await order(1200, 2, '2026-10-31T18:30:00Z')).id];
    november.push((await order(2000, 1, '2026-11-12T05:30:00Z', rajasthan)).id);
    const cancelled = await order(800, 1, '2026-11-20T05:30:00Z');
    clock = new Date('2026-11-21T05:30:00Z');
    const cancel = await call(server.url, 'PUT', `/orders/${cancelled.id}/cancel`, { token: cancelled.token });
    expect(cancel.status).toBe(200);
    // 23:59:59 on 30 November in India: still November.
    november.push((await order(1200, 1, '2026-11-30T18:29:59Z')).id);
    // Midnight of 1 December in India, still 30 November in UTC: December's.
    await order(1200, 3, '2026-11-30T18:30:00Z');

    const file = path.join(dir, 'november.csv');
    const said: string[] = [];
    await run(['gst-report', '2026-11', file], { out: (text: string) => said.push(text), open });
    expect(said[0]).toMatch(new RegExp(`^Wrote ${file}: 4 invoices and 1 credit note issued in 2026-11;`));
    const csv = readFileSync(file, 'utf8');
    // As an accountant loads it, for whoever reads the run.
    console.log(`gst-report 2026-11 of this test's orders:\n${csv}`);
    const rows = parse(csv);
    const section = (name: string) => rows.filter((row) => row.section === name);

    // B2C: by place of supply and rate, every invoice of the month (the cancelled order's too).
    expect(section('b2c').map((row) => [row.place_of_supply, row.state_code, row.rate_percent])).toEqual([
      ['Rajasthan', '08', '5'],
      ['Maharashtra', '27', '5'],
    ]);
    const invoiced = await server.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...november, cancelled.id]));
    const ordersTotal = (pick: (o: (typeof invoiced)[number]) => number) =>
      invoiced.reduce((total, o) => total + pick(o), 0);
    expect(sum(section('b2c'), 'taxable_value')).toBe(ordersTotal((o) => o.totalPaise));
    expect(sum(section('b2c'), 'cgst') + sum(section('b2c'), 'sgst') + sum(section('b2c'), 'igst')).toBe(
      ordersTotal((o) => o.taxPaise),
    );
    expect(section('b2c').find((row) => row.state_code === '08')).toMatchObject({
      taxable_value: '2000.00',
      cgst: '50.00',
      sgst: '50.00',
      igst: '0.00',
    });

    // The credit note: the cancelled order's invoice named, its amounts negative.
    const [note] = section('credit_note');
    const cancelledOrder = invoiced.find((o) => o.id === cancelled.id)!;
    expect(note).toMatchObject({
      document_date: '2026-11-21',
      invoice_date: '2026-11-20',
      place_of_supply: 'Maharashtra',
      rate_percent: '5',
      quantity: '-1',
      taxable_value: '-800.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '-40.00',
    });
    expect(note!.document_number).toMatch(/^SF\/2627\/C\d+$/);
    expect(note!.invoice_number).toMatch(/^SF\/2627\/\d+$/);
    expect(-sum(section('credit_note'), 'taxable_value')).toBe(cancelledOrder.totalPaise);

    // The HSN summary: net of the credit note, its totals the B2C's less the credit note's.
    const hsn = section('hsn');
    expect(hsn.map((row) => [row.hsn, row.unit, row.rate_percent])).toEqual([['6204', 'PCS', '5']]);
    expect(Number(hsn[0]!.quantity)).toBe(2 + 1 + 1);
    for (const column of ['taxable_value', 'cgst', 'sgst', 'igst'])
      expect(sum(hsn, column), column).toBe(sum(section('b2c'), column) + sum(section('credit_note'), column));

    // The documents issued: each series' range and count.
    expect(section('documents').map((row) => [row.invoice_number, row.count])).toEqual([
      ['invoices', '4'],
      ['credit notes', '1'],
    ]);
    expect(said[0]).toContain(`taxable value ₹${(sum(hsn, 'taxable_value') / 100).toLocaleString('en-IN')}.00`);
  });

  it('refuses a month it cannot read, in words', async () => {
    for (const args of [['gst-report'], ['gst-report', 'November'], ['gst-report', '2026-13']]) {
      await expect(run(args, { open })).rejects.toThrow('Which month? npm run shop -- gst-report <YYYY-MM>');
    }
  });
});
