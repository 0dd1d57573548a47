/**
 * A drawn picture as WebP at a given width (decision 0029). sharp draws the SVG at that
 * width (vector, so any width of the list is sharp, larger than the drawing's own too)
 * on libuv's thread pool, not on the event loop.
 */
import sharp from 'sharp';
import { admission } from '../context/admission';

// The media memo keeps the answers worth keeping; libvips's own cache (up to 50 MB by
// default) would hold decoded inputs that are never asked for twice.
sharp.cache(false);

/**
 * Drawings at once, per process. The thread pool (four threads) also hashes passwords
 * and reads files: a burst of cold names (a crawler, a new deployment) waits here rather
 * than taking all of it: a cold picture holds a thread a while, the widest the longest (decision 0029).
 */
const admitted = admission(2);

export function svgToWebp(svg: string, width: number): Promise<Buffer> {
  // Effort 2 of 6: nearly the bytes of effort 4 (the default) in much less time (decision 0029).
  return admitted(() => sharp(Buffer.from(svg)).resize(width).webp({ quality: 80, effort: 2 }).toBuffer());
}
