/** SQLSTATE codes the server answers with something better than a 500. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_NUMERIC_OUT_OF_RANGE = '22003';
export const PG_INVALID_TEXT_REPRESENTATION = '22P02';

export interface PgError {
  code: string;
  /** The index or constraint a violation names (pg and PGlite both report it). */
  constraint?: string;
}

// A SQLSTATE's class is two digits or F0, HV, P0, XX; Fastify's and Node's codes (FST_ERR_*,
// EPERM) also sit in `code` and must not pass for one.
const SQLSTATE = /^(?:[0-9]{2}|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/**
 * The PostgreSQL error inside `error`, if there is one. Drizzle wraps the driver's error
 * as `cause`, so the chain is walked, a few levels at most in case a chain loops.
 */
export function pgError(error: unknown): PgError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = cause;
  }
  return undefined;
}
