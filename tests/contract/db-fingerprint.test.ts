/** The fingerprint the refusal checks compare (db-fingerprint.ts) sees every kind of write, and nothing else. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/connect';
import { seededDatabase } from '#tests/support/seeded-database';
import { fingerprint } from './db-fingerprint';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.close());

it('changes with an update that writes what was there, a delete, and a delete beside an insert; not with a read', async () => {
  const { db } = database;
  const changed = async (write: string) => {
    const before = await fingerprint(db);
    await db.execute(sql.raw(write));
    const after = await fingerprint(db);
    return Object.keys(after).filter((table) => after[table] !== before[table]);
  };
  expect(await changed('select count(*) from products')).toEqual([]);
  expect(await changed('update products set title = title where id = (select min(id) from products)')).toEqual([
    'products',
  ]);
  expect(await changed('delete from variant_images where id = (select max(id) from variant_images)')).toEqual([
    'variant_images',
  ]);
  expect(
    await changed(
      `with gone as (delete from variant_images where id = (select max(id) from variant_images) returning *)
       insert into variant_images select * from gone`,
    ),
  ).toEqual(['variant_images']);
});
