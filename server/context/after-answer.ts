// Work a request owes once its answer has left (decision 0045): tried three times, then logged and counted, never lost in silence.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Before each try after the first: a database blip is over by then. */
const PAUSES_MS = [200, 1_000];

export class AfterAnswer {
  private readonly underWay = new Set<Promise<void>>();
  private readonly failures = new Map<string, number>();

  get failed(): ReadonlyMap<string, number> {
    return this.failures;
  }

  /** `what` names the work in the log and the metrics, never its data. */
  run(reply: FastifyReply, what: string, work: () => Promise<void>): void {
    const log = reply.log;
    const done = sent(reply)
      .then(() => this.tryAll(log, what, work))
      .finally(() => this.underWay.delete(done));
    this.underWay.add(done);
  }

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

// A turn after 'finish': the bytes may still wait in the corked socket, and work at once (PGlite is on this thread) holds them.
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
