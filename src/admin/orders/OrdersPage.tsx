import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatPrice } from '#src/ui/price';
import { OrderStatusBadge } from '#src/ui/OrderStatusBadge';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { Spinner } from '#src/ui/Spinner';
import * as page from '../admin-page.css';
import { TableFrame } from '../TableFrame';
import { LoadFailed } from '../LoadFailed';
import { AdminLink, useAdminNavigate } from '../navigation';
import { adminOrdersQuery } from './queries';
import { ORDER_VIEWS, viewNames, type OrdersSearch } from './search';
import * as css from './orders.css';

const placed = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Every shopper's orders: by view, searched, narrowed by days, a page at a time; all of it in the address. */
export function OrdersPage({ search }: { search: OrdersSearch }) {
  const navigate = useAdminNavigate();
  const go = (change: Partial<OrdersSearch>, replace = false) =>
    navigate('/orders', { search: { ...search, page: undefined, ...change }, replace });
  const orders = useQuery(adminOrdersQuery(search));
  // Typing narrows the list once she pauses; the address follows without a history entry per letter.
  const [typed, setTyped] = useState(search.q ?? '');
  useEffect(() => {
    if (typed === (search.q ?? '')) return;
    const timer = setTimeout(() => go({ q: typed || undefined }, true), 300);
    return () => clearTimeout(timer);
  });

  return (
    <>
      <h1 className={page.heading}>Orders</h1>
      <ul className={css.views} aria-label="Show">
        {ORDER_VIEWS.map((view) => (
          <li key={view}>
            <AdminLink
              to="/orders"
              search={{ ...search, view, page: undefined }}
              className={css.view}
              aria-current={search.view === view ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {viewNames[view]}
            </AdminLink>
          </li>
        ))}
      </ul>
      <div className={css.filters} role="search">
        <div className={css.search}>
          <FormField
            label="Order number, email or name"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <FormField
          label="Placed from"
          type="date"
          value={search.from ?? ''}
          onChange={(event) => go({ from: event.target.value || undefined })}
        />
        <FormField
          label="Placed to"
          type="date"
          value={search.to ?? ''}
          onChange={(event) => go({ to: event.target.value || undefined })}
        />
      </div>
      {orders.isError ? (
        <LoadFailed message={orders.error.message} retry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <Spinner label="Loading orders" />
      ) : orders.data.total === 0 ? (
        <p className={page.muted} role="status">
          No order matches.
        </p>
      ) : (
        <>
          <TableFrame label="Orders">
            <table className={page.table}>
              <caption className={page.caption}>
                {orders.data.total} order{orders.data.total === 1 ? '' : 's'}, newest first
              </caption>
              <thead>
                <tr>
                  <th className={page.headCell}>Order</th>
                  <th className={page.headCell}>Placed</th>
                  <th className={page.headCell}>Shopper</th>
                  <th className={page.headCell}>Status</th>
                  <th className={`${page.headCell} ${page.numeric}`}>Total</th>
                  <th className={page.headCell}>Payment</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.data.map((order) => (
                  <tr key={order.id}>
                    <td className={page.cell}>
                      <AdminLink to="/orders/$orderId" params={{ orderId: String(order.id) }} className={page.link}>
                        {order.order_number}
                      </AdminLink>
                    </td>
                    <td className={page.cell}>{placed.format(new Date(order.placed_at))}</td>
                    <td className={page.cell}>
                      {order.name}
                      <br />
                      <span className={page.muted}>{order.email}</span>
                    </td>
                    <td className={page.cell}>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className={`${page.cell} ${page.numeric}`}>{formatPrice(order.payable)}</td>
                    <td className={page.cell}>{order.payment_mode === 'O' ? 'Online' : 'Cash'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <nav className={css.pager} aria-label="Pages">
            <Button
              tone="secondary"
              size="sm"
              disabled={orders.data.page <= 1}
              onClick={() => go({ page: orders.data.page - 1 })}
            >
              Newer
            </Button>
            <span className={page.muted}>
              Page {orders.data.page} of {Math.max(1, orders.data.pages)}
            </span>
            <Button
              tone="secondary"
              size="sm"
              disabled={orders.data.page >= orders.data.pages}
              onClick={() => go({ page: orders.data.page + 1 })}
            >
              Older
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
