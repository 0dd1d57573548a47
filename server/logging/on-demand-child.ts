import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made when the request first writes at a level the logger keeps. pino's
 * child runs its bindings (the request id) through the redaction of every path in
 * logging.ts for each request; a request that writes nothing, or only below the level, never pays it.
 */
class OnDemandChild implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  readonly #least: number;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    // The parent's number, not its name: pino's `level` getter maps the number to a name we would map back.
    this.#least = options.level === undefined ? parent.levelVal : this.valueOf(options.level);
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.made().level = level;
  }

  // Methods, not a closure per level: a child is made for every request.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  private made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  private valueOf(level: LevelWithSilentOrString): number {
    return this.parent.levels.values[level] ?? Number.POSITIVE_INFINITY;
  }

  private write(level: Level, args: unknown[]): void {
    // Once made, the child's own level decides (someone may have set it).
    if (!this.#made && this.valueOf(level) < this.#least) return;
    Reflect.apply(this.made()[level], this.#made, args);
  }
}

/** For Fastify's `childLoggerFactory`: a pino parent gets children on demand; any other logger, its own child. */
export const onDemandChildren = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  isPino(logger) ? new OnDemandChild(logger, bindings, options) : logger.child(bindings, options);

const isPino = (logger: FastifyBaseLogger): logger is FastifyBaseLogger & Logger =>
  'levels' in logger && typeof (logger as Partial<Logger>).levels?.values === 'object';
