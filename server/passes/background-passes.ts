/**
 * Every background pass of one server process (the catalog's listener, the payments sweep,
 * forgetting rate-limit windows and old reset codes, the mail outbox, PGlite's autovacuum),
 * started together and stopped by one function. Each runs on a timer that never keeps the
 * process alive (repeat.ts), in one process at a time however many share the database
 * (db/one-at-a-time.ts), each unit of work in its own transaction (decision 0025).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/context';
import { CATALOG_CHANNEL, listen } from '../db/notifications';
import { oneAtATime } from '../db/one-at-a-time';
import { warnWithCause } from '../logging/warn-with-cause';
import type { SweepOutcome } from '../ops/metrics';
import { sweepPayments } from '../orders/sweep';
import { forgetClosedWindows } from '../rate-limits/hits';
import { forgetClosedLoginWindows } from '../rate-limits/login-failures';
import { RATE_LIMIT_WINDOW_MS } from '../rate-limits/rate-limit';
import { startAutovacuum } from './autovacuum';
import { repeatInBackground } from './repeat';
import { sendDueMails, type MailOutcome } from '../mail/send-pass';
import { forgetOldResets } from '../account/password-reset';
import { mailTransport } from '../mail/transport';

/** How often the outbox is looked at: a reset code should arrive while the shopper waits for it. */
export const MAIL_PASS_EVERY_MS = 1_000;

export interface PassOptions {
  /** How each payments sweep ended, for the metrics. */
  swept: (outcome: SweepOutcome) => void;
  /** How each mail of the outbox went, for the metrics. */
  mailed: (outcome: MailOutcome, kind: string) => void;
  /** PGlite has no autovacuum of its own: the process does its job (autovacuum.ts). */
  autovacuum: boolean;
}

/** Starts the passes; the answer stops them all, waiting for the passes under way. */
export async function startBackgroundPasses(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: PassOptions,
): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  // Every catalog write, from any process, NOTIFYs: the catalog cache forgets (decision 0011).
  stops.push(
    await listen(ctx.db, CATALOG_CHANNEL, {
      onNotify: () => ctx.catalogCache.invalidate(),
      onListening: (listening) => ctx.catalogCache.setListening(listening),
    }),
  );
  // Unpaid holds go back to stock when their time is up; taken payments nobody settled get
  // their order or refund (decision 0014). Often enough that a hold outlives its time, and a
  // payment its grace, by a small share of it: at most a minute.
  const shortest = Math.min(ctx.config.paymentHoldSeconds, ctx.config.paymentSettleSeconds);
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'payments-sweep', () => sweepPayments(ctx, log)).then(
          (outcome) => options.swept(outcome === 'ran' ? 'done' : 'skipped'),
          (error: unknown) => {
            options.swept('failed');
            warnWithCause(log, error, 'the payments sweep failed; the next pass tries again');
          },
        ),
      Math.min(60_000, Math.max(1_000, (shortest * 1000) / 10)),
    ),
  );
  // The rate limits' closed windows are forgotten, per address and per account (decisions 0025, 0034).
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'rate-limit-windows', async () => {
          await forgetClosedWindows(ctx.db);
          await forgetClosedLoginWindows(ctx.db, ctx.now());
        }).catch((error: unknown) =>
          warnWithCause(log, error, 'forgetting closed rate-limit windows failed; the next pass tries again'),
        ),
      RATE_LIMIT_WINDOW_MS,
    ),
  );
  // Password reset codes a day old are forgotten (decision 0039).
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'password-resets', () => forgetOldResets(ctx.db, ctx.now())).catch((error: unknown) =>
          log.warn({ err: error }, 'forgetting old password reset codes failed; the next pass tries again'),
        ),
      10 * 60_000,
    ),
  );
  // The outbox's mails go out, each once, retried with a growing backoff (decision 0038).
  const mail = {
    db: ctx.db,
    transport: mailTransport(ctx.config),
    now: ctx.now,
    from: ctx.config.mailFrom,
    log,
    report: options.mailed,
  };
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'mail-outbox', () => sendDueMails(mail)).catch((error: unknown) =>
          log.warn({ err: error }, 'the mail pass failed; the next pass tries again'),
        ),
      MAIL_PASS_EVERY_MS,
    ),
  );
  if (options.autovacuum) {
    stops.push(
      startAutovacuum(ctx.db, {
        done: (run) => log.info(run, 'autovacuum'),
        failed: (error) => warnWithCause(log, error, 'autovacuum failed; it tries again'),
      }),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
