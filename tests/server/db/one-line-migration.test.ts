/**
 * Migration 0024 cleans what was stored before names, addresses and the shop's one-line
 * settings refused line breaks, controls and bidirectional characters (issue 50): planted
 * rows are run through its SQL again (the database is already migrated) and come out as a
 * mail shows them (rules/patterns.ts asOneLine): a run of controls one space, a
 * bidirectional control gone, the ends trimmed; the rows without any are left as they were.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOneLine } from '#rules/patterns';
import type { Database } from '#server/db/connect';
import { migrationsFolder } from '#server/db/connect';
import { readSiteContent } from '#server/db/site-content';
import { addresses, banners, orders, reviews, users } from '#server/db/schema';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.close());

const migration = readFileSync(path.join(migrationsFolder, '0024_one_line_text.sql'), 'utf8');

const eve = '\u202EEve\nBcc: mallory@example.com\r\n';
const cleanEve = 'Eve Bcc: mallory@example.com';

describe('migration 0024', () => {
  it('cleans a planted name, address, order address, review name, setting and banner; leaves clean rows', async () => {
    const { db } = database;
    const [planted] = await db
      .insert(users)
      .values({
        email: 'planted@example.com',
        mobile: '9000000024',
        passwordHash: 'x',
        firstName: eve,
        lastName: 'Rao\t\u2067Iyer\u2069',
      })
      .returning();
    const [clean] = await db
      .insert(users)
      .values({
        email: 'clean@example.com',
        mobile: '9000000025',
        passwordHash: 'x',
        firstName: 'Zoë  ',
        lastName: 'सारा',
      })
      .returning();
    const addressRow = {
      userId: planted!.id,
      houseNo: '12B\u2028',
      appName: 'Lotus\u0085Residency',
      landmark: 'Near \u202Ellam',
      country: 'India',
      state: 'Karnataka\u200F',
      city: 'Pune\nBcc: x',
      pincode: '\u0007411001',
      chrType: 'home' as const,
    };
    const [address] = await db.insert(addresses).values(addressRow).returning();
    const snapshot = {
      int_glcode: address!.id,
      var_house_no: addressRow.houseNo,
      var_app_name: addressRow.appName,
      var_landmark: addressRow.landmark,
      var_country: addressRow.country,
      var_state: addressRow.state,
      var_city: addressRow.city,
      var_pincode: addressRow.pincode,
      chr_type: 'home' as const,
    };
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: 'SF-PLANTED',
        userId: planted!.id,
        totalPaise: 100,
        payablePaise: 100,
        paymentMode: 'C',
        address: snapshot,
      })
      .returning();
    const [review] = await db.select().from(reviews).limit(1);
    await db.update(reviews).set({ name: eve }).where(eq(reviews.id, review!.id));
    const [banner] = await db.select().from(banners).limit(1);
    await db.update(banners).set({ title: 'Sale\r\nnow\u202E' }).where(eq(banners.id, banner!.id));
    await db.execute(
      sql`update site_content set value = jsonb_set(value, '{site_name}', to_jsonb(${'Statefront\r\nReply-To: x\u202E'}::text))
        where key = 'company_details'`,
    );
    const aboutBefore = await readSiteContent(db, 'about');

    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

    const [user] = await db.select().from(users).where(eq(users.id, planted!.id));
    expect([user!.firstName, user!.lastName]).toEqual([cleanEve, 'Rao Iyer']);
    const [untouched] = await db.select().from(users).where(eq(users.id, clean!.id));
    expect([untouched!.firstName, untouched!.lastName]).toEqual(['Zoë  ', 'सारा']);
    const [cleaned] = await db.select().from(addresses).where(eq(addresses.id, address!.id));
    expect(cleaned).toMatchObject({
      houseNo: '12B',
      appName: 'Lotus Residency',
      landmark: 'Near llam',
      country: 'India',
      state: 'Karnataka',
      city: 'Pune Bcc: x',
      pincode: '411001',
    });
    const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept!.address).toEqual({
      ...snapshot,
      var_house_no: '12B',
      var_app_name: 'Lotus Residency',
      var_landmark: 'Near llam',
      var_state: 'Karnataka',
      var_city: 'Pune Bcc: x',
      var_pincode: '411001',
    });
    const [named] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(named!.name).toBe(cleanEve);
    const [titled] = await db.select().from(banners).where(eq(banners.id, banner!.id));
    expect(titled!.title).toBe('Sale now');
    expect((await readSiteContent(db, 'company_details'))!.site_name).toBe('Statefront Reply-To: x');
    expect(await readSiteContent(db, 'about')).toEqual(aboutBefore);
    // The same cleaning as the mails' (trimmed, as the migration trims what it changes).
    const pairs: [string, string][] = [
      [eve, cleanEve],
      [addressRow.appName, 'Lotus Residency'],
      [addressRow.pincode, '411001'],
    ];
    for (const [given, stored] of pairs) expect(asOneLine(given).trim()).toBe(stored);
  });
});
