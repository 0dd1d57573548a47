// The back office's pages (issue 52): dist/admin/, a build of its own (vite.admin.config.ts), at <base path>admin/.
// Every path under it that is not one of its files answers its one page, which routes in the browser; the storefront's
// pages and files never come from here, nor these from there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { staticFile } from './spa';

export interface AdminAppOptions {
  distDir: string;
  /** '/' or '/shop/': always with both slashes. */
  basePath: string;
}

const baseMarker = '<!--statefront-admin-base-->';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Back office</title></head>
<body><main><h1>Back office</h1><p>The back office is not built yet. Run <code>npm run build</code>, then start the server again.</p></main></body></html>`;

export async function adminAppRoutes(app: FastifyInstance, options: AdminAppOptions): Promise<void> {
  const adminDir = path.resolve(options.distDir, 'admin');
  const pageFile = path.join(adminDir, 'admin.html');
  const prefix = `${options.basePath}admin/`;
  const built = existsSync(pageFile);
  const page = built ? readFileSync(pageFile, 'utf8').replace(baseMarker, `<base href="${prefix}">`) : notBuiltPage;
  // Its own, in this plugin's scope: reply.sendFile here sends from dist/admin/ only.
  if (built) await app.register(fastifyStatic, { root: adminDir, serve: false });

  const sendPage = (reply: FastifyReply) =>
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);

  app.get(prefix.slice(0, -1), (_request, reply) => reply.redirect(prefix));
  app.get(`${prefix}*`, (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const file = built ? assetOf(adminDir, relative) : null;
    if (!file) return sendPage(reply);
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.sendFile(file, { cacheControl: false });
  });
}

/** Only Vite's content-hashed files under assets/; anything else is a page of the app. */
const assetOf = (adminDir: string, relative: string) =>
  relative.startsWith('assets/') ? staticFile(adminDir, relative) : null;
