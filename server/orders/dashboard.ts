/**
 * The shop at a glance (issue 52): orders, revenue net of refunds and the average order for today, 7 and 30 days
 * (days of India); what waits (orders to ship, returns whose goods are not back); low stock; the searches that found
 * nothing; mails waiting or given up. The back office's dashboard draws it; `npm run shop -- dashboard` prints it.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { indiaDate } from '../pricing/financial-year';

export const DASHBOARD_DAYS = [1, 7, 30] as const;
/** A variant is low at this many units or fewer. */
export const LOW_STOCK_AT = 3;

export interface Period {
  days: (typeof DASHBOARD_DAYS)[number];
  orders: number;
  /** What was paid for the orders not cancelled, less what has been refunded of it. */
  revenuePaise: number;
  averagePaise: number;
}

export interface Dashboard {
  periods: Period[];
  toShip: number;
  returnsWaiting: number;
  lowStock: number;
  searchesFoundNothing: { text: string; count: number }[];
  mails: { waiting: number; gaveUp: number };
}

/** Midnight in India, `days - 1` days before `now`'s day: today is 1 day. */
function since(now: Date, days: number): Date {
  const [year, month, day] = indiaDate(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - (days - 1)) - 330 * 60_000);
}

export async function dashboard(db: Queryable, now: Date): Promise<Dashboard> {
  const periods: Period[] = [];
  for (const days of DASHBOARD_DAYS) {
    const { rows } = await db.execute<{ orders: number; revenue: number; kept: number }>(sql`
      select count(*)::int as orders,
        coalesce(sum(payable_paise - refunded_paise) filter (where status <> 'C'), 0)::int as revenue,
        (count(*) filter (where status <> 'C'))::int as kept
      from orders where created_at >= ${since(now, days)} and created_at <= ${now}`);
    const { orders, revenue, kept } = rows[0]!;
    periods.push({ days, orders, revenuePaise: revenue, averagePaise: kept ? Math.round(revenue / kept) : 0 });
  }
  const { rows } = await db.execute<{
    to_ship: number;
    returns: number;
    low: number;
    waiting: number;
    gave_up: number;
  }>(
    sql`select
      (select count(*)::int from orders where status in ('A', 'P')) as to_ship,
      (select count(*)::int from returns where received_at is null) as returns,
      (select count(*)::int from variants where stock <= ${LOW_STOCK_AT}) as low,
      (select count(*)::int from mail_outbox where sent_at is null and gave_up_at is null) as waiting,
      (select count(*)::int from mail_outbox where gave_up_at is not null) as gave_up`,
  );
  const misses = await db.execute<{ text: string; count: number }>(sql`
    select text, sum(count)::int as count from search_misses
    where day >= ${indiaDate(since(now, 7))}
    group by text order by count desc, text limit 5`);
  const counts = rows[0]!;
  return {
    periods,
    toShip: counts.to_ship,
    returnsWaiting: counts.returns,
    lowStock: counts.low,
    searchesFoundNothing: misses.rows,
    mails: { waiting: counts.waiting, gaveUp: counts.gave_up },
  };
}

/** Each of the last `days` days of India, oldest first and today last, with its revenue net of refunds. */
export async function dailyRevenue(
  db: Queryable,
  now: Date,
  days: number = DASHBOARD_DAYS[DASHBOARD_DAYS.length - 1]!,
): Promise<{ date: string; revenuePaise: number }[]> {
  const { rows } = await db.execute<{ day: string; revenue: number }>(sql`
    select to_char((created_at at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD') as day,
      coalesce(sum(payable_paise - refunded_paise), 0)::int as revenue
    from orders where status <> 'C' and created_at >= ${since(now, days)} and created_at <= ${now}
    group by day`);
  const byDay = new Map(rows.map((row) => [row.day, row.revenue]));
  const first = since(now, days).getTime();
  return Array.from({ length: days }, (_, i) => {
    const date = indiaDate(new Date(first + i * 86_400_000));
    return { date, revenuePaise: byDay.get(date) ?? 0 };
  });
}
