/**
 * Products first, photos after (decision 0046): an import whose photos are web addresses writes its products at once,
 * each holding its photo's place, and queues the addresses; the fetch pass brings them (a few at once, two a host),
 * says in words what failed, and tries again later what may come. The server's own passes find nothing due by its
 * clock (a day behind), so each test runs the pass itself, by the real one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosReport, retryPhotosNow } from '#server/cli/photo-commands';
import { exportCatalog } from '#server/catalog-import/export-catalog';
import { importCatalog, type ImportOptions } from '#server/catalog-import/import-catalog';
import { reportText } from '#server/catalog-import/import-report';
import { loadPhoto } from '#server/media/photos/source';
import { fetchWaitingPhotos, heldUrl, PER_HOST } from '#server/media/photos/waiting';
import { csvOf, ownShop, productRow, type OwnShop } from '#tests/support/own-shop';
import { call } from '../orders/support';

const DAY_MS = 24 * 60 * 60_000;
const TIMEOUT_MS = 1_500;
let shop: OwnShop;
/** The server's clock: a day behind, but for the test of its own pass. */
let behindMs = DAY_MS;
let server: http.Server;
let base: string;
let jpeg: Buffer;
/** Requests under way at the photo server, and the most there were at once. */
const load = { now: 0, most: 0, asked: new Map<string, number>() };

beforeAll(async () => {
  shop = await ownShop({ now: () => new Date(Date.now() - behindMs) });
  jpeg = await sharp({ create: { width: 60, height: 75, channels: 3, background: '#1b7f5a' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    const url = request.url ?? '';
    load.asked.set(url, (load.asked.get(url) ?? 0) + 1);
    load.most = Math.max(load.most, ++load.now);
    response.on('close', () => load.now--);
    if (url === '/never.jpg') return; // answers nothing: the fetch's timeout ends it
    // A little later than at once, so the fetches of one pass overlap.
    setTimeout(() => {
      if (url.startsWith('/green')) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (url === '/page.jpg')
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a photo</p>');
      if (url === '/moved.jpg') return response.writeHead(302, { location: '/green-moved.jpg' }).end();
      if (url === '/busy.jpg') return response.writeHead(503).end();
      if (url === '/big.jpg') {
        // No length said: the cap holds as the bytes come.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 21; i++) response.write(chunk);
        return response.end();
      }
      response.writeHead(404).end();
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await shop?.close();
});

function csvFile(name: string, text: string): string {
  const file = path.join(shop.dir, name);
  writeFileSync(file, text);
  return file;
}

const importRows = (name: string, rows: Record<string, string>[], options: Partial<ImportOptions> = {}) =>
  importCatalog(shop.server.ctx.db, { file: csvFile(name, csvOf(rows)), mediaDir: shop.mediaDir, ...options });
const pass = (timeoutMs?: number) =>
  fetchWaitingPhotos({
    db: shop.server.ctx.db,
    mediaDir: shop.mediaDir,
    now: () => new Date(),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
const product = async (slug: string) => (await call(shop.server.url, 'GET', `/products/${slug}`)).body.data;
const photoOf = (slug: string) => product(slug).then((answer) => answer.images as string[]);

describe('a file whose photos are web addresses', () => {
  it("is imported at once, each product holding its photo's place; the pass brings the photos, redirected too", async () => {
    const allowed = { allowPrivateHosts: true };
    const report = await importRows(
      'web.csv',
      [
        productRow('web-green', { 'Image Src': `${base}/green-1.jpg` }),
        productRow('web-moved', { 'Image Src': `${base}/moved.jpg` }),
      ],
      allowed,
    );
    expect(report.problems.errors).toEqual([]);
    expect(report.written).toBe(true);
    expect(report.photos).toEqual({ new: 0, kept: 0, toFetch: 2, leftOut: 0 });
    expect(reportText(report)).toContain('Photos: 0 new, 0 already kept, 2 fetched from the web after the import');
    expect(await photoOf('web-green')).toEqual([heldUrl(`${base}/green-1.jpg`)]);
    const placeholder = await fetch(new URL(heldUrl(`${base}/green-1.jpg`), shop.server.url));
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    // An export before they arrive writes each address back as it came.
    const exported = path.join(shop.dir, 'before-arrival.csv');
    await exportCatalog(shop.server.ctx.db, { file: exported, mediaDir: shop.mediaDir });
    expect(readFileSync(exported, 'utf8')).toContain(`${base}/moved.jpg`);

    expect(await pass()).toEqual({ arrived: 2, failed: 0 });
    const [green] = await photoOf('web-green');
    expect(green).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.jpg$/);
    expect(await photoOf('web-moved')).toEqual([green]);
    expect((await product('web-green')).var_image).toBe(green);
    const served = await fetch(new URL(green!, shop.server.url));
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

    // The same file again takes the kept photos: nothing changes, nothing is queued.
    const again = await importRows(
      'web.csv',
      [
        productRow('web-green', { 'Image Src': `${base}/green-1.jpg` }),
        productRow('web-moved', { 'Image Src': `${base}/moved.jpg` }),
      ],
      allowed,
    );
    expect(again.products).toMatchObject({ unchanged: 2, created: 0, updated: 0 });
    expect(again.photos.toFetch).toBe(0);
  });

  it('with --no-photos is imported without them, and nothing is queued', async () => {
    const report = await importRows('left-out.csv', [productRow('no-photos', { 'Image Src': `${base}/green-2.jpg` })], {
      noPhotos: true,
    });
    expect(report.photos).toEqual({ new: 0, kept: 0, toFetch: 0, leftOut: 1 });
    expect(reportText(report)).toContain('1 web address left out (--no-photos)');
    expect(await photoOf('no-photos')).toEqual(['/media/brand/no-photo.svg']);
    expect(await pass()).toEqual({ arrived: 0, failed: 0 });
  });
});

describe('the fetch pass', () => {
  it(`fetches at most ${PER_HOST} at once from one host`, async () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      productRow(`many-${i}`, { 'Image Src': `${base}/green-${10 + i}.jpg` }),
    );
    await importRows('many.csv', rows, { allowPrivateHosts: true });
    load.most = 0;
    expect(await pass()).toEqual({ arrived: 6, failed: 0 });
    expect(load.most).toBe(PER_HOST);
    for (let i = 0; i < 6; i++) expect(load.asked.get(`/green-${10 + i}.jpg`)).toBe(1);
  });

  it('says in words what failed, gives up on what cannot come, and tries again later what may', async () => {
    const rows = [
      productRow('fails-404', { 'Image Src': `${base}/gone.jpg` }),
      productRow('fails-html', { 'Image Src': `${base}/page.jpg` }),
      productRow('fails-big', { 'Image Src': `${base}/big.jpg` }),
      productRow('fails-never', { 'Image Src': `${base}/never.jpg` }),
      productRow('fails-busy', { 'Image Src': `${base}/busy.jpg` }),
      productRow('fails-dns', { 'Image Src': 'https://photos.shop.invalid/kurta.jpg' }),
    ];
    const report = await importRows('failing.csv', rows, { allowPrivateHosts: true });
    expect(report.written).toBe(true);
    // Long enough for 21 MB over loopback on a loaded machine; a host that never answers costs this much.
    expect(await pass(TIMEOUT_MS)).toEqual({ arrived: 0, failed: 6 });
    const text = await photosReport(shop.server.ctx.db, new Date());
    expect(text).toContain('3 photos to fetch:');
    expect(text).toMatch(
      new RegExp(
        `"${base}/never.jpg" \\(for fails-never\\): did not arrive within 1.5 s; ` +
          'the shop tries again at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC',
      ),
    );
    expect(text).toContain(
      `"${base}/busy.jpg" (for fails-busy): answered 503 (Service Unavailable); the shop tries again at`,
    );
    expect(text).toContain(
      '"https://photos.shop.invalid/kurta.jpg" (for fails-dns): could not be fetched: the shop could not reach ' +
        'photos.shop.invalid; the shop tries again at',
    );
    expect(text).toContain('3 photos the shop gave up on:');
    expect(text).toContain(`"${base}/gone.jpg" (for fails-404): answered 404 (Not Found)\n`);
    expect(text).toContain(`"${base}/page.jpg" (for fails-html): is text/html, not a JPEG, PNG or WebP picture\n`);
    expect(text).toContain(`"${base}/big.jpg" (for fails-big): is larger than 20 MB\n`);
    expect(text).toContain('npm run shop -- photos --retry');
    expect(await photoOf('fails-404')).toEqual([heldUrl(`${base}/gone.jpg`)]);

    // Nothing is due until its next try, or until the owner asks for another.
    expect(await pass(TIMEOUT_MS)).toEqual({ arrived: 0, failed: 0 });
    const retried = await retryPhotosNow({
      db: shop.server.ctx.db,
      mediaDir: shop.mediaDir,
      now: () => new Date(),
      timeoutMs: TIMEOUT_MS,
    });
    expect(retried).toMatch(/^6 photos put back in the queue\.\n3 photos to fetch:/);
    expect(load.asked.get('/gone.jpg')).toBe(2);
  });

  it("runs in the server's background, so the photos arrive with no command", async () => {
    await importRows('by-server.csv', [productRow('by-server', { 'Image Src': `${base}/green-40.jpg` })], {
      allowPrivateHosts: true,
    });
    behindMs = 0;
    try {
      await expect
        .poll(() => photoOf('by-server'), { timeout: 10_000 })
        .toEqual([expect.stringMatching(/^\/media\/photos\//)]);
    } finally {
      behindMs = DAY_MS;
    }
  });

  it('refuses this machine and private networks unless the import allowed them, and link-local ones always', async () => {
    await importRows('private.csv', [productRow('loopback-photo', { 'Image Src': `${base}/green-30.jpg` })]);
    expect(await pass()).toEqual({ arrived: 0, failed: 1 });
    expect(await photosReport(shop.server.ctx.db, new Date())).toContain(
      `"${base}/green-30.jpg" (for loopback-photo): is on this machine or a private network: ` +
        'run with --allow-private-hosts to fetch from there',
    );
    expect(load.asked.get('/green-30.jpg')).toBeUndefined();
    const options = { baseDir: shop.dir, folderName: 'the folder', fetchImages: true, allowPrivateHosts: false };
    for (const address of [
      'http://10.1.2.3/x.jpg',
      'http://192.168.0.7/x.jpg',
      'http://[::1]/x.jpg',
      'http://[::ffff:127.0.0.1]/x.jpg',
      'http://169.254.169.254/latest',
    ]) {
      expect(await loadPhoto(address, options)).toEqual({
        problem: 'is on this machine or a private network: run with --allow-private-hosts to fetch from there',
      });
    }
  });
});
