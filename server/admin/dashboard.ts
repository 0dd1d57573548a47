// The shop at a glance for the back office (issue 52): what `npm run shop -- dashboard` prints (server/orders/dashboard.ts),
// with each of the last 30 days' revenue for its chart.
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import { dailyRevenue, dashboard, LOW_STOCK_AT } from '../orders/dashboard';
import { toRupees } from '../pricing/money';

export function adminDashboardHandlers(ctx: AppContext): Handlers {
  return {
    async getDashboard() {
      const now = ctx.now();
      const shop = await dashboard(ctx.db, now);
      const daily = await dailyRevenue(ctx.db, now);
      const answer: Answer<'getDashboard'> = {
        data: {
          periods: shop.periods.map((period) => ({
            days: period.days,
            orders: period.orders,
            revenue: toRupees(period.revenuePaise),
            average: toRupees(period.averagePaise),
          })),
          daily: daily.map((day) => ({ date: day.date, revenue: toRupees(day.revenuePaise) })),
          to_ship: shop.toShip,
          returns_waiting: shop.returnsWaiting,
          low_stock: shop.lowStock,
          low_stock_at: LOW_STOCK_AT,
          searches_found_nothing: shop.searchesFoundNothing,
          mails: { waiting: shop.mails.waiting, gave_up: shop.mails.gaveUp },
        },
      };
      return answer;
    },
  };
}
