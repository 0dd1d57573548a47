// sharp converts on libuv's thread pool, not the event loop (decisions 0029, 0037).
import sharp from 'sharp';
import { admission } from '../context/admission';

// The media memo keeps what is worth keeping; libvips's cache would hold inputs never asked for twice.
sharp.cache(false);

/** The thread pool (four threads) also hashes passwords and reads files: a burst of cold names waits here (decision 0029). */
const admitted = admission(2);

/** A 40-megapixel camera's, no decompression bomb (decision 0037). */
import { PHOTO_MAX_PIXELS } from '#rules/media';

export { PHOTO_MAX_PIXELS };

// Effort 2 of 6: nearly the bytes of effort 4 (the default) in much less time (decision 0029).
const webp = { quality: 80, effort: 2 } as const;

export function svgToWebp(svg: string, width: number): Promise<Buffer> {
  return admitted(() => sharp(Buffer.from(svg)).resize(width).webp(webp).toBuffer());
}

/** Turned upright as its camera said, never enlarged. */
export function photoToWebp(photo: string | Buffer, width: number): Promise<Buffer> {
  return admitted(() =>
    sharp(photo, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp(webp)
      .toBuffer(),
  );
}
