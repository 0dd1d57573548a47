/**
 * Work a request owes once its answer has left (decision 0045): the reset code's mail, so
 * that an email with an account is answered in the time one without is. The work is tried
 * a few times; work that still fails is logged and counted (the metrics read `failed`),
 * never dropped in silence. Closing the app waits for the work under way before the
 * database closes.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** The pauses before each try after the first: a database blip is over by then. */
const PAUSES_MS = [200, 1_000];

export class AfterAnswer {
  private readonly underWay = new Set<Promise<void>>();
  private readonly failures = new Map<string, number>();

  /** Work that failed on every try, by what it was. */
  get failed(): ReadonlyMap<string, number> {
    return this.failures;
  }

  /**
   * Runs `work` once `reply`'s answer has been sent (or its connection has gone), in the
   * background of the request; `what` names it in the log and the metrics, never its data.
   */
  run(reply: FastifyReply, what: string, work: () => Promise<void>): void {
    const log = reply.log;
    const done = sent(reply)
      .then(() => this.tryAll(log, what, work))
      .finally(() => this.underWay.delete(done));
    this.underWay.add(done);
  }

  /** Resolves once every piece of work under way has ended, however it ended. */
  async settled(): Promise<void> {
    while (this.underWay.size > 0) await Promise.allSettled([...this.underWay]);
  }

  private async tryAll(log: FastifyBaseLogger, what: string, work: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await work();
        return;
      } catch (error) {
        const pause = PAUSES_MS[attempt];
        if (pause === undefined) {
          this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
          log.error({ err: error, work: what }, `${what} failed after its answer, on every try: it is lost`);
          return;
        }
        log.warn({ err: error, work: what }, `${what} failed after its answer; trying again`);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }
}

/**
 * When the answer has left: a turn of the event loop after the response finished (or its
 * connection went). Node says 'finish' while the bytes may still wait in the corked socket,
 * and work started at once (PGlite runs on this thread) would hold them there: measured,
 * that made an answer owing a mail 2.6 ms slower.
 */
function sent(reply: FastifyReply): Promise<void> {
  const raw = reply.raw;
  if (raw.writableFinished || raw.destroyed) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const go = () => {
      raw.off('finish', go);
      raw.off('close', go);
      setImmediate(resolve);
    };
    raw.once('finish', go);
    raw.once('close', go);
  });
}
