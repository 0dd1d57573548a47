import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { formatPrice } from '#src/ui/price';
import * as page from '../admin-page.css';
import * as screen from '../screen.css';
import { AdminLink } from '../navigation';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import * as css from './dashboard.css';
import { dashboardQuery } from './queries';
import { RevenueChart } from './RevenueChart';

const words = adminTexts.dashboard;

/** The shop at a glance: what `npm run shop -- dashboard` prints, with the month's revenue drawn day by day. */
export function DashboardPage() {
  const query = useQuery(dashboardQuery);
  return (
    <Screen title={words.title}>
      <Loaded query={query}>
        {(shop) => (
          <>
            <div className={css.grid}>
              {shop.periods.map((period) => (
                <Panel key={period.days} title={words.period(period.days)}>
                  <Figures
                    rows={[
                      [words.orders, String(period.orders)],
                      [words.revenue, formatPrice(period.revenue)],
                      [words.average, formatPrice(period.average)],
                    ]}
                  />
                </Panel>
              ))}
            </div>
            <Panel title={words.dailyTitle}>
              <RevenueChart days={shop.daily} />
            </Panel>
            <div className={css.grid}>
              <Panel title={words.waitingTitle}>
                <Figures
                  rows={[
                    [words.toShip, String(shop.to_ship)],
                    [words.returnsWaiting, String(shop.returns_waiting)],
                    [words.lowStock(shop.low_stock_at), String(shop.low_stock)],
                  ]}
                />
                <AdminLink to="/stock" className={css.link}>
                  {words.seeLowStock}
                </AdminLink>
              </Panel>
              <Panel title={words.mailsTitle}>
                <Figures
                  rows={[
                    [words.mailsWaiting, String(shop.mails.waiting)],
                    [words.mailsGaveUp, String(shop.mails.gave_up)],
                  ]}
                />
              </Panel>
              <Panel title={words.searchesTitle}>
                {shop.searches_found_nothing.length === 0 ? (
                  <p className={page.muted}>{words.noSearches}</p>
                ) : (
                  <Figures rows={shop.searches_found_nothing.map((miss) => [`“${miss.text}”`, `×${miss.count}`])} />
                )}
              </Panel>
            </div>
          </>
        )}
      </Loaded>
    </Screen>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${page.panel} ${screen.fits}`}>
      <h2 className={page.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={css.figures}>
      {rows.map(([name, value]) => (
        <div key={name} className={css.figureRow}>
          <dt className={css.figureName}>{name}</dt>
          <dd className={css.figure}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
