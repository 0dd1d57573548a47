// LISTEN on a dedicated pg connection (a pooled one cannot hold it), or PGlite's listen() (decision 0011).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';
import { pgClient } from './client';

/** Payload: the table's name. */
export const CATALOG_CHANNEL = 'statefront_catalog';
/** A mail was written to the outbox (no payload): the mail pass of whichever process hears it runs now. */
export const MAIL_CHANNEL = 'statefront_mail';

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** False while the connection is lost: notifications are missed, so what was kept cannot be trusted. */
  onListening(listening: boolean): void;
}

const RECONNECT_MS = 1_000;

export async function listen(db: Db, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  const client = pgClient(db);
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
    handlers.onListening(true);
    return async () => {
      if (!client.closed) await unlisten().catch(() => undefined);
    };
  }
  if (client instanceof pg.Pool) return listenPg(client, channel, handlers);
  throw new Error('listen: the database is neither PGlite nor a pg Pool');
}

function listenPg(pool: pg.Pool, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  return keepSession(pool, {
    async open(connection) {
      connection.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      await connection.query(`LISTEN ${channel}`);
      handlers.onListening(true);
    },
    lost: () => handlers.onListening(false),
  });
}

/**
 * A connection of its own, outside the pool, opened by `open` and opened again a second after it is lost, until the
 * answer stops it: for what lasts as long as its session (a LISTEN, a session's advisory lock).
 */
export async function keepSession(
  pool: pg.Pool,
  session: { open(connection: pg.Client): Promise<void>; lost(): void },
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const connection = new pg.Client(pool.options);
    // A lost connection emits 'error' then 'end', handled on 'end'.
    connection.on('error', () => undefined);
    connection.on('end', () => {
      if (current !== connection) return;
      current = undefined;
      session.lost();
      if (!stopped) scheduleRetry();
    });
    try {
      await connection.connect();
      if (stopped) {
        await connection.end().catch(() => undefined);
        return;
      }
      current = connection;
      await session.open(connection);
    } catch (error) {
      current = undefined;
      await connection.end().catch(() => undefined);
      throw error;
    }
  };

  const scheduleRetry = () => {
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        if (!stopped) scheduleRetry();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const connection = current;
    current = undefined;
    await connection?.end().catch(() => undefined);
  };
}
