/**
 * What the browser benchmarks measure (bench-lighthouse, bench-takeover): the real
 * storefront (built, seeded, served by the real app on a loopback port) and a floor page
 * of its own (React 19 and one picture, scripts/bench-floor/, built here with Vite and
 * served precompressed by node:http), with the pages to load: the floor first, then
 * home, the listing and a product page.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { asc } from 'drizzle-orm';
import { build } from 'vite';
import { buildAppWithContext } from '../server/http/app';
import { openDatabase } from '../server/db/connect';
import { products } from '../server/db/schema';
import { seedIfEmpty } from '../server/seed';
import { precompressDir } from './precompress';
import { freePort } from './server-process';

const root = fileURLToPath(new URL('../', import.meta.url));

export interface BenchSite {
  pages: { name: string; url: string }[];
  close(): Promise<void>;
}

/** Builds and serves both under `tmp` (emptied first). */
export async function startBenchSite(tmp: string): Promise<BenchSite> {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });

  // --- the floor: built once, served precompressed -----------------------------------
  const floorDist = path.join(tmp, 'floor');
  await build({
    root: path.join(root, 'scripts', 'bench-floor'),
    configFile: false,
    logLevel: 'warn',
    base: './',
    plugins: [react()],
    build: { outDir: floorDist, emptyOutDir: true },
  });
  precompressDir(floorDist);
  const floorHttp = floorServer(floorDist);
  const floor = await listen(floorHttp);

  // --- the storefront: built into tmp, seeded, served by the real app ----------------
  const storeDist = path.join(tmp, 'dist');
  await build({ root, logLevel: 'warn', build: { outDir: storeDist, emptyOutDir: true } });
  await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: path.join(storeDist, '.ssr') } });
  const dataDir = path.join(tmp, 'data');
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database.db);
  const { app } = await buildAppWithContext({
    ctx: { db: database.db },
    config: { basePath: '/', dataDir },
    distDir: storeDist,
    logger: { level: 'warn' },
  });
  const storePort = await freePort();
  await app.listen({ port: storePort, host: '127.0.0.1' });
  const store = `http://127.0.0.1:${storePort}`;
  const [product] = await database.db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
  if (!product) throw new Error('the seeded shop has no product');

  return {
    pages: [
      { name: 'floor', url: `${floor}/` },
      { name: 'home', url: `${store}/` },
      { name: 'listing /shop', url: `${store}/shop` },
      { name: 'product', url: `${store}/product/${product.slug}` },
    ],
    async close() {
      await app.close();
      await database.close();
      await new Promise((resolve) => floorHttp.close(resolve));
    },
  };
}

// --- a static server for the floor: precompressed files, like the storefront's -------
function floorServer(dir: string): Server {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  return createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const suffix = { br: 'br', gzip: 'gz' } as const;
    const encoding = (['br', 'gzip'] as const).find((e) => accepts.includes(e) && existsSync(`${file}.${suffix[e]}`));
    const headers: Record<string, string> = {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    response.writeHead(200, headers).end(readFileSync(encoding ? `${file}.${suffix[encoding]}` : file));
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}
