import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../settings/api-prefix';
import { buildApp } from '../http/app';
import { loadConfig } from '../settings/config';
import { openDatabase } from '../db/connect';
import { trackConnections, type OpenConnections } from './connections';
import { drainAndClose } from './shutdown';
import { seedIfEmpty } from '../seed';
import { openChannel } from '../cli/channel';
import { run } from '../cli/run';

/** `npm start`: open (and seed) the database, serve, and drain on SIGINT/SIGTERM within SHUTDOWN_GRACE_SECONDS. */
export async function startServer(): Promise<FastifyInstance> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  let app: FastifyInstance | undefined;
  let connections: OpenConnections;
  try {
    const seed = await seedIfEmpty(database.db, config.seedProducts ? { products: config.seedProducts } : {});
    // PGlite has no autovacuum: without this, counts after the seed scan every row and the planner guesses blind.
    if (seed.seeded) await database.db.execute(sql`vacuum analyze`);
    app = await buildApp({
      ctx: { db: database.db },
      logger: { level: process.env.LOG_LEVEL ?? 'info' },
      autovacuum: database.kind === 'pglite',
      closeDatabase: database.close,
    });
    if (database.kind === 'pglite') {
      // Decision 0049: `npm run shop -- <command>` finds DATA_DIR held and hands the command over.
      const closeChannel = await openChannel(
        config.dataDir,
        (args, out) =>
          run(args, {
            out,
            open: async () => ({ ...database, close: async () => {} }),
            mediaDir: () => config.mediaDir,
            mailDir: () => path.join(config.dataDir, 'mail'),
          }),
        (error) => app?.log.error({ err: error }, 'a command handed over by npm run shop failed'),
      );
      app.addHook('onClose', closeChannel);
    }
    connections = trackConnections(app.server);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }
  const server = app;

  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const data = database.kind === 'postgres' ? database.location : `${database.location} (PGlite)`;
  console.log(
    `Statefront on http://${config.host}:${port}${config.basePath} (API ${API_PREFIX}, docs /api/docs, data: ${data})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`${signal}: shutting down`);
    // A stuck connection must not keep the process (and the DATA_DIR lock) alive forever.
    setTimeout(() => {
      server.log.error(`shutdown took over ${config.shutdownGraceSeconds} s (SHUTDOWN_GRACE_SECONDS): stopping anyway`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    drainAndClose(server, connections).then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Every signal, not once: a worker of WORKERS=N meets the terminal's Ctrl-C and its primary's SIGTERM both.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
