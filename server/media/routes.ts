// A name's picture never changes, so answers are cached for a year with an ETag (decisions 0029, 0037, 0042).
import type { FastifyPluginAsync } from 'fastify';
import { parseRasterName } from '#rules/media';
import { notFound } from '../messages/errors';
import { etagOf } from '../http-cache/etag';
import { ByteBoundMemo } from './memo';
import { parsePhotoName, PHOTO_TYPES, type PhotoName, type PhotoStore } from './photos/photos';
import { svgToWebp } from './raster';
import { renderMedia } from './drawn/render';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Per process: a WebP is 1 to 25 kB, an SVG 1 to 3 kB, so some thousands of hot pictures. */
export const MEDIA_MEMO_BYTES = 16 * 1024 * 1024;
const ENTRY_OVERHEAD = 200;

export interface MediaOptions {
  /** The tests count the drawings through it. */
  render?: (name: string) => string | null;
  memoBytes?: number;
  /** Without it, no photo is served. */
  photos?: PhotoStore;
}

interface Media {
  body: string | Buffer;
  type: string;
  etag: string;
}

/** A photo as it came is read each time (megabytes would push the memo's small answers out); its raster is memoised. */
async function photo(photos: PhotoStore, name: PhotoName): Promise<Media> {
  const body = name.ext ? await photos.read(name.hash, name.ext) : await photos.raster(name.hash, name.width!);
  if (!body) throw notFound();
  return {
    body,
    type: name.ext ? PHOTO_TYPES[name.ext] : 'image/webp',
    etag: `"${name.hash}${name.width ? `-w${name.width}` : ''}"`,
  };
}

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
