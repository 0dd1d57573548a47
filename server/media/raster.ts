/**
 * A picture as WebP at a given width (decisions 0029, 0037): a drawn SVG (vector, so any width
 * of the list is sharp, larger than the drawing's own too) or a kept photo (never enlarged),
 * converted by sharp on libuv's thread pool, not on the event loop.
 */
import sharp from 'sharp';
import { admission } from '../context/admission';

// The media memo keeps the answers worth keeping; libvips's own cache (up to 50 MB by
// default) would hold decoded inputs that are never asked for twice.
sharp.cache(false);

/**
 * Conversions at once, per process. The thread pool (four threads) also hashes passwords
 * and reads files: a burst of cold names (a crawler, a new deployment) waits here rather
 * than taking all of it: a cold picture holds a thread a while, the widest the longest (decision 0029).
 */
const admitted = admission(2);

/** The most pixels a photo may have (decision 0037): a 40-megapixel camera's, no decompression bomb. */
export const PHOTO_MAX_PIXELS = 40_000_000;

// Effort 2 of 6: nearly the bytes of effort 4 (the default) in much less time (decision 0029).
const webp = { quality: 80, effort: 2 } as const;

export function svgToWebp(svg: string, width: number): Promise<Buffer> {
  return admitted(() => sharp(Buffer.from(svg)).resize(width).webp(webp).toBuffer());
}

/** A photo (its file or its bytes) at `width`, turned upright as its camera said, at most its own width. */
export function photoToWebp(photo: string | Buffer, width: number): Promise<Buffer> {
  return admitted(() =>
    sharp(photo, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp(webp)
      .toBuffer(),
  );
}
