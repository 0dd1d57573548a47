/**
 * The payments sweep (decision 0014): unpaid holds past their time go back to stock, then
 * payments the provider took that no step 2 settled get their order or their refund, then
 * refunds owed on cancelled or returned orders that failed before are tried again (decision 0023).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { oneAtATime } from '../db/one-at-a-time';
import type { SweepOutcome } from '../ops/metrics';
import { repeatInBackground } from '../repeat';
import { releaseExpired } from './holds';
import { refundAllOwed } from './refunds';
import { settleAbandoned } from './settle';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** One pass; releasing first, so a settlement that must take its stock again finds what the pass freed. */
export async function sweepPayments(ctx: AppContext, log: Log): Promise<void> {
  await releaseExpired(ctx, log);
  await settleAbandoned(ctx, log);
  await refundAllOwed(ctx, log);
}

/**
 * Sweeps on a timer (repeatInBackground), in one process at a time however many share the
 * database (oneAtATime), telling `ended` how each pass went; the answer stops it.
 */
export function sweepOnTimer(ctx: AppContext, log: Log, ended: (outcome: SweepOutcome) => void = () => {}): () => Promise<void> {
  // Often enough that a hold outlives its time, and a payment its grace, by a small share of it: at most a minute.
  const shortest = Math.min(ctx.config.paymentHoldSeconds, ctx.config.paymentSettleSeconds);
  const every = Math.min(60_000, Math.max(1_000, (shortest * 1000) / 10));
  return repeatInBackground(
    () =>
      oneAtATime(ctx.db, 'payments-sweep', () => sweepPayments(ctx, log)).then(
        (outcome) => ended(outcome === 'ran' ? 'done' : 'skipped'),
        (error: unknown) => {
          ended('failed');
          log.error({ err: error }, 'the payments sweep failed');
        },
      ),
    every,
  );
}
