import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/context';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

/** The storefront's absolute URL for this request ('…/' under the base path). */
const storefrontUrl = (request: FastifyRequest, basePath: string) => `${request.protocol}://${request.host}${basePath}`;

/**
 * /robots.txt at the host's root, where crawlers look for it whatever the base path,
 * and the sitemap beside the storefront. Both name absolute URLs.
 */
export const seoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { basePath } = ctx.config;

  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(basePath, `${storefrontUrl(request, basePath)}sitemap.xml`)),
  );

  app.get(`${basePath}sitemap.xml`, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(storefrontUrl(request, basePath), await sitemapPaths(ctx))),
  );
};
