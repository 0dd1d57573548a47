/**
 * Serves the drawn pictures: register with `app.register(mediaRoutes, { prefix: '/media' })`.
 * A name's picture never changes, so answers are cached for a year and carry an ETag.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors';
import { renderMedia } from './render';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Drawing is cheap but not free; a small memo keeps hot images (cards, banners) instant.
  const cache = new Map<string, { body: string; etag: string }>();
  const MAX_CACHED = 2000;

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const name = request.params['*'];
    let hit = cache.get(name);
    if (!hit) {
      const body = renderMedia(name);
      if (body === null) throw notFound();
      hit = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(name, hit);
    }
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', hit.etag);
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(hit.body);
  });
};
