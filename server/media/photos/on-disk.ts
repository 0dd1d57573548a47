// MEDIA_DIR's photos/<hash>.<ext> as they came and rasters/<hash>.w<N>.webp made once per width (decision 0042).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaWidth } from '#rules/media';
import { PHOTO_TYPES, type CheckedPhoto, type PhotoArrivals, type PhotoExt, type PhotoStore } from './photos';
import { photoToWebp } from '../raster';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export class PhotosOnDisk implements PhotoStore {
  constructor(private readonly mediaDir: string) {}

  arrivals(): PhotoArrivals {
    return new ArrivalsOnDisk(this.mediaDir);
  }

  read(hash: string, ext: PhotoExt): Promise<Buffer | null> {
    return readFile(path.join(this.mediaDir, 'photos', `${hash}.${ext}`)).catch(() => null);
  }

  async raster(hash: string, width: MediaWidth): Promise<Buffer | null> {
    const kept = path.join(this.mediaDir, 'rasters', `${hash}.w${width}.webp`);
    const made = await readFile(kept).catch(() => null);
    if (made) return made;
    let original: string | undefined;
    for (const ext of Object.keys(PHOTO_TYPES)) {
      const file = path.join(this.mediaDir, 'photos', `${hash}.${ext}`);
      if (await exists(file)) original = file;
    }
    if (!original) return null;
    const body = await photoToWebp(original, width);
    // Written aside then renamed: another process asking for the same raster never reads half a file.
    const partial = `${kept}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await mkdir(path.dirname(kept), { recursive: true });
    await writeFile(partial, body);
    await rename(partial, kept);
    return body;
  }
}

/** A run's new photos, written aside and moved in once its transaction has committed. */
class ArrivalsOnDisk implements PhotoArrivals {
  private readonly incoming: string;
  private readonly staged = new Map<string, PhotoExt>();
  private readonly counts = { new: 0, kept: 0 };

  constructor(private readonly mediaDir: string) {
    this.incoming = path.join(mediaDir, `incoming-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  async arrive(photo: CheckedPhoto): Promise<'new' | 'kept'> {
    const name = `${photo.hash}.${photo.ext}`;
    if (this.staged.has(name)) return 'new';
    if (await exists(path.join(this.mediaDir, 'photos', name))) {
      this.counts.kept++;
      return 'kept';
    }
    await mkdir(this.incoming, { recursive: true });
    await writeFile(path.join(this.incoming, name), photo.bytes);
    this.staged.set(name, photo.ext);
    this.counts.new++;
    return 'new';
  }

  get tally(): { new: number; kept: number } {
    return { ...this.counts };
  }

  async moveIn(): Promise<void> {
    if (this.staged.size === 0) return;
    const photos = path.join(this.mediaDir, 'photos');
    await mkdir(photos, { recursive: true });
    for (const name of this.staged.keys()) await rename(path.join(this.incoming, name), path.join(photos, name));
    await this.discard();
  }

  async discard(): Promise<void> {
    this.staged.clear();
    await rm(this.incoming, { recursive: true, force: true });
  }
}
