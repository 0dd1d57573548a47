/**
 * `npm run shop -- import <file.csv>`: Shopify's product CSV into the shop (decision 0037).
 * The file is read once, as a stream, a product at a time; each product is checked, its
 * photos read and checked, and it is written into one transaction for the whole file. Any
 * error stops the writing (the rest is still read and checked, for the report) and the
 * transaction is rolled back: nothing is written unless every row passes. The photos are
 * kept only if the transaction commits: written by it on PostgreSQL, written aside and moved
 * in after it on disk (decision 0042). A dry run does all of it and rolls back, so its report
 * is what the import would do.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bulkTransaction } from '../db/bulk-transaction';
import type { Db, Tx } from '../db/connect';
import { pgError } from '../db/pg-error';
import { readSiteContent } from '../db/site-content';
import type { MailMoment } from '../mail/outbox';
import { loadConfig } from '../settings/config';
import { cleanRichText } from '../content/rich-text';
import type { CheckedPhoto, PhotoArrivals } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { loadPhoto, type PhotoSourceOptions } from '../media/photos/source';
import { arrivedPhotos, heldUrl, isWebAddress, queuePhoto } from '../media/photos/waiting';
import { CatalogWriter, type ReadyProduct } from './catalog-writer';
import { readHeader, type Header } from './columns';
import { csvRecords, CsvUnreadable } from './csv-records';
import { csvText, NotText } from './csv-text';
import type { ImportReport } from './import-report';
import { Problems, quoted } from './problems';
import { ProductRows, type ImportedProduct } from './product-rows';

export interface ImportOptions {
  file: string;
  /** Check and report, write nothing. */
  dryRun?: boolean;
  /** Remove the shop's products the file does not name. */
  prune?: boolean;
  /** Give every variant the file's stock, even one the shop has sold from since the file's export (`--set-stock`). */
  setStock?: boolean;
  /** Leave out the photos given as web addresses (`--no-photos`), rather than fetch them after the import. */
  noPhotos?: boolean;
  /** Let the photos' fetch reach this machine and private networks (`--allow-private-hosts`). */
  allowPrivateHosts?: boolean;
  /** Where the photos are kept with the embedded database (MEDIA_DIR; decision 0042). */
  mediaDir: string;
  /** The shop's address and the time for the back-in-stock mails the file causes: PUBLIC_URL and now by default. */
  at?: MailMoment;
}

/** Products whose photos are read ahead of the one being written. */
const LOOKAHEAD = 8;

/** Thrown inside the transaction to roll it back. */
class RollBack extends Error {}

export async function importCatalog(db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const problems = new Problems();
  const report: ImportReport = {
    file: options.file,
    encoding: 'unknown',
    dryRun: options.dryRun ?? false,
    prune: options.prune ?? false,
    ignoredColumns: [],
    products: { created: 0, updated: 0, unchanged: 0, removed: 0, drafts: 0, archived: 0, notForSale: 0 },
    stockKept: [],
    backInStock: 0,
    photos: { new: 0, kept: 0, toFetch: 0, leftOut: 0 },
    problems,
    written: false,
    ms: 0,
  };
  const finish = () => ((report.ms = performance.now() - started), report);

  const info = await stat(options.file).catch(() => null);
  if (!info?.isFile()) {
    problems.error(1, undefined, `${quoted(options.file)} is not a file`);
    return finish();
  }
  const text = await csvText(options.file);
  report.encoding = text.encoding;
  const records = csvRecords(text.chunks);
  let header: Header | undefined;
  try {
    const first = await records.next();
    const read = first.done ? { problems: ['the file is empty'] } : readHeader(first.value.cells);
    if ('problems' in read) read.problems.forEach((problem) => problems.error(1, undefined, problem));
    else header = read;
  } catch (error) {
    unreadable(error, problems);
  }
  if (!header) {
    await records.return(undefined);
    return finish();
  }
  report.ignoredColumns = header.ignored;
  if (header.stockColumns.length === 0) {
    problems.warning(
      1,
      'Variant Inventory Qty',
      "the file has no stock column: the shop keeps each variant's stock as it is, and a new variant has 0",
    );
  }

  if (!header.has('HSN')) {
    problems.warning(
      1,
      'HSN',
      "the file has no HSN column: a product keeps its HSN code, and a new one is taxed at the shop's default HSN (settings, gst.default_hsn)",
    );
  }

  const arrivals = photoStore(db, options.mediaDir).arrivals();
  const sources: PhotoSourceOptions = {
    baseDir: path.dirname(path.resolve(options.file)),
    folderName: "the CSV's folder",
    fetchImages: false,
    allowPrivateHosts: false,
  };
  const addresses = { leaveOut: options.noPhotos ?? false, allowPrivateHosts: options.allowPrivateHosts ?? false };
  const brand = await ownBrand(db);
  try {
    // Each product's search document made once, at the end, not once a statement that touches it.
    await bulkTransaction(db, async (tx) => {
      const photos = new PhotoIntake(arrivals, tx, problems, sources, {
        ...addresses,
        arrived: addresses.leaveOut ? new Map() : await arrivedPhotos(tx),
      });
      const writer = await CatalogWriter.open(
        tx,
        problems,
        options.at ?? { publicUrl: loadConfig().publicUrl, now: new Date() },
        options.setStock ?? false,
      );
      const rows = new ProductRows(header, problems, brand);
      const skus = new Map<string, number>();
      const take = async (product: ImportedProduct | null) => {
        if (!product) return;
        for (const variant of product.variants) {
          if (!variant.sku) continue;
          const earlier = skus.get(variant.sku);
          if (earlier !== undefined)
            problems.error(variant.line, 'Variant SKU', `${quoted(variant.sku)} is also on line ${earlier}`);
          else skus.set(variant.sku, variant.line);
        }
        // Its photos are read now, while the products before it are written: the thread pool decodes as the database
        // writes. Only reading runs ahead: what uses the transaction waits for the product's turn (PhotoIntake.keep).
        const pictures = product.shown ? productPhotos(product, photos) : null;
        ahead.push(async () => {
          if (!pictures) {
            const why = product.outOfShop;
            report.products[why === 'archived' ? 'archived' : why === 'not for sale' ? 'notForSale' : 'drafts']++;
            if (await writer.remove(product.handle)) report.products.removed++;
            return;
          }
          // Read ahead; kept now, in this product's turn on the transaction.
          const read = await pictures;
          await photos.keep(read.sources);
          // Past the first error nothing will be kept: the rest is checked (its photos too), not cleaned nor written.
          const ready = await readied(product, read, problems);
          if (!ready) return;
          const outcome = await writer.save(ready);
          if (outcome) report.products[outcome]++;
          if (outcome && !product.published) report.products.drafts++;
        });
        if (ahead.length > LOOKAHEAD) await ahead.shift()!();
      };
      const ahead: (() => Promise<void>)[] = [];
      try {
        for await (const record of records) await take(rows.add(record));
        await take(rows.finish());
      } catch (error) {
        unreadable(error, problems);
      }
      for (let next = ahead.shift(); next; next = ahead.shift()) await next();
      await writer.flush();
      if (options.prune && problems.errorCount === 0) {
        for (const handle of writer.others(new Set(rows.handles))) {
          await writer.remove(handle);
          report.products.removed++;
        }
      }
      report.photos = { ...arrivals.tally, toFetch: photos.queued, leftOut: photos.leftOut };
      report.backInStock = writer.backInStock;
      report.stockKept = writer.stockKept;
      const changed = report.products.created + report.products.updated + report.products.removed > 0;
      if (problems.errorCount > 0 || report.dryRun || !changed) throw new RollBack();
    });
    report.written = true;
    await arrivals.moveIn();
    // Fresh figures for the planner after a large change (PGlite has no autovacuum of its own).
    await db.execute(sql`analyze`);
  } catch (error) {
    await arrivals.discard();
    if (!(error instanceof RollBack)) throw error;
  }
  return finish();
}

/** Shoppers' orders lock the variants they buy: one may meet the import's locks in the other order, and win. */
export const metShoppers = (error: unknown) => ['40P01', '40001'].includes(pgError(error)?.code ?? '');

/** A reading that stopped (bytes that are not text, a quote never closed) as the report's error. */
function unreadable(error: unknown, problems: Problems): void {
  if (error instanceof NotText || error instanceof CsvUnreadable) problems.error(error.line, undefined, error.message);
  else throw error;
}

/** The brand of a product without a Vendor: the shop's own name. */
async function ownBrand(db: Db): Promise<string> {
  return (await readSiteContent(db, 'company_details'))?.site_name || 'Own brand';
}

/** What a run does with a photo given as a web address (decision 0046). */
interface AddressOptions {
  leaveOut: boolean;
  allowPrivateHosts: boolean;
  /** The kept photo of each address that arrived before. */
  arrived: Map<string, string>;
}

/**
 * The photos a run reads, each source once: read and checked ahead (no query), then kept,
 * written aside or by the run's transaction, in the product's turn (`keep`), so the
 * transaction's client never runs two statements at once. A web address is not read: its
 * product holds the photo's place, and the address is queued for the fetch after the import.
 */
class PhotoIntake {
  /** A photo read and not kept yet holds its bytes; once kept, only its URL. */
  private readonly known = new Map<string, Promise<CheckedPhoto | { url: string } | { problem: string }>>();
  private readonly kept = new Set<string>();
  /** Web addresses to queue in their product's turn, and those queued. */
  private readonly toQueue = new Set<string>();
  private readonly queuedSources = new Set<string>();
  private readonly leftOutSources = new Set<string>();

  constructor(
    private readonly arrivals: PhotoArrivals,
    private readonly tx: Tx,
    private readonly problems: Problems,
    private readonly options: PhotoSourceOptions,
    private readonly addresses: AddressOptions,
  ) {}

  get queued(): number {
    return this.queuedSources.size;
  }

  get leftOut(): number {
    return this.leftOutSources.size;
  }

  /** The URL the photo will be kept at, or null (the problem reported at `line`, `column`; none when left out). */
  async url(source: string, line: number, column: string): Promise<string | null> {
    if (isWebAddress(source)) return this.address(source, line, column);
    let known = this.known.get(source);
    if (known === undefined) {
      known = loadPhoto(source, this.options);
      this.known.set(source, known);
    }
    const photo = await known;
    if (!('problem' in photo)) return photo.url;
    this.problems.error(line, column, `${quoted(source)} ${photo.problem}`);
    return null;
  }

  private address(source: string, line: number, column: string): string | null {
    if (!URL.canParse(source)) {
      this.problems.error(line, column, `${quoted(source)} is not a valid address`);
      return null;
    }
    if (this.addresses.leaveOut) {
      this.leftOutSources.add(source);
      return null;
    }
    const kept = this.addresses.arrived.get(source);
    if (kept) return kept;
    this.toQueue.add(source);
    return heldUrl(source);
  }

  /** Keeps the photos of `sources` not kept yet, one after the other: called in the product's turn to write. */
  async keep(sources: Iterable<string>): Promise<void> {
    for (const source of sources) {
      if (this.toQueue.has(source)) {
        this.toQueue.delete(source);
        this.queuedSources.add(source);
        await queuePhoto(this.tx, source, this.addresses.allowPrivateHosts);
        continue;
      }
      if (this.kept.has(source)) continue;
      this.kept.add(source);
      const photo = await this.known.get(source);
      if (!photo || !('bytes' in photo)) continue;
      await this.arrivals.arrive(photo, this.tx);
      this.known.set(source, Promise.resolve({ url: photo.url }));
    }
  }
}

/** A product's photos: each variant's own, then the pictures no variant owns, in order; and their sources, to keep. */
export interface ProductPhotos {
  own: Map<ImportedProduct['variants'][number], string | null>;
  shared: string[];
  sources: string[];
}

async function productPhotos(product: ImportedProduct, photos: PhotoIntake): Promise<ProductPhotos> {
  const own = new Map<ImportedProduct['variants'][number], string | null>();
  const [owned, pictures] = await Promise.all([
    Promise.all(
      product.variants.map((variant) =>
        variant.image ? photos.url(variant.image.source, variant.image.line, 'Variant Image') : null,
      ),
    ),
    Promise.all(product.images.map((image) => photos.url(image.source, image.line, 'Image Src'))),
  ]);
  product.variants.forEach((variant, i) => own.set(variant, owned[i] ?? null));
  const ownUrls = new Set(owned.filter((url): url is string => url !== null));
  const shared = [...new Set(pictures.filter((url): url is string => url !== null && !ownUrls.has(url)))];
  const sources = [
    ...product.variants.flatMap((variant) => (variant.image ? [variant.image.source] : [])),
    ...product.images.map((image) => image.source),
  ];
  return { own, shared, sources };
}

/**
 * The product with its description cleaned and its pictures kept: each variant shows its
 * Variant Image first, then the product's pictures that are no variant's own (Image Src
 * rows, by Image Position). Null when the run has an error (this product's photos, or an
 * earlier one's).
 */
export async function readied(
  product: ImportedProduct,
  { own, shared }: ProductPhotos,
  problems: Problems,
): Promise<ReadyProduct | null> {
  if (problems.errorCount > 0) return null;
  const description = await cleanRichText(product.bodyHtml);
  if (description.dangerous) {
    problems.warning(
      product.line,
      'Body (HTML)',
      'held what the shop does not show (a script, a frame, an event attribute, a javascript: link or a form): taken out',
    );
  }
  const { bodyHtml: _body, images: _images, ...rest } = product;
  return {
    ...rest,
    descriptionHtml: description.html,
    descriptionText: description.text,
    variants: product.variants.map((variant) => {
      const mine = own.get(variant);
      return { ...variant, images: mine ? [mine, ...shared.filter((url) => url !== mine)] : shared };
    }),
  };
}
