export const PG_UNIQUE_VIOLATION = '23505';

/** A request's fault, so 400. Not all of class 22: a division by zero (22012) would be the server's own. */
export const PG_CLIENT_INPUT_ERRORS: ReadonlySet<string> = new Set([
  '22001', // string_data_right_truncation: longer than a varchar(n) column
  '22003', // numeric_value_out_of_range: an id or amount beyond the column's type
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire: a NUL or bytes that are not UTF-8
  '22025', // invalid_escape_sequence: a LIKE pattern ending in a backslash
  '22P02', // invalid_text_representation: text where a number or enum is expected
  '22P05', // untranslatable_character: \u0000 in a json value
]);

export interface PgError {
  code: string;
  constraint?: string;
}

// Fastify's and Node's codes (FST_ERR_*, EPERM) also sit in `code` and must not pass for one.
const SQLSTATE = /^(?:[0-9]{2}|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** A field beyond what the error's type says (a driver's `code`), unknown until checked. */
export function fieldOf(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, name) : undefined;
}

/** Outermost first (drizzle wraps the driver's error as `cause`); bounded in case a chain loops. */
export function* causeChain(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = fieldOf(current, 'cause');
  }
}

export function pgError(error: unknown): PgError | undefined {
  for (const link of causeChain(error)) {
    const code = fieldOf(link, 'code');
    const constraint = fieldOf(link, 'constraint');
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return undefined;
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres's own words for a lost connection. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/** PostgreSQL is away (class 08, 57P01-57P03, a refused or cut connection): the error handler answers 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgError(error)?.code;
  if (code && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')) return true;
  for (const link of causeChain(error)) {
    const nodeCode = fieldOf(link, 'code');
    const message = fieldOf(link, 'message');
    if (typeof nodeCode === 'string' && UNREACHABLE.has(nodeCode)) return true;
    if (typeof message === 'string' && LOST.test(message)) return true;
  }
  return false;
}
