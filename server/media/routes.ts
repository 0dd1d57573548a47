/**
 * Serves the drawn pictures: register with `app.register(mediaRoutes, { prefix: '/media' })`.
 * Each name is answered as drawn (`garments/dress-1f6feb-2.svg`) and as WebP at the widths
 * of openapi/media.ts (`garments/dress-1f6feb-2.w480.webp`, decision 0029). A name's
 * picture never changes, so answers are cached for a year and carry an ETag.
 */
import type { FastifyPluginAsync } from 'fastify';
import { parseRasterName } from '../../rules/media';
import { notFound } from '../messages/errors';
import { etagOf } from '../http-cache/etag';
import { ByteBoundMemo } from './memo';
import { svgToWebp } from './raster';
import { renderMedia } from './render';

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
}

interface Media {
  body: string | Buffer;
  type: string;
  etag: string;
}

/** The name's answer, or null when the name is not a picture we draw (nothing is kept for it). */
function draw(name: string, render: (name: string) => string | null): Promise<Media> | null {
  const raster = parseRasterName(name);
  const svg = render(raster ? raster.svg : name);
  if (svg === null) return null;
  if (!raster) return Promise.resolve({ body: svg, type: 'image/svg+xml; charset=utf-8', etag: etagOf(svg) });
  return svgToWebp(svg, raster.width).then((body) => ({ body, type: 'image/webp', etag: etagOf(body) }));
}

export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, { render = renderMedia, memoBytes = MEDIA_MEMO_BYTES }) => {
  const memo = new ByteBoundMemo<Media>(memoBytes, (media) => Buffer.byteLength(media.body) + ENTRY_OVERHEAD);

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const name = request.params['*'];
    let answer = memo.get(name);
    if (!answer) {
      const drawn = draw(name, render);
      if (!drawn) throw notFound();
      answer = memo.set(name, drawn);
    }
    const media = await answer;
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', media.etag);
    if (request.headers['if-none-match'] === media.etag) return reply.code(304).send();
    return reply.type(media.type).send(media.body);
  });
};
