/**
 * The raster names of the drawn pictures (decision 0029). The reference server draws
 * its pictures as SVG (`/media/garments/dress-1f6feb-2.svg`, decision 0006) and answers
 * each one as WebP too, at `/media/garments/dress-1f6feb-2.w480.webp`: Chromium lays out
 * and paints every `<img>` SVG as a document of its own on the main thread, while a WebP
 * is decoded off it. The data keeps the `.svg` URLs; the client asks for the raster
 * names, the server reads them back. The photos an owner brings are answered the same way
 * (PHOTO_URL). Any other URL (another backend's `/media/x.jpg`, an absolute URL) is not ours
 * to rename.
 */

/**
 * The widths a picture is answered at. From 96 (a 32 to 64 px icon or thumbnail on a
 * dense screen) to 1920 (a banner drawn about 640 px wide on a 3x phone, or the product
 * zoom), each about 1.5 times the last, so a browser never fetches much more than it
 * draws. A fixed, short list bounds what a name can cost: nine files per picture, not
 * one per width anybody asks for.
 */
export const MEDIA_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280, 1920] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (width: number): width is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(width);

/** A drawn picture's URL: root-relative under /media/, lower-case words, ending .svg. */
const DRAWN = /^\/media\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.svg$/;

/**
 * A photo the shop keeps (an owner's import or settings, decision 0037): named by its bytes,
 * `/media/photos/<the first 32 hex digits of their SHA-256>.jpg` (or .png, .webp), so a
 * name's picture never changes either. Its rasters follow the same rule as a drawing's:
 * `/media/photos/<hash>.w480.webp`.
 */
export const PHOTO_URL = /^\/media\/(photos\/[0-9a-f]{32})\.(jpg|png|webp)$/;

/** The raster of a drawn picture or a kept photo at `width`, or null for a URL that is neither. */
export function rasterUrl(url: string, width: MediaWidth): string | null {
  const match = DRAWN.exec(url) ?? PHOTO_URL.exec(url);
  return match ? `/media/${match[1]}.w${width}.webp` : null;
}

/** No leading zero: one name per picture and width. */
const RASTER = /^(.+)\.w([1-9][0-9]{1,3})\.webp$/;

/**
 * What the server reads from a name under /media/: `garments/dress-1f6feb-2.w480.webp`
 * is `garments/dress-1f6feb-2.svg` at 480. Null unless the width is one of the list; the
 * SVG name is the server's to validate (it draws only names it knows).
 */
export function parseRasterName(name: string): { svg: string; width: MediaWidth } | null {
  const match = RASTER.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  return isMediaWidth(width) ? { svg: `${match[1]}.svg`, width } : null;
}

/** The most pixels a photo of the shop may have: larger ones are refused, by an import and an upload alike. */
export const PHOTO_MAX_PIXELS = 40_000_000;

/** The largest photo the back office uploads, and the types it takes (those the shop keeps). */
export const PHOTO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest catalog file the back office uploads (a CSV, or a zip of it with its photos), and the types it takes. */
export const CATALOG_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
export const CATALOG_UPLOAD_TYPES = ['text/csv', 'application/zip'] as const;
/** What a catalog zip may unpack to: its files' bytes together, and how many files (a small zip can unpack to a disk's worth). */
export const CATALOG_UNPACKED_MAX_BYTES = 1024 * 1024 * 1024;
export const CATALOG_UNPACKED_MAX_FILES = 20_000;
