/**
 * The photos an owner brings (an import's Image Src and Variant Image, the settings' logo,
 * favicon and banners), kept under MEDIA_DIR (decision 0037):
 * - `photos/<hash>.<jpg|png|webp>`: the file as it came, named by the first 32 hex digits of
 *   its SHA-256, so the same photo is kept once and a name's picture never changes;
 * - `rasters/<hash>.w<N>.webp`: its WebP at a width of rules/media.ts, made when first asked
 *   for and kept, so a photo is converted once per width, not once per process.
 * A photo is checked before it is kept: a JPEG, PNG or WebP of at most PHOTO_MAX_PIXELS,
 * decoded whole once (a truncated or forged file fails here, not in front of a shopper).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MEDIA_WIDTHS, PHOTO_URL, type MediaWidth } from '../../rules/media';
import { PHOTO_MAX_PIXELS, photoToWebp } from './raster';

export type PhotoExt = 'jpg' | 'png' | 'webp';
const EXT_OF_FORMAT: Record<string, PhotoExt> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const PHOTO_TYPES: Record<PhotoExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface CheckedPhoto {
  hash: string;
  ext: PhotoExt;
  /** Its root-relative URL, as the database keeps it. */
  url: string;
  bytes: Buffer;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** The bytes as a photo the shop keeps, or what is wrong with them, in words that follow "the photo …". */
export async function checkPhoto(bytes: Buffer): Promise<CheckedPhoto | { problem: string }> {
  let meta: Metadata;
  try {
    // The header only, whatever it claims: the size is judged below, in words.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: 'is not a picture: the shop takes JPEG, PNG or WebP' };
  }
  const ext = EXT_OF_FORMAT[meta.format ?? ''];
  if (!ext) return { problem: `is ${(meta.format ?? 'an unknown format').toUpperCase()}: the shop takes JPEG, PNG or WebP` };
  const { width = 0, height = 0 } = meta;
  if (width * height > PHOTO_MAX_PIXELS) {
    return { problem: `is ${grouped(width)} × ${grouped(height)} pixels: the shop takes photos of up to ${PHOTO_MAX_PIXELS / 1_000_000} megapixels` };
  }
  try {
    // Decoded whole, once: a truncated or damaged file is refused now.
    await photoToWebp(bytes, MEDIA_WIDTHS[0]);
  } catch {
    return { problem: `is a damaged ${ext.toUpperCase()} file` };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { hash, ext, url: `/media/photos/${hash}.${ext}`, bytes };
}

/** The file of a kept photo's URL, or null for a URL that is not one. */
export function photoFile(mediaDir: string, url: string): string | null {
  const match = PHOTO_URL.exec(url);
  return match ? path.join(mediaDir, `${match[1]}.${match[2]}`) : null;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * The photos one run of an import or of the settings brings: written aside as they are
 * checked, moved among the kept photos only once the run's transaction has committed
 * (`moveIn`), or thrown away (`discard`), so a failed run leaves no photo behind.
 */
export class PhotoArrivals {
  private readonly incoming: string;
  private readonly staged = new Map<string, PhotoExt>();
  private readonly counts = { new: 0, kept: 0 };

  constructor(private readonly mediaDir: string) {
    this.incoming = path.join(mediaDir, `incoming-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  /** Whether the photo is new to the shop; a new one is written aside. */
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

  /** How many photos were new to the shop, and how many it kept already. */
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

/** A name under /media/ that is a kept photo: the photo itself (width null) or its raster at a width of the list. */
const PHOTO_NAME = /^photos\/([0-9a-f]{32})(?:\.(jpg|png|webp)|\.w([1-9][0-9]{1,3})\.webp)$/;

export interface PhotoName {
  hash: string;
  ext: PhotoExt | null;
  width: MediaWidth | null;
}

export function parsePhotoName(name: string): PhotoName | null {
  const match = PHOTO_NAME.exec(name);
  if (!match) return null;
  if (match[2]) return { hash: match[1]!, ext: match[2] as PhotoExt, width: null };
  const width = Number(match[3]);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? { hash: match[1]!, ext: null, width: width as MediaWidth } : null;
}

/** A kept photo's own bytes, or null when the shop keeps no such photo. */
export async function readPhoto(mediaDir: string, hash: string, ext: PhotoExt): Promise<Buffer | null> {
  return readFile(path.join(mediaDir, 'photos', `${hash}.${ext}`)).catch(() => null);
}

/** A kept photo's WebP at `width`: from the rasters made before, else made now and kept. Null when the shop keeps no such photo. */
export async function photoRaster(mediaDir: string, hash: string, width: MediaWidth): Promise<Buffer | null> {
  const kept = path.join(mediaDir, 'rasters', `${hash}.w${width}.webp`);
  const made = await readFile(kept).catch(() => null);
  if (made) return made;
  let original: string | undefined;
  for (const ext of Object.keys(PHOTO_TYPES)) {
    const file = path.join(mediaDir, 'photos', `${hash}.${ext}`);
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
