/**
 * Serves the drawn pictures and the kept photos: register with `app.register(mediaRoutes, { prefix: '/media' })`.
 * Each name is answered as drawn (`garments/dress-1f6feb-2.svg`) or kept (`photos/<hash>.jpg`),
 * and as WebP at the widths of rules/media.ts (`garments/dress-1f6feb-2.w480.webp`,
 * `photos/<hash>.w480.webp`; decisions 0029, 0037). A name's picture never changes, so
 * answers are cached for a year and carry an ETag, wherever the photo is kept (decision 0042).
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseRasterName } from '#rules/media';
import { notFound } from '../messages/errors';
import { etagOf } from '../http-cache/etag';
import { ByteBoundMemo } from './memo';
import { parsePhotoName, PHOTO_TYPES, type PhotoName, type PhotoStore } from './photos/photos';
import { svgToWebp } from './raster';
import { renderMedia } from './drawn/render';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * What the memo may hold per process. A WebP is 1 to 25 kB, an SVG 1 to 3 kB: some
 * thousands of hot pictures (every card and banner of the pages being browsed), a small
 * share of a process's memory.
 */
export const MEDIA_MEMO_BYTES = 16 * 1024 * 1024;
/** Counted per kept answer besides its body: its name, ETag and the memo's own share. */
const ENTRY_OVERHEAD = 200;

export interface MediaOptions {
  /** Draws a name's SVG, null when it is not one we draw (the tests count the drawings through it). */
  render?: (name: string) => string | null;
  memoBytes?: number;
  /** Where the kept photos are (photos/store.ts); without it, no photo is served. */
  photos?: PhotoStore;
}

interface Media {
  body: string | Buffer;
  type: string;
  etag: string;
}

/**
 * A kept photo's answer: the photo as it came (read each time: up to megabytes, it would
 * push the memo's small answers out) or its raster (kept by the memo). A photo the shop does
 * not keep is a 404, and the memo forgets it.
 */
async function photo(photos: PhotoStore, name: PhotoName): Promise<Media> {
  const body = name.ext ? await photos.read(name.hash, name.ext) : await photos.raster(name.hash, name.width!);
  if (!body) throw notFound();
  return {
    body,
    type: name.ext ? PHOTO_TYPES[name.ext] : 'image/webp',
    etag: `"${name.hash}${name.width ? `-w${name.width}` : ''}"`,
  };
}

/** The name's answer, or null when the name is not a picture we draw (nothing is kept for it). */
function draw(name: string, render: (name: string) => string | null): Promise<Media> | null {
  const raster = parseRasterName(name);
  const svg = render(raster ? raster.svg : name);
  if (svg === null) return null;
  if (!raster) return Promise.resolve({ body: svg, type: 'image/svg+xml; charset=utf-8', etag: etagOf(svg) });
  return svgToWebp(svg, raster.width).then((body) => ({ body, type: 'image/webp', etag: etagOf(body) }));
}

export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (
  app,
  { render = renderMedia, memoBytes = MEDIA_MEMO_BYTES, photos },
) => {
  const memo = new ByteBoundMemo<Media>(memoBytes, (media) => Buffer.byteLength(media.body) + ENTRY_OVERHEAD);

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const name = request.params['*'];
    const kept = photos ? parsePhotoName(name) : null;
    let answer = kept?.ext ? photo(photos!, kept) : memo.get(name);
    if (!answer) {
      const drawn = kept ? photo(photos!, kept) : draw(name, render);
      if (!drawn) throw notFound();
      answer = memo.set(name, drawn);
    }
    const media = await answer;
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', media.etag);
    if (request.headers['if-none-match'] === media.etag) return reply.code(304).send();
    return reply.type(media.type).send(media.body);
  });
};
