/**
 * `npm run shop -- export <file.csv>`: the catalog as Shopify's product CSV, the columns the
 * import reads (decision 0037), its photos copied into a folder beside the file and named
 * there as the shop names them (by their bytes), so importing the file into an empty shop
 * gives the same catalog, and exporting that gives the same file. A drawn picture (the
 * demo's) goes out as a WebP of it. Read a page of products at a time, written as it goes.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { toSpreadsheetCell } from './spreadsheet-safe';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { photoFetches } from '../db/schema';
import { rasterUrl } from '#rules/media';
import { keptPhoto, type PhotoStore } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { svgToWebp } from '../media/raster';
import { renderMedia } from '../media/drawn/render';
import { WRITTEN } from './columns';
import { catalogProducts, pictureLists, productRecords, type CatalogProduct } from './catalog-product';

export interface ExportOptions {
  file: string;
  mediaDir: string;
  /**
   * Where a drawn picture (the demo's) is named at its raster's address on the shop (PUBLIC_URL) rather than
   * drawn into the folder: the back office's download, which would otherwise draw the demo's 500 pictures (12 s).
   */
  drawnAt?: string;
}

/** Products read at a time. */
const PAGE = 500;
/** The width a drawn picture is written at: twice a product picture's 400. */
const DRAWN_WIDTH = 800;
/** The raster a drawn picture is named by at its address: the first width above DRAWN_WIDTH. */
const DRAWN_AT_WIDTH = 960;

export async function exportCatalog(
  db: Db,
  { file, mediaDir, drawnAt }: ExportOptions,
): Promise<{ products: number; rows: number; photosDir: string }> {
  const photosDir = path.join(path.dirname(path.resolve(file)), `${path.basename(file, path.extname(file))}-photos`);
  await mkdir(photosDir, { recursive: true });
  const out = createWriteStream(file);
  const photos = new PhotoCopies(
    photoStore(db, mediaDir),
    photosDir,
    path.dirname(path.resolve(file)),
    await waitingSources(db),
    drawnAt,
  );
  let products = 0;
  let rows = 0;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(stringify([WRITTEN]));
  for (let after = 0; ; ) {
    const page = await productPage(db, after);
    if (page.length === 0) break;
    for (const product of page) {
      const named = new Map<string, string>();
      for (const url of pictureLists(product).pictures) named.set(url, await photos.name(url));
      const records = productRecords(product, (url) => named.get(url)!);
      await write(stringify(records.map((record) => WRITTEN.map((column) => toSpreadsheetCell(record[column] ?? '')))));
      rows += records.length;
    }
    products += page.length;
    after = page[page.length - 1]!.id;
  }
  out.end();
  await once(out, 'finish');
  return { products, rows, photosDir };
}

async function productPage(db: Db, after: number): Promise<CatalogProduct[]> {
  return catalogProducts(db, sql`p.id > ${after} order by p.id limit ${PAGE}`);
}

/** The photos the export writes beside the file, each once, named by its bytes as the shop names a kept photo. */
class PhotoCopies {
  private readonly done = new Map<string, string>();

  constructor(
    private readonly store: PhotoStore,
    private readonly photosDir: string,
    private readonly csvDir: string,
    /** The web address of each photo still to arrive, by the placeholder its products hold: written back as it came. */
    private readonly waiting: Map<string, string>,
    private readonly drawnAt: string | undefined,
  ) {}

  /** The Image Src for a picture URL: a path from the CSV's folder (or the URL, for a picture neither kept nor drawn). */
  async name(url: string): Promise<string> {
    let name = this.done.get(url);
    if (name === undefined) {
      name = await this.copy(url);
      this.done.set(url, name);
    }
    return name;
  }

  private async copy(url: string): Promise<string> {
    const source = this.waiting.get(url);
    if (source) return source;
    const kept = keptPhoto(url);
    let target: string;
    if (kept) {
      const bytes = await this.store.read(kept.hash, kept.ext);
      if (!bytes) throw new Error(`${url} is named by a product but is not among the shop's photos`);
      target = path.join(this.photosDir, `${kept.hash}.${kept.ext}`);
      await writeFile(target, bytes);
    } else {
      const raster = rasterUrl(url, DRAWN_AT_WIDTH);
      if (raster && this.drawnAt) return new URL(raster.slice(1), this.drawnAt).href;
      const svg = raster ? renderMedia(url.slice('/media/'.length)) : null;
      if (!svg) return url;
      const webp = await svgToWebp(svg, DRAWN_WIDTH);
      target = path.join(this.photosDir, `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`);
      await writeFile(target, webp);
    }
    return path.relative(this.csvDir, target).split(path.sep).join('/');
  }
}

async function waitingSources(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ heldUrl: photoFetches.heldUrl, source: photoFetches.source })
    .from(photoFetches)
    .where(isNull(photoFetches.keptUrl));
  return new Map(rows.map((row) => [row.heldUrl, row.source]));
}
