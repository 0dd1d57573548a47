// Every background pass, one process at a time however many share the database (decision 0025).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context/context';
import { CATALOG_CHANNEL, listen, MAIL_CHANNEL } from '../db/notifications';
import { oneAtATime } from '../db/one-at-a-time';
import { warnWithCause } from '../logging/warn-with-cause';
import type { SweepOutcome } from '../ops/metrics';
import { sweepPayments } from '../orders/payments/sweep';
import { holdClaimOwner } from '../orders/placing/claim-owners';
import { openClaimLanes } from '../orders/placing/claim-lanes';
import { forgetClosedWindows } from '../rate-limits/hits';
import { forgetClosedLoginWindows } from '../rate-limits/login-failures';
import { RATE_LIMIT_WINDOW_MS } from '../rate-limits/rate-limit';
import { startAutovacuum } from './autovacuum';
import { repeatInBackground, wakeOnNews } from './repeat';
import { sendDueMails, type MailOutcome } from '../mail/send-pass';
import { forgetOldResets } from '../account/password-reset';
import { pruneStaffSessions } from '../staff/sessions';
import { mailTransport } from '../mail/transport';
import { fetchWaitingPhotos } from '../media/photos/waiting';
import { foldSoldCounts, SOLD_COUNTS_PASS_EVERY_MS } from '../orders/sold-counts';

/** An imported product's photo shows soon after the import. */
export const PHOTO_PASS_EVERY_MS = 2_000;

/** A reset code should arrive while the shopper waits for it. */
export const MAIL_PASS_EVERY_MS = 1_000;
/** A mail written wakes the pass this soon: still at once for whoever waits for it, a few passes for a sale's hundreds. */
const MAIL_NEWS_GATHER_MS = 200;

export interface PassOptions {
  swept: (outcome: SweepOutcome) => void;
  mailed: (outcome: MailOutcome, kind: string) => void;
  autovacuum: boolean;
}

/** The answer stops them all, waiting for the passes under way. */
export async function startBackgroundPasses(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: PassOptions,
): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  // Before anything is served: a predecessor killed mid-placement leaves its claimed units back in stock (0070).
  stops.push(await holdClaimOwner(ctx));
  // Decision 0089: opened before the routes take them, warmed while the app starts.
  stops.push(openClaimLanes(ctx));
  // Decision 0011.
  stops.push(
    await listen(ctx.db, CATALOG_CHANNEL, {
      onNotify: () => ctx.catalogCache.invalidate(),
      onListening: (listening) => ctx.catalogCache.setListening(listening),
    }),
  );
  // Decision 0014. A hold outlives its time, and a payment its grace, by a tenth of it or a minute at most.
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
  // Decisions 0025, 0034.
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
  // Decision 0039.
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'password-resets', () => forgetOldResets(ctx.db, ctx.now())).catch((error: unknown) =>
          log.warn({ err: error }, 'forgetting old password reset codes failed; the next pass tries again'),
        ),
      10 * 60_000,
    ),
  );
  // Decision 0050: a staff session no cookie can open any more.
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'staff-sessions', () => pruneStaffSessions(ctx.db, ctx.now())).catch((error: unknown) =>
          log.warn({ err: error }, 'forgetting ended staff sessions failed; the next pass tries again'),
        ),
      10 * 60_000,
    ),
  );
  // Decision 0038.
  const mail = {
    db: ctx.db,
    transport: mailTransport(ctx.config),
    now: ctx.now,
    from: ctx.config.mailFrom,
    log,
    report: options.mailed,
    placing: () => ctx.checkoutTurns.busy(),
  };
  const mailPass = repeatInBackground(
    () =>
      oneAtATime(ctx.db, 'mail-outbox', () => sendDueMails(mail)).then(
        (outcome) => mailNews.ran(outcome),
        (error: unknown) => log.warn({ err: error }, 'the mail pass failed; the next pass tries again'),
      ),
    MAIL_PASS_EVERY_MS,
  );
  const mailNews = wakeOnNews(mailPass, MAIL_NEWS_GATHER_MS);
  stops.push(mailPass);
  // Decisions 0065, 0072: a mail written wakes the pass at once; the tick is for retries and for news missed.
  stops.push(await listen(ctx.db, MAIL_CHANNEL, { onNotify: () => mailNews.news(), onListening: () => undefined }));
  // Decision 0081. Not while this process's placements take their turns: it would take PGlite's thread from them.
  stops.push(
    repeatInBackground(async () => {
      if (ctx.checkoutTurns.busy()) return;
      await oneAtATime(ctx.db, 'sold-counts', () => foldSoldCounts(ctx.db)).catch((error: unknown) =>
        warnWithCause(log, error, 'counting sold units failed; the next pass tries again'),
      );
    }, SOLD_COUNTS_PASS_EVERY_MS),
  );
  // Decision 0046.
  stops.push(
    repeatInBackground(
      () =>
        oneAtATime(ctx.db, 'photo-fetches', () =>
          fetchWaitingPhotos({ db: ctx.db, mediaDir: ctx.config.mediaDir, now: ctx.now }),
        ).catch((error: unknown) =>
          warnWithCause(log, error, 'the photo fetch pass failed; the next pass tries again'),
        ),
      PHOTO_PASS_EVERY_MS,
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
