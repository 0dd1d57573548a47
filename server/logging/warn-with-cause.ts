import type { FastifyBaseLogger } from 'fastify';
import { causeChain, fieldOf } from '../db/pg-error';
import { safeError } from './logging';

export type CauseLog = Pick<FastifyBaseLogger, 'warn' | 'debug'>;

/**
 * A failure the server lives through, not a bug: the database or the payment provider is
 * away, and the server answers 503 or a later pass tries again. The warning says what
 * failed in one short `error` line. The whole error, with a stack full of the checkout's
 * own paths, goes at debug only. A bug is logged at error with its stack instead.
 */
export function warnWithCause(log: CauseLog, error: unknown, msg: string, fields: Record<string, unknown> = {}): void {
  log.warn({ ...fields, error: briefly(error) }, msg);
  log.debug({ ...fields, err: error }, msg);
}

/**
 * The error as `safeError` keeps it, without its stack: its message and the first code
 * along its causes. That is the SQLSTATE or Node's code, e.g. `database error (ECONNREFUSED)`
 * for a query whose connection was refused.
 */
function briefly(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { message } = safeError(error);
  const code = [...causeChain(error)].map((link) => fieldOf(link, 'code')).find((c) => typeof c === 'string');
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
