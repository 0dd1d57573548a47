import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context/context';
import { storefrontUrl } from '../settings/public-url';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

/**
 * /robots.txt at the host's root whatever the base path, where crawlers look. Both name the shop's own
 * address, never the request's Host: anyone caches them for an hour (decision 0041).
 */
export const seoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { basePath } = ctx.config;

  const storefront = () => storefrontUrl(ctx.config, app.server.address());

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(basePath, `${storefront()}sitemap.xml`)),
  );

  app.get(`${basePath}sitemap.xml`, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(storefront(), await sitemapPaths(ctx))),
  );
};
