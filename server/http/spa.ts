import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontPages } from '#drawn-page/pages';
import { firstLoadHead } from '../first-screen/first-load-head';
import { messages } from '../messages/messages';
import { warnWithCause } from '../logging/warn-with-cause';

export interface SpaOptions {
  /** The built storefront (Vite's outDir). */
  distDir: string;
  /** The storefront's pages (server/first-screen/page-routes.ts): any other path answers 404. */
  pages: StorefrontPages;
  /** Where the storefront lives, '/' or '/shop/' (always with both slashes). */
  basePath: string;
  apiBase: string;
  /** The symbol prices carry, as the shop says today (read for each page). */
  currency: () => Promise<string>;
  /** The shop's own origin (decision 0041): the app's absolute links name it, as the drawn page's do. */
  origin: () => string;
  /** The meta description of a page, by its path under basePath (decoded, no leading slash). */
  describe?: (pagePath: string) => Promise<string | null>;
  /**
   * What else the page carries: in its head, its first screen's data and lead picture
   * (decision 0016); in its body, the first screen drawn by the app (decisions 0018, 0019).
   */
  firstScreen?: (page: PageRequest) => Promise<PageExtras>;
}

export interface PageRequest {
  /** Under basePath, decoded, no leading slash. */
  path: string;
  /** The request's search params, without the `?` ('' for none). */
  query: string;
  /** The request's path and query. */
  url: string;
  /** The shopper's address: the page's first calls count in its read limit, as the client's own calls would. */
  address: string;
}

export interface PageExtras {
  head: string;
  /** The first screen's markup, or '' (the app renders it). */
  body: string;
  /** The first screen learnt that what the page shows (a product, a category) does not exist. */
  missing?: boolean;
}

const configMarker = '<!--statefront-config-->';
/** Where the app renders (index.html). */
const emptyRoot = '<div id="root"></div>';
/** Where each answer puts what is its own (the page's description), after the config. */
const pageMarker = '<!--statefront-page-->';

/** Paths that belong to the server, never to client-side routing. */
const serverPrefixes = ['/api', '/media'];
const isServerPath = (pathname: string) =>
  serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const noExtras: PageExtras = { head: '', body: '' };

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');

/**
 * index.html with the runtime configuration (decision 0005): a <base> so the relative
 * asset URLs of the build resolve under any base path, and a meta tag (not an inline
 * script, so the CSP needs no 'unsafe-inline') the app reads at startup.
 */
export function injectConfig(
  template: string,
  options: { basePath: string; apiBase: string; currency: string; origin: string },
): string {
  const json = JSON.stringify({
    basePath: options.basePath,
    apiBase: options.apiBase,
    currency: options.currency,
    origin: options.origin,
  });
  const tags = `<base href="${escapeHtml(options.basePath)}"><meta name="statefront-config" content="${escapeHtml(json)}">${pageMarker}`;
  return template.replace(configMarker, tags);
}

const styleLink = /<link rel="stylesheet" crossorigin href="\.\/([^"]+\.css)">\s*/g;

/** index.html without the style sheet links Vite wrote (the server inlines them, see firstLoadHead), and their files. */
function withoutStyleLinks(html: string): { html: string; sheets: string[] } {
  const sheets = [...html.matchAll(styleLink)].map((match) => match[1]!);
  return { html: html.replace(styleLink, ''), sheets };
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Statefront</title></head>
<body><h1>Statefront</h1><p>The storefront is not built yet. Run <code>npm run build</code>, then start the server again.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** The empty element right after a drawn screen's #root, which the head's render-blocking link names. */
const drawnEnd = 'root-end';

/**
 * A drawn page paints once its whole screen is parsed: on a slow phone the parser yields
 * part-way, and a paint of half a header moves when the rest arrives (a layout shift before
 * any script runs), and the whole page is laid out again after that first paint (a long task
 * at a phone's speed). The link names the marker after the screen, not #root: an expect link
 * unblocks as soon as its target is in the document. And it names the page's own address:
 * the fragment alone resolves against `<base href>`, and a link to another document (the
 * base, `/`, on any page but home) blocks nothing.
 */
function wholeScreenFirst(requestUrl: string): string {
  return `<link rel="expect" href="${escapeHtml(`${requestUrl}#${drawnEnd}`)}" blocking="render">`;
}

/**
 * Serves the built storefront under basePath: its files, and index.html for its pages
 * (the router's, server/first-screen/page-routes.ts), with a 404 for any other path.
 */
export async function spaRoutes(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { basePath } = options;
  const distDir = path.resolve(options.distDir);
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const { html: indexHtml, sheets } = built
    ? withoutStyleLinks(readFileSync(indexFile, 'utf8'))
    : { html: notBuiltPage, sheets: [] };
  const pageHead = built ? firstLoadHead(distDir, sheets, options.pages) : () => '';

  // Only for reply.sendFile: which file to send is decided below. preCompressed picks
  // the build's .br or .gz sibling by Accept-Encoding (and says Vary); other files are
  // compressed on the fly (plugins/compression.ts).
  if (built) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  // The page works without its inlined data (it fetches it), so failing to add it never fails the page.
  const firstScreen = async (request: FastifyRequest, pagePath: string, query: string): Promise<PageExtras> => {
    try {
      const page = { path: pagePath, query, url: request.url, address: request.ip };
      return (await options.firstScreen?.(page)) ?? noExtras;
    } catch (error) {
      warnWithCause(request.log, error, 'inlining the first screen failed');
      return noExtras;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pagePath: string, query: string) => {
    const [description, extras, currency] = built
      ? await Promise.all([
          options.describe?.(pagePath) ?? null,
          firstScreen(request, pagePath, query),
          options.currency(),
        ])
      : [null, noExtras, ''];
    const meta = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
    // A drawn screen is the app's own markup, live as HTML (links, scrolling, typing) until the app hydrates it (src/boot.tsx).
    const root = extras.body
      ? `<div id="root" data-drawn>${extras.body}</div><span id="${drawnEnd}" hidden></span>`
      : emptyRoot;
    const html = injectConfig(indexHtml, {
      basePath: options.basePath,
      apiBase: options.apiBase,
      currency,
      origin: options.origin(),
    })
      .replace(
        pageMarker,
        () =>
          meta +
          (extras.body ? wholeScreenFirst(request.url) : '') +
          pageHead(pagePath, Boolean(extras.body)) +
          extras.head,
      )
      .replace(emptyRoot, () => root);
    // The app draws its not-found page itself: a path that is no page answers it with a 404,
    // so crawlers and probes see what a shopper sees.
    const found = options.pages.pageAt(pagePath) !== null && !extras.missing;
    return reply
      .status(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  if (basePath !== '/') {
    app.get('/', (_request, reply) => reply.redirect(basePath));
    app.get(basePath.slice(0, -1), (_request, reply) => reply.redirect(basePath));
  }

  app.get(`${basePath}*`, (request, reply) => {
    let pathname: string;
    const [rawPath = '/', query] = request.url.split('?');
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.status(400).send({ message: messages.requests.malformedUrl });
    }
    if (isServerPath(pathname)) return reply.callNotFound();
    const pagePath = pathname.slice(basePath.length);
    const file = built ? staticFile(distDir, pagePath) : null;
    if (!file || file === 'index.html') return sendIndex(request, reply, pagePath, query ?? '');
    // Vite puts content-hashed files under assets/: they never change, so cache them for good.
    const hashed = file.startsWith(`assets${path.sep}`);
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return reply.sendFile(file, { cacheControl: false });
  });
}

/** The file under distDir a request path names, or null (a path that escapes distDir or names a dot file is null too). */
function staticFile(distDir: string, relative: string): string | null {
  if (relative === '' || relative.endsWith('/')) return null;
  // Dot folders hold what the server reads, not what it sends: Vite's manifest, the prerender.
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const absolute = path.resolve(distDir, relative);
  if (!absolute.startsWith(distDir + path.sep)) return null;
  try {
    return statSync(absolute).isFile() ? path.relative(distDir, absolute) : null;
  } catch {
    return null;
  }
}
