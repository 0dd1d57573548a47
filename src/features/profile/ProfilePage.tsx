import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { texts } from '../../../spec/texts';
import { logout } from '../../app/session';
import { Button } from '../../ui/Button';
import { shellTexts } from '../../ui/copy';
import { Page } from '../../ui/Page';
import { formatPrice } from '../../ui/price';
import { ordersQuery, profileQuery } from './queries';

const labels = shellTexts.pages;

export function ProfilePage() {
  const { data: profile } = useSuspenseQuery(profileQuery());
  const { data: orders } = useSuspenseQuery(ordersQuery());
  return (
    <Page title={labels.profileTitle}>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{texts.tabs.profile}</h2>
        <dl>
          <dt>{labels.name}</dt>
          <dd>{[profile.var_name, profile.last_name].filter(Boolean).join(' ')}</dd>
          <dt>{labels.email}</dt>
          <dd>{profile.var_email}</dd>
          <dt>{labels.mobile}</dt>
          <dd>{profile.var_mobile_no}</dd>
        </dl>
      </section>
      <section aria-labelledby="profile-orders">
        <h2 id="profile-orders">{texts.tabs.orders}</h2>
        {orders.length === 0 ? (
          <p>{labels.noOrders}</p>
        ) : (
          <ul>
            {orders.map((o) => (
              <li key={o.int_glcode}>
                <Link to="/orderdetail/$id" params={{ id: String(o.int_glcode) }}>
                  {o.order_id}
                </Link>{' '}
                — {texts.orderStatus[o.chr_status]}, {formatPrice(o.var_payable_amount)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div>
        <Button tone="secondary" onClick={logout}>
          {texts.logout}
        </Button>
      </div>
    </Page>
  );
}
