import { formatPrice } from '#src/ui/price';
import { adminTexts } from '#rules/admin-texts';
import * as page from '../admin-page.css';
import * as screen from '../screen.css';
import { TableHead } from '../TableHead';
import * as css from './dashboard.css';

const words = adminTexts.dashboard;

/** 15 Mar, for a day of India given as 2030-03-15. */
export const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const WIDTH = 300;
const HEIGHT = 110;
const TOP = 14;
const BOTTOM = 14;

/**
 * Each day's revenue as a bar, drawn by hand: a picture of the month at a glance. The picture's label says the figures
 * in a sentence, and the table under it gives every day's, for whoever reads rather than sees.
 */
export function RevenueChart({ days }: { days: { date: string; revenue: number }[] }) {
  const highest = Math.max(0, ...days.map((day) => day.revenue));
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const first = days[0];
  const last = days.at(-1);
  const label =
    first && last
      ? words.dailyLabel(dayName(first.date), dayName(last.date), formatPrice(highest), formatPrice(total))
      : '';
  return (
    <>
      <svg className={css.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {days.map((day, i) => {
          const height = highest > 0 ? (day.revenue / highest) * plot : 0;
          return (
            <rect
              key={day.date}
              className={css.bar}
              x={i * slot + slot * 0.15}
              y={TOP + plot - height}
              width={slot * 0.7}
              height={height}
            />
          );
        })}
        <line className={css.axis} x1={0} x2={WIDTH} y1={TOP + plot + 0.5} y2={TOP + plot + 0.5} />
        <text className={css.axisLabel} x={0} y={9}>
          {formatPrice(highest)}
        </text>
        {first && (
          <text className={css.axisLabel} x={0} y={HEIGHT - 3}>
            {dayName(first.date)}
          </text>
        )}
        {last && (
          <text className={css.axisLabel} x={WIDTH} y={HEIGHT - 3} textAnchor="end">
            {dayName(last.date)}
          </text>
        )}
      </svg>
      <details>
        <summary className={css.summary}>{words.dailyTable}</summary>
        <div className={page.tableWrap}>
          <table className={`${page.table} ${screen.narrowTable}`}>
            <TableHead columns={[{ label: words.day }, { label: words.revenue, numeric: true }]} />
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={page.cell}>
                    {dayName(day.date)}
                  </th>
                  <td className={`${page.cell} ${page.numeric}`}>{formatPrice(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
