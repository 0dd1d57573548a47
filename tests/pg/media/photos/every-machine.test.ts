/**
 * The owner's photos on PostgreSQL (decision 0042): two server processes, each with a
 * DATA_DIR and a MEDIA_DIR of its own, as on two machines, share one database. A photo the
 * operator's command imports with the first one's MEDIA_DIR is served by the second, as it
 * came and at every width, with the same caching headers through both; it is kept by the
 * import's transaction (a dry run leaves none), and no file is written on either "machine".
 * A logo the settings bring is served the same way.
 */
import { execFile } from 'node:child_process';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '#rules/media';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { openDatabase, type Database } from '#server/db/connect';
import { photos, photoWidths, siteContent } from '#server/db/schema';
import { garmentSvg } from '#server/media/drawn/garments';
import { MEDIA_CACHE_CONTROL } from '#server/media/routes';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed';
import { applySettings } from '#server/shop-settings/shop-settings';
import { csvOf, productRow } from '#tests/support/own-shop';
import { databaseUrl } from '#tests/pg/pg-server';

const execFileAsync = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-pg-photos-'));
/** Each "machine"'s own folders. */
const machines = ['a', 'b'].map((name) => ({
  dataDir: path.join(dir, `data-${name}`),
  mediaDir: path.join(dir, `media-${name}`),
}));
let first: ServerProcess;
let second: ServerProcess;
let database: Database;

beforeAll(async () => {
  const env = {
    DATABASE_URL: databaseUrl(),
    RATE_LIMIT_READS: '0',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(DEFAULT_PRODUCT_COUNT),
  };
  const on = ({ dataDir, mediaDir }: (typeof machines)[number]) =>
    spawnServer({ env: { ...env, DATA_DIR: dataDir, MEDIA_DIR: mediaDir }, readyTimeoutMs: 180_000 });
  [first, second] = await Promise.all([on(machines[0]!), on(machines[1]!)]);
  database = await openDatabase({ databaseUrl: databaseUrl() });
}, 200_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop(), database?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run shop -- import` as the operator runs it on the first machine. */
const shopImport = (...args: string[]) =>
  execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      DATA_DIR: machines[0]!.dataDir,
      MEDIA_DIR: machines[0]!.mediaDir,
    },
    timeout: 120_000,
  });

const headersOf = (response: Response) => ({
  type: response.headers.get('content-type'),
  cacheControl: response.headers.get('cache-control'),
  etag: response.headers.get('etag'),
});

describe('photos on PostgreSQL', () => {
  it('an import through one machine is served by the other, as it came and at every width, with the same headers', async () => {
    const word = `zp${randomUUID().slice(0, 6)}`;
    const handle = `${word}-kurta`;
    // A photo of the test's own (a colour of its own), wider than the widest width.
    const colour = randomInt(0, 0xffffff).toString(16).padStart(6, '0');
    const photo = await sharp(Buffer.from(garmentSvg('kurta', colour, 1)))
      .resize(2400)
      .jpeg({ quality: 85 })
      .toBuffer();
    const hash = createHash('sha256').update(photo).digest('hex').slice(0, 32);
    mkdirSync(path.join(dir, 'photos'), { recursive: true });
    writeFileSync(path.join(dir, 'photos', `${word}.jpg`), photo);
    const file = path.join(dir, `${word}.csv`);
    writeFileSync(
      file,
      csvOf([
        productRow(handle, {
          Title: `Kurta ${word}`,
          Vendor: `Looms ${word}`,
          Type: `Photos ${word} > Kurtas`,
          'Image Src': `photos/${word}.jpg`,
        }),
      ]),
    );
    const kept = () => database.db.select({ hash: photos.hash }).from(photos).where(eq(photos.hash, hash));

    // A dry run is the import rolled back: the photo it would keep is not kept.
    expect((await shopImport(file, '--dry-run')).stdout).toContain('Photos: 1 would be new');
    expect(await kept()).toEqual([]);

    expect((await shopImport(file)).stdout).toContain('Photos: 1 new');
    expect(await kept()).toEqual([{ hash }]);

    const product = (await (await fetch(`${second.url}/api/v1/products/${handle}`)).json()) as {
      data: { var_image: string };
    };
    expect(product.data.var_image).toBe(`/media/photos/${hash}.jpg`);

    const original = await fetch(`${second.url}${product.data.var_image}`);
    expect(original.status).toBe(200);
    expect(headersOf(original)).toEqual({ type: 'image/jpeg', cacheControl: MEDIA_CACHE_CONTROL, etag: `"${hash}"` });
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);

    for (const width of MEDIA_WIDTHS) {
      const url = `/media/photos/${hash}.w${width}.webp`;
      // Made by the second machine, then read by the first: the same bytes and headers.
      const made = await fetch(`${second.url}${url}`);
      expect(made.status).toBe(200);
      expect(headersOf(made)).toEqual({
        type: 'image/webp',
        cacheControl: MEDIA_CACHE_CONTROL,
        etag: `"${hash}-w${width}"`,
      });
      const body = Buffer.from(await made.arrayBuffer());
      expect((await sharp(body).metadata()).width).toBe(width);
      const read = await fetch(`${first.url}${url}`);
      expect(headersOf(read)).toEqual(headersOf(made));
      expect(Buffer.from(await read.arrayBuffer()).equals(body)).toBe(true);
      expect((await fetch(`${first.url}${url}`, { headers: { 'if-none-match': `"${hash}-w${width}"` } })).status).toBe(
        304,
      );
    }
    // Each width made once, kept where both read it; nothing written on either machine's disk.
    const [widths] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(photoWidths)
      .where(eq(photoWidths.hash, hash));
    expect(widths!.count).toBe(MEDIA_WIDTHS.length);
    for (const { mediaDir } of machines) expect(existsSync(mediaDir)).toBe(false);
  }, 200_000);

  it("a logo the settings bring through one machine is served by the other; the shop's own logo is put back after", async () => {
    const keys = ['company_details', 'site_settings'];
    const before = await database.db.select().from(siteContent).where(inArray(siteContent.key, keys));
    const colour = randomInt(0, 0xffffff).toString(16).padStart(6, '0');
    const logo = await sharp({ create: { width: 180, height: 60, channels: 4, background: `#${colour}ff` } })
      .png()
      .toBuffer();
    const hash = createHash('sha256').update(logo).digest('hex').slice(0, 32);
    writeFileSync(path.join(dir, `logo-${colour}.png`), logo);
    const file = path.join(dir, `settings-${colour}.yaml`);
    writeFileSync(file, `logo: logo-${colour}.png\n`);
    try {
      expect(await applySettings(database.db, { file, mediaDir: machines[0]!.mediaDir })).toBe(
        'Settings applied: logo; 1 new photo kept.',
      );
      const shown = (await (await fetch(`${second.url}/api/v1/company-details`)).json()) as {
        data: { site_logo: string }[];
      };
      expect(shown.data[0]!.site_logo).toBe(`/media/photos/${hash}.png`);
      const original = await fetch(`${second.url}/media/photos/${hash}.png`);
      expect(headersOf(original)).toEqual({ type: 'image/png', cacheControl: MEDIA_CACHE_CONTROL, etag: `"${hash}"` });
      expect(Buffer.from(await original.arrayBuffer()).equals(logo)).toBe(true);
      const small = await fetch(`${second.url}/media/photos/${hash}.w160.webp`);
      expect(headersOf(small)).toEqual({
        type: 'image/webp',
        cacheControl: MEDIA_CACHE_CONTROL,
        etag: `"${hash}-w160"`,
      });
      for (const { mediaDir } of machines) expect(existsSync(mediaDir)).toBe(false);
    } finally {
      for (const row of before)
        await database.db.update(siteContent).set({ value: row.value }).where(eq(siteContent.key, row.key));
    }
  }, 60_000);
});
