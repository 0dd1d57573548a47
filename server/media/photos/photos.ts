// An owner's photos (decision 0037): kept as they came, named by 32 hex digits of their SHA-256, served as WebP.
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { isMediaWidth, MEDIA_WIDTHS, PHOTO_URL, type MediaWidth } from '#rules/media';
import type { Tx } from '#server/db/connect';
import { PHOTO_MAX_PIXELS, photoToWebp } from '../raster';

export type PhotoExt = 'jpg' | 'png' | 'webp';
const EXT_OF_FORMAT: Record<string, PhotoExt> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const PHOTO_TYPES: Record<PhotoExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const isPhotoExt = (ext: string | undefined): ext is PhotoExt => ext !== undefined && Object.hasOwn(PHOTO_TYPES, ext);

export interface CheckedPhoto {
  hash: string;
  ext: PhotoExt;
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
  if (!ext)
    return { problem: `is ${(meta.format ?? 'an unknown format').toUpperCase()}: the shop takes JPEG, PNG or WebP` };
  const { width = 0, height = 0 } = meta;
  if (width * height > PHOTO_MAX_PIXELS) {
    return {
      problem:
        `is ${grouped(width)} × ${grouped(height)} pixels: the shop takes photos of up to ` +
        `${PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
    };
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

/** The kept photo a URL names, or null for a URL that is not one. */
export function keptPhoto(url: string): { hash: string; ext: PhotoExt } | null {
  const [, name, ext] = PHOTO_URL.exec(url) ?? [];
  return name && isPhotoExt(ext) ? { hash: name.slice('photos/'.length), ext } : null;
}

/** MEDIA_DIR with the embedded database, PostgreSQL itself with DATABASE_URL (decision 0042); store.ts chooses. */
export interface PhotoStore {
  arrivals(): PhotoArrivals;
  /** A kept photo's own bytes, or null when the shop keeps no such photo. */
  read(hash: string, ext: PhotoExt): Promise<Buffer | null>;
  /** A kept photo's WebP at `width`, converted once per width and kept; null when the shop keeps no such photo. */
  raster(hash: string, width: MediaWidth): Promise<Buffer | null>;
}

/** Kept only if the run's transaction commits: on disk written aside, then moved in or discarded. */
export interface PhotoArrivals {
  /** Whether the photo is new to the shop; a new one is written (aside, or by `tx`). */
  arrive(photo: CheckedPhoto, tx: Tx): Promise<'new' | 'kept'>;
  readonly tally: { new: number; kept: number };
  moveIn(): Promise<void>;
  discard(): Promise<void>;
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
  const [, hash, ext, widthText] = match;
  if (!hash) return null;
  if (isPhotoExt(ext)) return { hash, ext, width: null };
  const width = Number(widthText);
  return isMediaWidth(width) ? { hash, ext: null, width } : null;
}
