// Run one process at a time by server/passes/background-passes.ts (decisions 0014, 0023).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#server/context/context';
import { releaseExpired } from './holds';
import { giveBackExpired } from '../placing/stock-claims';
import { giveBackOrphaned } from '../placing/claim-owners';
import { refundAllOwed } from './refunds';
import { settleAbandoned } from './settle';
import { makeOwedStaffRefunds } from './staff-refunds';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;

/**
 * One pass; releasing (holds, then claims past their time or of a process that died, decision 0070) first, so a
 * settlement that must take its stock again finds what the pass freed.
 */
export async function sweepPayments(ctx: AppContext, log: Log): Promise<void> {
  await releaseExpired(ctx, log);
  await giveBackExpired(ctx);
  await giveBackOrphaned(ctx);
  await settleAbandoned(ctx, log);
  await refundAllOwed(ctx, log);
  await makeOwedStaffRefunds(ctx, log);
}
