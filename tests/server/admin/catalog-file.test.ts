/**
 * The catalog file from the browser over real HTTP (issue 54, decision 0063): a dry run answers the command's report
 * and writes nothing; the import takes only the bytes the dry run checked, shows on the storefront at once and is
 * recorded; a zip brings its photos, and the export downloads them back in a zip; a file over the limit is refused
 * before it is read.
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATALOG_UPLOAD_MAX_BYTES } from '#rules/media';
import { activity, variants } from '#server/db/schema';
import { WRITTEN } from '#server/catalog-import/columns';
import { fingerprint } from '#tests/contract/db-fingerprint';
import type { Success } from '#tests/contract/contract-client';
import { adminTestServer } from '#tests/support/admin-server';
import { csvOf, productRow } from '#tests/support/own-shop';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file of one new product of the test's own. */
function newProduct(overrides: Record<string, string> = {}) {
  const handle = `upload-${randomUUID().slice(0, 8)}`;
  return { handle, bytes: Buffer.from(csvOf([productRow(handle, { Title: `Kurta ${handle}`, ...overrides })])) };
}

describe('a catalog file checked, then imported', () => {
  it('checks in the command’s words writing nothing (a file with errors a 400), refuses other bytes, then imports the checked ones, live and recorded', async () => {
    const { session, member } = await shop.signedIn();
    const { handle, bytes } = newProduct();
    const file = { staffSession: session, rawBody: bytes, contentType: 'text/csv' };
    const before = await fingerprint(shop.server.ctx.db);
    const checked = await shop.api.ok('checkAdminCatalog', { ...file, query: { file_name: 'spring.csv' } });
    expect(checked.data).toMatchObject({ file: 'spring.csv', sha256: sha256(bytes), errors: 0, written: false });
    expect(checked.data.report.split('\n')).toEqual([
      'Dry run of spring.csv (read as UTF-8)',
      'Products: 1 would be new, 0 would be updated, 0 unchanged',
      'Photos: 0 would be new, 0 already kept',
      'Nothing was written (--dry-run).',
    ]);
    expect(await fingerprint(shop.server.ctx.db), 'a dry run writes nothing').toEqual(before);

    const wrong = await shop.api.call('checkAdminCatalog', {
      ...file,
      rawBody: newProduct({ 'Variant Price': '12,99' }).bytes,
      query: { file_name: 'wrong.csv' },
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message.split('\n')).toEqual([
      'Dry run of wrong.csv (read as UTF-8)',
      '1 error:',
      expect.stringMatching(/^ {2}line 2, Variant Price: "12,99" /),
      'Nothing was written: 1 error to fix first.',
    ]);
    const other = await shop.api.call('importAdminCatalog', {
      ...file,
      rawBody: newProduct().bytes,
      query: { file_name: 'spring.csv', checked: checked.data.sha256 },
    });
    expect(other).toMatchObject({
      status: 400,
      body: { message: 'This is not the file the dry run checked: check it again before importing it.' },
    });
    expect(await fingerprint(shop.server.ctx.db), 'bytes the dry run did not check write nothing').toEqual(before);

    const imported = await shop.api.ok('importAdminCatalog', {
      ...file,
      query: { file_name: 'spring.csv', checked: checked.data.sha256 },
    });
    expect(imported.message).toBe('The catalog is imported; the shop shows it now.');
    expect(imported.data).toMatchObject({ written: true, errors: 0 });
    expect(imported.data.report).toMatch(/^Import of spring\.csv \(read as UTF-8\)\nProducts: 1 new,/);
    const shown = await shop.api.ok('getProduct', { path: { slug: handle } });
    expect(shown.data.var_title).toBe(`Kurta ${handle}`);
    const recorded = await shop.server.ctx.db
      .select()
      .from(activity)
      .where(eq(activity.subject, 'the catalog, from spring.csv'));
    expect(recorded).toEqual([
      expect.objectContaining({
        action: 'catalog.import',
        staffId: member.id,
        after: expect.objectContaining({ created: 1 }),
      }),
    ]);
  });

  it('reads a zip’s CSV with its photos beside it, downloads them back in the export’s zip, and names what is wrong with a zip in words', async () => {
    const { session } = await shop.signedIn();
    // A colour of its own: a photo another run kept is "already kept".
    const background = `#${randomUUID().slice(0, 6)}`;
    const photo = await sharp({ create: { width: 30, height: 40, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const { handle, bytes } = newProduct({ 'Image Src': 'photos/front.jpg', 'Image Position': '1' });
    const zip = zipSync({ 'spring/catalog.csv': bytes, 'spring/photos/front.jpg': photo });
    const checked = await shop.api.ok('checkAdminCatalog', {
      staffSession: session,
      rawBody: zip,
      contentType: 'application/zip',
      query: { file_name: 'spring.zip' },
    });
    expect(checked.data.report.split('\n').slice(0, 3)).toEqual([
      'Dry run of spring.zip/spring/catalog.csv (read as UTF-8)',
      'Products: 1 would be new, 0 would be updated, 0 unchanged',
      'Photos: 1 would be new, 0 already kept',
    ]);
    await shop.api.ok('importAdminCatalog', {
      staffSession: session,
      rawBody: zip,
      contentType: 'application/zip',
      query: { file_name: 'spring.zip', checked: checked.data.sha256 },
    });
    const shown = await shop.api.ok('getProduct', { path: { slug: handle } });
    const kept = sha256(photo).slice(0, 32);
    expect(shown.data.images[0]).toContain(kept);

    // Downloaded, the catalog is the export command's CSV and photos, in a zip named for the day.
    const answer = await shop.api.call<Success<'exportAdminCatalog'>>('exportAdminCatalog', { staffSession: session });
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="catalog-2026-11-29.zip"');
    const files = unzipSync(answer.bytes!);
    const csv = strFromU8(files['catalog-2026-11-29.csv']!);
    expect(csv.split('\n')[0]).toBe(WRITTEN.join(','));
    const row = csv.split('\n').find((line) => line.startsWith(`${handle},`))!;
    expect(row).toContain(`catalog-2026-11-29-photos/${kept}.jpg`);
    expect(files[`catalog-2026-11-29-photos/${kept}.jpg`]).toEqual(new Uint8Array(photo));
    // The demo's drawn pictures go by their address on the shop, not drawn again.
    expect(csv).toMatch(new RegExp(`,${shop.server.ctx.config.publicUrl}media/[a-z0-9/-]+\\.w960\\.webp,`));

    const twoCsvs = await shop.api.call('checkAdminCatalog', {
      staffSession: session,
      rawBody: zipSync({ 'a.csv': bytes, 'b.csv': bytes }),
      contentType: 'application/zip',
      query: { file_name: 'two.zip' },
    });
    expect(twoCsvs).toMatchObject({
      status: 400,
      body: { message: 'The zip holds 2 CSV files (a.csv, b.csv): keep one.' },
    });
    const outside = await shop.api.call('checkAdminCatalog', {
      staffSession: session,
      rawBody: zipSync({ '../catalog.csv': bytes }),
      contentType: 'application/zip',
      query: { file_name: 'out.zip' },
    });
    expect(outside).toMatchObject({
      status: 400,
      body: { message: 'The zip names a file outside its own folder (../catalog.csv): make it again.' },
    });
  });

  it('takes the command’s options: prune and no_photos in the dry run’s report, set_stock in the import', async () => {
    const { session } = await shop.signedIn();
    const { handle, bytes } = newProduct({ 'Image Src': 'https://photos.example.test/kurta.jpg' });
    const file = { staffSession: session, rawBody: bytes, contentType: 'text/csv' };
    const before = await fingerprint(shop.server.ctx.db);
    const pruned = await shop.api.ok('checkAdminCatalog', {
      ...file,
      query: { file_name: 'only-this.csv', prune: 'true', no_photos: 'true' },
    });
    const [, products, photos] = pruned.data.report.split('\n');
    // Every product of the seeded shop but the file's one would go; its photo's address is left out, not fetched.
    expect(products).toMatch(/^Products: 1 would be new, 0 would be updated, 0 unchanged, [1-9]\d* would be removed/);
    expect(photos).toBe('Photos: 0 would be new, 0 already kept, 1 web address left out (--no-photos)');
    expect(await fingerprint(shop.server.ctx.db), 'a dry run with every option writes nothing').toEqual(before);

    const checked = await shop.api.ok('checkAdminCatalog', {
      ...file,
      query: { file_name: 'a.csv', no_photos: 'true' },
    });
    await shop.api.ok('importAdminCatalog', {
      ...file,
      query: { file_name: 'a.csv', checked: checked.data.sha256, no_photos: 'true' },
    });
    // Sold from since the file was made: the same file keeps the shop's stock, unless it is asked to give its own.
    await shop.server.ctx.db
      .update(variants)
      .set({ stock: 3 })
      .where(eq(variants.sku, `${handle}-sku`));
    const again = await shop.api.ok('checkAdminCatalog', { ...file, query: { file_name: 'a.csv', no_photos: 'true' } });
    expect(again.data.report).toContain(`${handle}-sku: 3 in the shop, 5 in the file`);
    const set = await shop.api.ok('checkAdminCatalog', {
      ...file,
      query: { file_name: 'a.csv', no_photos: 'true', set_stock: 'true' },
    });
    expect(set.data.report).not.toContain('Stock kept as the shop has it');
    await shop.api.ok('importAdminCatalog', {
      ...file,
      query: { file_name: 'a.csv', checked: set.data.sha256, no_photos: 'true', set_stock: 'true' },
    });
    const [variant] = await shop.server.ctx.db
      .select()
      .from(variants)
      .where(eq(variants.sku, `${handle}-sku`));
    expect(variant?.stock).toBe(5);
  });

  it('refuses a file larger than it takes before reading it, in words', async () => {
    const { session } = await shop.signedIn();
    const url = new URL(`${shop.server.apiUrl}/admin/catalog/check?file_name=huge.csv`);
    // Said to be over the limit; a few bytes are sent: the answer comes before the rest would.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: {
          cookie: `sf_admin=${session}`,
          'content-type': 'text/csv',
          'content-length': String(CATALOG_UPLOAD_MAX_BYTES + 1),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.write('Handle,Title\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The file is larger than 200 MB: split the catalog, or leave its photos out.',
    });
  });
});
