/**
 * A real server for tests: real HTTP on 127.0.0.1, a real database (PGlite, a copy of
 * the seeded demo shop unless told otherwise), the whole app as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createApiClient } from '#openapi/client';
import { buildAppWithContext, type BuildOptions } from '#server/http/app';
import type { Config } from '#server/settings/config';
import type { AppContext } from '#server/context/context';
import { openDatabase } from '#server/db/connect';
import { DEFAULT_PRODUCT_COUNT, seedIfEmpty } from '#server/seed';
import { seededDatabase } from './seeded-database';
import { scratchDir } from '#scripts/seeded-template';

export interface TestServerOptions {
  /** A PGlite directory (default: a new copy of the seeded demo shop, tests/support/seeded-database.ts). */
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
const testConfig: Partial<Config> = {
  rateLimitAuth: 0,
  loginFailuresBeforeLock: 0,
  rateLimitContact: 0,
  rateLimitReads: 0,
  secret: 'test-secret-0123456789abcdef',
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database =
    options.dataDir || options.databaseUrl
      ? await openDatabase({
          ...(options.dataDir ? { dataDir: options.dataDir } : {}),
          ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
        })
      : await seededDatabase();
  if (options.dataDir || options.databaseUrl) await seedIfEmpty(database.db, { products: DEFAULT_PRODUCT_COUNT });

  const pages = inject('storefrontPages');
  // Its own DATA_DIR for what the server writes there (mails without SMTP_URL), gone with it.
  const dataDir = options.config?.dataDir ?? mkdtempSync(path.join(scratchDir(), 'statefront-test-data-'));
  const removeDataDir = () => {
    if (!options.config?.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const build: BuildOptions = {
    ctx: { ...options.ctx, db: database.db },
    // Closed by the app, after the work owed after answers and the passes, as `npm start` closes it.
    closeDatabase: database.close,
    config: { ...testConfig, dataDir, ...options.config },
    ...(options.distDir ? { distDir: options.distDir } : {}),
    // The app's own pages (tests/support/storefront-pages.ts), whatever build the dist holds.
    ...(pages ? { pagesFrom: pages } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  };
  let built: Awaited<ReturnType<typeof buildAppWithContext>>;
  try {
    built = await buildAppWithContext(build);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.close();
    removeDataDir();
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
      removeDataDir();
    },
    async login(email, password) {
      const response = await fetch(`${apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ var_email: email, var_password: password }),
      });
      const body = (await response.json()) as { data?: { accessToken?: string }; message?: string };
      if (!response.ok || !body.data?.accessToken)
        throw new Error(`login ${email} failed: ${response.status} ${body.message}`);
      return body.data.accessToken;
    },
  };
}

/** The storefront's own typed client (openapi/client.ts) pointed at a test server. */
export function api(url: string, token?: string) {
  const baseUrl = url.endsWith('/api/v1') ? url : `${url}/api/v1`;
  return createApiClient({ baseUrl, getToken: () => token });
}
