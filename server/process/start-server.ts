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
export async function startServer(): Promise<void> {
  const config = loadConfig();
  const stopping = takeStopSignals(config.shutdownGraceSeconds);
  // Opening (and seeding) the database can take a while: the operator knows the process is under way.
  console.log('Statefront starting');
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
    if (!stopping.signal) await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }
  const server = app;
  if (stopping.signal && !server.server.listening) {
    server.log.info(`${stopping.signal} while starting: stopping before listening`);
    await server.close();
    process.exit(0);
  }

  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const data = database.kind === 'postgres' ? database.location : `${database.location} (PGlite)`;
  console.log(
    `Statefront on http://${config.host}:${port}${config.basePath} (API ${API_PREFIX}, docs /api/docs, data: ${data})`,
  );

  stopping.whenSignalled((signal) => {
    server.log.info(`${signal}: shutting down`);
    drainAndClose(server, connections).then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

/**
 * SIGINT and SIGTERM taken from the first moment: one that comes while the server starts (a worker of WORKERS=N its
 * primary stops before it listens) stops it once started, cleanly, not by the signal's default, a death its primary
 * counts as a failed stop. Every signal, not once: a worker meets the terminal's Ctrl-C and its primary's SIGTERM both.
 */
function takeStopSignals(graceSeconds: number) {
  let signal: NodeJS.Signals | undefined;
  let then: ((signal: NodeJS.Signals) => void) | undefined;
  const take = (received: NodeJS.Signals) => {
    if (signal) return;
    signal = received;
    // A stuck start or connection must not keep the process (and the DATA_DIR lock) alive forever.
    setTimeout(() => {
      console.error(`shutdown took over ${graceSeconds} s (SHUTDOWN_GRACE_SECONDS): stopping anyway`);
      process.exit(1);
    }, graceSeconds * 1000).unref();
    then?.(received);
  };
  process.on('SIGINT', take);
  process.on('SIGTERM', take);
  return {
    get signal() {
      return signal;
    },
    /** `stop` now if a signal came, else at the first. */
    whenSignalled(stop: (signal: NodeJS.Signals) => void) {
      then = stop;
      if (signal) stop(signal);
    },
  };
}
