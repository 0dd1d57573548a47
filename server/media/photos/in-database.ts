// Photos in PostgreSQL (decision 0042), written by the run's own transaction: kept exactly when it commits.
// A width is converted once across processes (two at the same moment may both convert; the first row is kept).
import { and, eq } from 'drizzle-orm';
import type { MediaWidth } from '#rules/media';
import type { Db, Tx } from '#server/db/connect';
import { photos, photoWidths } from '#server/db/schema';
import type { CheckedPhoto, PhotoArrivals, PhotoExt, PhotoStore } from './photos';
import { photoToWebp } from '../raster';

export class PhotosInDatabase implements PhotoStore {
  constructor(private readonly db: Db) {}

  arrivals(): PhotoArrivals {
    return new ArrivalsInDatabase();
  }

  async read(hash: string, ext: PhotoExt): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: photos.bytes })
      .from(photos)
      .where(and(eq(photos.hash, hash), eq(photos.ext, ext)));
    return row?.bytes ?? null;
  }

  async raster(hash: string, width: MediaWidth): Promise<Buffer | null> {
    const [made] = await this.db
      .select({ bytes: photoWidths.bytes })
      .from(photoWidths)
      .where(and(eq(photoWidths.hash, hash), eq(photoWidths.width, width)));
    if (made) return made.bytes;
    const [original] = await this.db.select({ bytes: photos.bytes }).from(photos).where(eq(photos.hash, hash));
    if (!original) return null;
    const body = await photoToWebp(original.bytes, width);
    await this.db.insert(photoWidths).values({ hash, width, bytes: body }).onConflictDoNothing();
    return body;
  }
}

/** A run's new photos, written by its transaction as they are checked. */
class ArrivalsInDatabase implements PhotoArrivals {
  private readonly written = new Set<string>();
  private readonly counts = { new: 0, kept: 0 };

  async arrive(photo: CheckedPhoto, tx: Tx): Promise<'new' | 'kept'> {
    if (this.written.has(photo.hash)) return 'new';
    // Asked first, so a photo the shop has is not sent again (an import run twice sends no bytes).
    const [kept] = await tx.select({ hash: photos.hash }).from(photos).where(eq(photos.hash, photo.hash));
    if (kept) {
      this.counts.kept++;
      return 'kept';
    }
    this.written.add(photo.hash);
    // Another run bringing the same photo at once waits on the key, then finds it written.
    await tx.insert(photos).values({ hash: photo.hash, ext: photo.ext, bytes: photo.bytes }).onConflictDoNothing();
    this.counts.new++;
    return 'new';
  }

  get tally(): { new: number; kept: number } {
    return { ...this.counts };
  }

  // Committed or rolled back with the run's transaction.
  async moveIn(): Promise<void> {}
  async discard(): Promise<void> {}
}
