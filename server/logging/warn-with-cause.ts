import type { FastifyBaseLogger } from 'fastify';
import { causeChain, fieldOf } from '../db/pg-error';
import { safeError } from './logging';

export type CauseLog = Pick<FastifyBaseLogger, 'warn' | 'debug'>;

/** A failure the server lives through (database or provider away): one short warning; the stack at debug only. */
export function warnWithCause(log: CauseLog, error: unknown, msg: string, fields: Record<string, unknown> = {}): void {
  log.warn({ ...fields, error: briefly(error) }, msg);
  log.debug({ ...fields, err: error }, msg);
}

/** `safeError`'s message plus the first code along the causes, e.g. `database error (ECONNREFUSED)`. */
function briefly(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { message } = safeError(error);
  const code = [...causeChain(error)].map((link) => fieldOf(link, 'code')).find((c) => typeof c === 'string');
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
