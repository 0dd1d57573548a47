/** GET /metrics in Prometheus text. One registry per app, so apps in one process (tests) never mix. */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { answerMetrics } from './answer-metrics';
import type { AnswerCache } from '../http-cache/answer-cache';
import pg from 'pg';
import type { Db } from '../db/connect';
import { pgClient } from '../db/client';
import { operationIdOf } from '../contract/operation-id';
import type { AfterAnswer } from '../context/after-answer';
import { routeOf } from '../contract/route-of';

export interface Metrics {
  registry: Registry;
  answered(request: FastifyRequest, reply: FastifyReply): void;
  swept(outcome: SweepOutcome): void;
  mailed(outcome: 'sent' | 'failed' | 'given-up', kind: string): void;
}

export type SweepOutcome = 'done' | 'failed' | 'skipped';

/** Its operationId, or the route it matched (media, pages, files). */
export function operationOf(request: FastifyRequest): string {
  const route = routeOf(request);
  return operationIdOf(route) ?? (route.url ? `route ${route.url}` : 'unmatched');
}

type Queryable = { query: (...args: never[]) => unknown };

export function createMetrics(
  db: Db,
  catalogCache: AnswerCache,
  afterAnswer: AfterAnswer,
  checkoutTurns: { waiting(): number },
): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const answers = answerMetrics(registers);
  const refused = new Counter({
    name: 'statefront_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by operation.',
    labelNames: ['operation'] as const,
    registers,
  });
  const sweeps = new Counter({
    name: 'statefront_payment_sweep_runs_total',
    help: 'Passes of the payments sweep (holds released, abandoned payments settled), by outcome; skipped while another process runs it.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const mails = new Counter({
    name: 'statefront_mail_total',
    help: 'Mails of the outbox by kind and outcome: sent, failed (tried again later) or given up (after 24 hours of failures).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'statefront_checkout_waiting',
    help: 'Order placements in this process waiting for their turn (CHECKOUT_CONCURRENCY run at once).',
    registers,
    collect() {
      this.set(checkoutTurns.waiting());
    },
  });
  new Gauge({
    name: 'statefront_mail_outbox_waiting',
    help: 'Mails in the outbox not yet sent nor given up, read from the database at each scrape.',
    registers,
    async collect() {
      const { rows } = await db.execute<{ count: string | number }>(
        sql`select count(*) as count from mail_outbox where sent_at is null and gave_up_at is null`,
      );
      this.set(Number(rows[0]?.count ?? 0));
    },
  });

  new Counter({
    name: 'statefront_after_answer_failures_total',
    help: "Work owed after an answer (a reset code's mail) that failed on every try and is lost, by what it was.",
    labelNames: ['work'] as const,
    registers,
    collect() {
      this.reset();
      for (const [work, count] of afterAnswer.failed) this.inc({ work }, count);
    },
  });

  const cacheCount = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cacheCount(
    'statefront_catalog_cache_hits_total',
    'Catalog answers served from the cache.',
    () => catalogCache.stats.hits,
  );
  cacheCount(
    'statefront_catalog_cache_misses_total',
    'Catalog answers computed (not in the cache, or the cache bypassed).',
    () => catalogCache.stats.misses,
  );
  new Gauge({
    name: 'statefront_catalog_cache_bytes',
    help: 'Bytes of JSON answers the catalog cache holds.',
    registers,
    collect() {
      this.set(catalogCache.size.bytes);
    },
  });

  new Gauge({
    name: 'statefront_payment_holds',
    help: 'Payment holds by status, read from the database at each scrape: pending (open), paid (settled), refunded, expired, cancelled.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await db.execute<{ status: string; count: string | number }>(
        sql`select status, count(*) as count from payment_intents group by status`,
      );
      this.reset();
      for (const status of ['pending', 'paid', 'refunded', 'expired', 'cancelled']) this.set({ status }, 0);
      for (const row of counts.rows) this.set({ status: row.status }, Number(row.count));
    },
  });

  // Counted from the database, so every process answers the same count (decision 0033).
  new Counter({
    name: 'statefront_payment_amount_mismatches_total',
    help: 'Payments the provider reported taken for another amount or currency than asked: never settled, refunded.',
    registers,
    async collect() {
      const [row] = (
        await db.execute<{ count: string | number }>(sql`select count(*) as count from payment_mismatches`)
      ).rows;
      this.reset();
      this.inc(Number(row?.count ?? 0));
    },
  });

  new Counter({
    name: 'statefront_search_nothing_found_total',
    help:
      'Searches that found nothing, from the database at each scrape ' +
      '(every process counts into it; `npm run shop -- searches` lists the texts).',
    registers,
    async collect() {
      const [row] = (
        await db.execute<{ total: string | number | null }>(sql`select sum(count) as total from search_misses`)
      ).rows;
      this.reset();
      this.inc(Number(row?.total ?? 0));
    },
  });

  const client = pgClient(db);
  // PGlite has no pool.
  if (client instanceof pg.Pool) {
    const pool = client;
    new Gauge({
      name: 'statefront_db_pool_connections',
      help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (client) timeQueries(client, registers);

  return {
    registry,
    answered(request, reply) {
      const operation = operationOf(request);
      const status = reply.statusCode;
      answers.answered(operation, request.method, status, reply.elapsedTime / 1000);
      if (status === 429) refused.inc({ operation });
    },
    swept(outcome) {
      sweeps.inc({ outcome });
    },
    mailed(outcome, kind) {
      mails.inc({ kind, outcome });
    },
  };
}

/** Times the driver's query call: queries outside transactions only (a transaction's connection is not seen). */
function timeQueries(client: Queryable, registers: Registry[]): void {
  const queryTime = new Histogram({
    name: 'statefront_db_query_duration_seconds',
    help: 'Time of the database queries made outside transactions.',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const query = client.query;
  client.query = (...args) => {
    const end = queryTime.startTimer();
    const answer: unknown = Reflect.apply(query, client, args);
    const stop = () => void end();
    // pg also takes a callback and then answers undefined; drizzle always awaits the promise.
    if (answer instanceof Promise) void answer.then(stop, stop);
    else stop();
    return answer;
  };
}
