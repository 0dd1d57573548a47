/**
 * The photos an owner brings (an import's Image Src and Variant Image, the settings' logo,
 * favicon and banners; decision 0037): each is kept as it came, named by the first 32 hex
 * digits of its SHA-256, so the same photo is kept once and a name's picture never changes,
 * and answered as WebP at the widths of rules/media.ts. Where they are kept is a PhotoStore's
 * (decision 0042). A photo is checked before it is kept: a JPEG, PNG or WebP of at most
 * PHOTO_MAX_PIXELS, decoded whole once (a truncated or forged file fails here, not in front
 * of a shopper).
 */
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

/**
 * Where the shop keeps its photos (decision 0042): this machine's MEDIA_DIR with the embedded
 * database, PostgreSQL itself with DATABASE_URL (every process on every machine reaches it).
 * `photoStore` (store.ts) chooses by the database.
 */
export interface PhotoStore {
  /** One run's photos: an import's, a settings file's. */
  arrivals(): PhotoArrivals;
  /** A kept photo's own bytes, or null when the shop keeps no such photo. */
  read(hash: string, ext: PhotoExt): Promise<Buffer | null>;
  /** A kept photo's WebP at `width`, converted once per width and kept; null when the shop keeps no such photo. */
  raster(hash: string, width: MediaWidth): Promise<Buffer | null>;
}

/**
 * The photos one run of an import or of the settings brings, kept only if its transaction
 * commits: on disk written aside then moved in after the commit (`moveIn`) or thrown away
 * (`discard`); in the database written by the transaction itself, so both are nothing to do.
 */
export interface PhotoArrivals {
  /** Whether the photo is new to the shop; a new one is written (aside, or by `tx`). */
  arrive(photo: CheckedPhoto, tx: Tx): Promise<'new' | 'kept'>;
  /** How many photos were new to the shop, and how many it kept already. */
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
