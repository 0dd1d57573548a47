import { useQuery } from '@tanstack/react-query';
import { adminTexts } from '#rules/admin-texts';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink } from '../navigation';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { NewCouponForm } from './NewCouponForm';
import { couponsQuery } from './queries';
import { minimumText, offText, runsText } from './words';

const words = adminTexts.coupons;

/** The shop's coupons, newest first, and a new one made beside them. */
export function CouponsPage() {
  const query = useQuery(couponsQuery);
  return (
    <Screen title={words.title}>
      <NewCouponForm />
      <Loaded query={query} isEmpty={(list) => list.length === 0} empty={words.none}>
        {(list) => (
          <section className={`${page.panel} ${screen.fits}`} aria-label={words.table}>
            <TableFrame label={words.table}>
              <table className={page.table}>
                <TableHead
                  columns={[
                    { label: words.columns.code },
                    { label: words.columns.off },
                    { label: words.columns.minimum, numeric: true },
                    { label: words.columns.dates },
                    { label: words.columns.uses, numeric: true },
                    { label: words.columns.state },
                  ]}
                />
                <tbody>
                  {list.map((coupon) => (
                    <tr key={coupon.id}>
                      <td className={page.cell}>
                        <AdminLink to="/coupons/$id" params={{ id: String(coupon.id) }} className={page.link}>
                          {coupon.code}
                        </AdminLink>
                      </td>
                      <td className={page.cell}>{offText(coupon)}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{minimumText(coupon)}</td>
                      <td className={page.cell}>{runsText(coupon)}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{words.uses(coupon.used, coupon.uses_limit)}</td>
                      <td className={page.cell}>{coupon.state_text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>
        )}
      </Loaded>
    </Screen>
  );
}
