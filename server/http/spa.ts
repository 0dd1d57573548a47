import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontPages } from '#drawn-page/pages';
import { firstLoadHead } from '../first-screen/first-load-head';
import { messages } from '../messages/messages';
import { warnWithCause } from '../logging/warn-with-cause';

export interface SpaOptions {
  distDir: string;
  /** From server/first-screen/page-routes.ts: any other path answers 404. */
  pages: StorefrontPages;
  /** '/' or '/shop/': always with both slashes. */
  basePath: string;
  apiBase: string;
  currency: () => Promise<string>;
  /** The shop's name (the page's <title> until the app sets its own) and its favicon, as its settings give them. */
  shopHead?: () => Promise<{ name: string; favicon: string | null }>;
  /** The app's absolute links name it, as the drawn page's do (decision 0041). */
  origin: () => string;
  describe?: (pagePath: string) => Promise<string | null>;
  /**
   * The head's first-screen data and lead picture (decision 0016); the body's drawn screen (decisions 0018, 0019).
   * `subject`: the answer of the call for what the page shows, given rather than asked for (a preview's).
   */
  firstScreen?: (page: PageRequest, subject?: unknown) => Promise<PageExtras>;
}

export interface PageRequest {
  /** Under basePath, decoded, no leading slash. */
  path: string;
  query: string;
  url: string;
  /** The page's first calls count in this address's read limit, as the client's own would. */
  address: string;
}

export interface PageExtras {
  head: string;
  body: string;
  /** What the page shows (a product, a category) does not exist: a 404. */
  missing?: boolean;
}

const configMarker = '<!--statefront-config-->';
const emptyRoot = '<div id="root"></div>';
const pageMarker = '<!--statefront-page-->';

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

/** Decision 0005: a <base> for any base path, and a meta tag, not a script, so the CSP needs no 'unsafe-inline'. */
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

/** The server inlines the style sheets (firstLoadHead). */
function withoutStyleLinks(html: string): { html: string; sheets: string[] } {
  const sheets = [...html.matchAll(styleLink)].map((match) => match[1]!);
  return { html: html.replace(styleLink, ''), sheets };
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Statefront</title></head>
<body><h1>Statefront</h1><p>The storefront is not built yet. Run <code>npm run build</code>, then start the server again.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></body></html>`;

const drawnEnd = 'root-end';

// Laid out whole before the first paint (decision 0019): the marker after the screen, since an expect link unblocks once its
// target is in; the page's own address, since a bare fragment resolves against `<base href>` and blocks nothing.
function wholeScreenFirst(requestUrl: string): string {
  return `<link rel="expect" href="${escapeHtml(`${requestUrl}#${drawnEnd}`)}" blocking="render">`;
}

/** A page's HTML as the storefront answers it: `found` false for its not-found page. */
export interface DrawnHtml {
  html: string;
  found: boolean;
}

export interface StorefrontHtml {
  distDir: string;
  built: boolean;
  /** What a GET of the page answers. */
  page(request: FastifyRequest, pagePath: string, query: string): Promise<DrawnHtml>;
  /**
   * The page drawn from `subject` (the answer of the call for what it shows) instead of the shop's
   * own: a still picture of it, its scripts left out, for a frame in the back office (issue 54).
   */
  preview(request: FastifyRequest, pagePath: string, subject: unknown): Promise<DrawnHtml>;
}

export function storefrontHtml(options: SpaOptions): StorefrontHtml {
  const distDir = path.resolve(options.distDir);
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const { html: indexHtml, sheets } = built
    ? withoutStyleLinks(readFileSync(indexFile, 'utf8'))
    : { html: notBuiltPage, sheets: [] };
  const pageHead = built ? firstLoadHead(distDir, sheets, options.pages) : () => '';

  // The page works without its inlined data (it fetches it), so failing to add it never fails the page.
  const firstScreen = async (
    request: FastifyRequest,
    pagePath: string,
    query: string,
    subject?: unknown,
  ): Promise<PageExtras> => {
    try {
      // A preview is asked for at the API's address: the page is drawn at its own.
      const url = subject === undefined ? request.url : encodeURI(`${options.basePath}${pagePath}`);
      const page = { path: pagePath, query, url, address: request.ip };
      return (await options.firstScreen?.(page, subject)) ?? noExtras;
    } catch (error) {
      warnWithCause(request.log, error, 'inlining the first screen failed');
      return noExtras;
    }
  };

  const draw = async (
    request: FastifyRequest,
    pagePath: string,
    query: string,
    preview?: { subject: unknown },
  ): Promise<DrawnHtml> => {
    const [description, extras, currency, shop] = built
      ? await Promise.all([
          options.describe?.(pagePath) ?? null,
          firstScreen(request, pagePath, query, preview?.subject),
          options.currency(),
          options.shopHead?.() ?? null,
        ])
      : [null, noExtras, '', null];
    const meta = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
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
          (extras.body && !preview ? wholeScreenFirst(request.url) : '') +
          pageHead(pagePath, Boolean(extras.body)) +
          extras.head,
      )
      .replace(emptyRoot, () => root)
      .replace(/<title>[^<]*<\/title>/, (title) => (shop ? `<title>${escapeHtml(shop.name)}</title>` : title))
      .replace(/<link rel="icon"[^>]*>/, (icon) =>
        shop?.favicon ? `<link rel="icon" href="${escapeHtml(shop.favicon)}">` : icon,
      );
    const found = options.pages.pageAt(pagePath) !== null && !extras.missing;
    return { html: preview ? stillPicture(html) : html, found };
  };

  return {
    distDir,
    built,
    page: (request, pagePath, query) => draw(request, pagePath, query),
    preview: (request, pagePath, subject) => draw(request, pagePath, '', { subject }),
  };
}

/** The page without what would run in it: its module scripts and their preloads (its JSON data stays, inert). */
function stillPicture(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

export async function spaRoutes(
  app: FastifyInstance,
  options: { storefront: StorefrontHtml; basePath: string },
): Promise<void> {
  const { basePath, storefront } = options;
  const { distDir, built } = storefront;

  // Only for reply.sendFile. preCompressed sends the build's .br or .gz sibling; others are compressed by plugins/compression.ts.
  if (built) await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pagePath: string, query: string) => {
    const { html, found } = await storefront.page(request, pagePath, query);
    // The app draws its not-found page; a 404 with it, so crawlers and probes see what a shopper sees.
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

/** A file of `distDir` by its path relative to it, or null: never a dot folder, never outside it. */
export function staticFile(distDir: string, relative: string): string | null {
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
