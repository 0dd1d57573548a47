/**
 * Photos an import names by their web address (decision 0046). The import never waits for them: each product
 * holds a placeholder named by the address (`/media/waiting/<hash>.svg`, drawn like a product without a photo)
 * and the address is queued in `photo_fetches`. A background pass fetches what is due, several at once but few
 * from any one host, and on arrival every row holding the placeholder takes the kept photo's URL.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/connect';
import { orderLines, photoFetches, products, variantImages } from '#server/db/schema';
import type { CheckedPhoto } from './photos';
import { loadPhoto, type Problem } from './source';
import { photoStore } from './store';

export const isWebAddress = (source: string) => /^https?:\/\//i.test(source);

/** The placeholder a product shows for `source` until it arrives: the same address, the same name. */
export const heldUrl = (source: string) =>
  `/media/waiting/${createHash('sha256').update(source).digest('hex').slice(0, 32)}.svg`;

/** The photos that arrived, by address: an import naming one again takes the kept photo, not the placeholder. */
export async function arrivedPhotos(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ source: photoFetches.source, keptUrl: photoFetches.keptUrl })
    .from(photoFetches)
    .where(sql`${photoFetches.keptUrl} is not null`);
  return new Map(rows.map((row) => [row.source, row.keptUrl!]));
}

/** In the import's transaction: queued with it, or not at all. A failed address named again is tried afresh. */
export async function queuePhoto(tx: Tx, source: string, allowPrivateHosts: boolean): Promise<void> {
  await tx
    .insert(photoFetches)
    .values({ source, heldUrl: heldUrl(source), allowPrivateHosts })
    .onConflictDoUpdate({
      target: photoFetches.source,
      set: { allowPrivateHosts, attempts: 0, problem: null, gaveUpAt: null, nextAttemptAt: sql`now()` },
      setWhere: isNull(photoFetches.keptUrl),
    });
}

/** Photos one pass takes on; the rest wait for the next. */
const BATCH = 32;
/** Fetches under way at once, and from one host: a shop's CDN is not to be hammered by its own owner. */
export const AT_ONCE = 8;
export const PER_HOST = 2;
/** A claimed photo is due again after this, should its process die while fetching it. */
const CLAIM_MS = 60_000;
/** The first retry comes this soon, each next one twice as late; after MAX_ATTEMPTS the shop gives up. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_ATTEMPTS = 8;

export interface FetchPassOptions {
  db: Db;
  /** Where photos are kept with the embedded database. */
  mediaDir: string;
  now: () => Date;
  /** A fetch's timeout; source.ts's unless a test says. */
  timeoutMs?: number;
}

type Due = Pick<typeof photoFetches.$inferSelect, 'id' | 'source' | 'heldUrl' | 'allowPrivateHosts' | 'attempts'>;

/** Fetches the photos that are due; answers how many arrived and how many failed. */
export async function fetchWaitingPhotos(options: FetchPassOptions): Promise<{ arrived: number; failed: number }> {
  const { db, now } = options;
  const due: Due[] = await db
    .select({
      id: photoFetches.id,
      source: photoFetches.source,
      heldUrl: photoFetches.heldUrl,
      allowPrivateHosts: photoFetches.allowPrivateHosts,
      attempts: photoFetches.attempts,
    })
    .from(photoFetches)
    .where(and(isNull(photoFetches.keptUrl), isNull(photoFetches.gaveUpAt), lte(photoFetches.nextAttemptAt, now())))
    .orderBy(asc(photoFetches.nextAttemptAt), asc(photoFetches.id))
    .limit(BATCH);
  const tally = { arrived: 0, failed: 0 };
  if (due.length === 0) return tally;
  await db
    .update(photoFetches)
    .set({ nextAttemptAt: new Date(now().getTime() + CLAIM_MS) })
    .where(
      inArray(
        photoFetches.id,
        due.map((row) => row.id),
      ),
    );
  // Fetched side by side, written one at a time: the embedded database has one connection.
  let writes = Promise.resolve();
  const written = (write: () => Promise<void>) => (writes = writes.then(write));
  await inTurns(due, hostOf, async (row) => {
    const photo = await loadPhoto(row.source, {
      baseDir: '/',
      folderName: 'no folder',
      fetchImages: true,
      allowPrivateHosts: row.allowPrivateHosts,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    if ('problem' in photo) {
      await written(() => failed(options, row, photo));
      tally.failed++;
    } else {
      await written(() => arrived(options, row, photo));
      tally.arrived++;
    }
  });
  return tally;
}

const hostOf = (row: Due) => {
  try {
    return new URL(row.source).host;
  } catch {
    return '';
  }
};

async function arrived({ db, mediaDir }: FetchPassOptions, row: Due, photo: CheckedPhoto): Promise<void> {
  const arrivals = photoStore(db, mediaDir).arrivals();
  try {
    await db.transaction(async (tx) => {
      await arrivals.arrive(photo, tx);
      await tx.update(photoFetches).set({ keptUrl: photo.url, problem: null }).where(eq(photoFetches.id, row.id));
      await tx.update(variantImages).set({ url: photo.url }).where(eq(variantImages.url, row.heldUrl));
      await tx.update(products).set({ image: photo.url }).where(eq(products.image, row.heldUrl));
      await tx.update(orderLines).set({ image: photo.url }).where(eq(orderLines.image, row.heldUrl));
    });
    await arrivals.moveIn();
  } catch (error) {
    await arrivals.discard();
    throw error;
  }
}

async function failed({ db, now }: FetchPassOptions, row: Due, { problem, again }: Problem): Promise<void> {
  const attempts = row.attempts + 1;
  const givingUp = !again || attempts >= MAX_ATTEMPTS;
  await db
    .update(photoFetches)
    .set({
      attempts,
      problem,
      ...(givingUp
        ? { gaveUpAt: now() }
        : { nextAttemptAt: new Date(now().getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) }),
    })
    .where(eq(photoFetches.id, row.id));
}

/** Runs `work` on each item, AT_ONCE at most, PER_HOST at most of one host. */
function inTurns<T>(items: T[], hostOf: (item: T) => string, work: (item: T) => Promise<void>): Promise<void> {
  const waiting = [...items];
  const busy = new Map<string, number>();
  let running = 0;
  let failure: unknown;
  return new Promise((resolve, reject) => {
    const start = () => {
      if (running === 0 && (waiting.length === 0 || failure !== undefined))
        return failure === undefined ? resolve() : reject(failure);
      for (let i = 0; i < waiting.length && running < AT_ONCE && failure === undefined; ) {
        const host = hostOf(waiting[i]!);
        if ((busy.get(host) ?? 0) >= PER_HOST) {
          i++;
          continue;
        }
        const [item] = waiting.splice(i, 1);
        running++;
        busy.set(host, (busy.get(host) ?? 0) + 1);
        work(item!)
          .catch((error: unknown) => (failure ??= error))
          .finally(() => {
            running--;
            busy.set(host, busy.get(host)! - 1);
            start();
          });
      }
    };
    start();
  });
}

export interface WaitingPhoto {
  source: string;
  problem: string | null;
  nextAttemptAt: Date;
  gaveUp: boolean;
  /** The handles of the products that hold its place. */
  handles: string[];
}

/** The photos not arrived yet, failed or waiting, with the products that wait for them. */
export async function waitingPhotos(db: Db): Promise<WaitingPhoto[]> {
  const rows = await db
    .select({
      source: photoFetches.source,
      problem: photoFetches.problem,
      nextAttemptAt: photoFetches.nextAttemptAt,
      gaveUpAt: photoFetches.gaveUpAt,
      handles: sql<string[]>`coalesce((select array_agg(distinct p.slug order by p.slug) from products p
        where p.image = ${photoFetches.heldUrl} or exists (select 1 from variants v
          join variant_images i on i.variant_id = v.id where v.product_id = p.id and i.url = ${photoFetches.heldUrl})),
        '{}')`,
    })
    .from(photoFetches)
    .where(isNull(photoFetches.keptUrl))
    .orderBy(asc(photoFetches.id));
  return rows.map(({ gaveUpAt, ...row }) => ({ ...row, gaveUp: gaveUpAt !== null }));
}

/** Makes every photo not arrived due now, those the shop gave up on too; answers how many. */
export async function retryPhotos(db: Db): Promise<number> {
  const rows = await db
    .update(photoFetches)
    .set({ attempts: 0, gaveUpAt: null, nextAttemptAt: sql`now()` })
    .where(isNull(photoFetches.keptUrl))
    .returning({ id: photoFetches.id });
  return rows.length;
}
