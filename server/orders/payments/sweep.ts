/**
 * The payments sweep (decision 0014): unpaid holds past their time go back to stock, then
 * payments the provider took that no step 2 settled get their order or their refund, then
 * refunds owed on cancelled or returned orders that failed before are tried again (decision 0023).
 * The timer that runs it, one process at a time, is in passes/background-passes.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { releaseExpired } from './holds';
import { refundAllOwed } from './refunds';
import { settleAbandoned } from './settle';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;

/** One pass; releasing first, so a settlement that must take its stock again finds what the pass freed. */
export async function sweepPayments(ctx: AppContext, log: Log): Promise<void> {
  await releaseExpired(ctx, log);
  await settleAbandoned(ctx, log);
  await refundAllOwed(ctx, log);
}
