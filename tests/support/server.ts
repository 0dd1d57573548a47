/**
 * A real server for tests: real HTTP on 127.0.0.1, a real database (in-memory PGlite
 * seeded with the demo shop unless told otherwise), the whole app as `npm start` runs it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApiClient } from '../../openapi/client';
import { buildAppWithContext, type BuildOptions } from '../../server/app';
import type { Config } from '../../server/config';
import type { AppContext } from '../../server/context';
import { MEMORY, openDatabase, type Database } from '../../server/db/connect';
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '../../server/seed';

export interface TestServerOptions {
  /** A PGlite directory (default: a fresh in-memory copy of the seeded demo shop). */
  dataDir?: string;
  /** postgres://... to run against PostgreSQL (seeded when empty). */
  databaseUrl?: string;
  config?: Partial<Config>;
  /** Context parts to inject, e.g. `now` for a controllable clock. */
  ctx?: Partial<Omit<AppContext, 'db' | 'config'>>;
  distDir?: string;
  /** The server's log (off by default); tests that read it pass a stream. */
  logger?: BuildOptions['logger'];
}

export interface TestServer {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** http://127.0.0.1:PORT/api/v1 */
  apiUrl: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
  /** Logs in through the API and returns the bearer token. */
  login(email: string, password: string): Promise<string>;
}

/** Tests run with the rate limits off unless a test turns them on. */
const testConfig: Partial<Config> = { rateLimitAuth: 0, rateLimitContact: 0, rateLimitReads: 0, secret: 'test-secret-0123456789abcdef' };

// Migrating and seeding takes seconds. The seeded database is dumped once (PGlite's
// data dir tarball), cached on disk under a key made from the migrations and the seed
// code, and every test server starts from a copy of it.
const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = path.join(root, 'node_modules', '.cache', 'statefront-test-db');
let seededTemplate: Promise<Blob> | undefined;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Changes whenever anything that shapes the seeded database changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(root, 'server', 'db')),
    path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

async function buildTemplate(): Promise<Blob> {
  const database = await openDatabase({ dataDir: MEMORY });
  try {
    // Always the default catalog: SEED_PRODUCTS in the environment must not change what tests see.
    await seedIfEmpty(database.db, { products: DEFAULT_PRODUCT_COUNT });
    if (!database.dump) throw new Error('openDatabase gave no dump() for an in-memory PGlite database');
    return await database.dump();
  } finally {
    await database.close();
  }
}

function template(): Promise<Blob> {
  seededTemplate ??= (async () => {
    const file = path.join(cacheDir, `${templateKey()}.tar`);
    try {
      if (statSync(file).size > 0) return new Blob([readFileSync(file)]);
    } catch {
      // not cached yet
    }
    const dump = await buildTemplate();
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename: parallel test workers may race, and a reader must never see half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return seededTemplate;
}

/** A fresh in-memory copy of the seeded demo shop, without a server (the copy every test server starts from). */
export async function seededMemoryDatabase(): Promise<Database> {
  return openDatabase({ dataDir: MEMORY, initialDump: await template() });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database =
    options.dataDir || options.databaseUrl
      ? await openDatabase({
          ...(options.dataDir ? { dataDir: options.dataDir } : {}),
          ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
        })
      : await seededMemoryDatabase();
  if (options.dataDir || options.databaseUrl) await seedIfEmpty(database.db, { products: DEFAULT_PRODUCT_COUNT });

  const build: BuildOptions = {
    ctx: { ...options.ctx, db: database.db },
    config: { ...testConfig, ...options.config },
    ...(options.distDir ? { distDir: options.distDir } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  };
  let built: Awaited<ReturnType<typeof buildAppWithContext>>;
  try {
    built = await buildAppWithContext(build);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { app, ctx } = built;
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const apiUrl = `${url}/api/v1`;

  return {
    url,
    apiUrl,
    app,
    ctx,
    async close() {
      await app.close();
      await database.close();
    },
    async login(email, password) {
      const response = await fetch(`${apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ var_email: email, var_password: password }),
      });
      const body = (await response.json()) as { data?: { accessToken?: string }; message?: string };
      if (!response.ok || !body.data?.accessToken) throw new Error(`login ${email} failed: ${response.status} ${body.message}`);
      return body.data.accessToken;
    },
  };
}

/** The storefront's own typed client (openapi/client.ts) pointed at a test server. */
export function api(url: string, token?: string) {
  const baseUrl = url.endsWith('/api/v1') ? url : `${url}/api/v1`;
  return createApiClient({ baseUrl, getToken: () => token });
}
