// The customers' screens (issue 54): /customers lists them (?q=kavya&page=2), /customers/<id> shows one.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { limits } from '#rules/limits';
import { useRouteParams, useRouteSearch } from '../navigation';
import type { CustomersSearch } from './CustomersPage';

const CustomerPage = lazyRouteComponent(() => import('./CustomerPage'), 'CustomerPage');
const CustomersPage = lazyRouteComponent(() => import('./CustomersPage'), 'CustomersPage');

export function customersRoutes(parent: AnyRoute) {
  const customers = createRoute({ getParentRoute: () => parent, path: 'customers' });
  const list = createRoute({
    getParentRoute: () => customers,
    path: '/',
    validateSearch: (search: Record<string, unknown>): CustomersSearch => {
      const q = typeof search.q === 'string' ? search.q.trim().slice(0, limits.searchText) : '';
      const page = Number(search.page);
      return { ...(q ? { q } : {}), ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}) };
    },
    component: function CustomersRoute() {
      return <CustomersPage search={useRouteSearch<CustomersSearch>(list)} />;
    },
  });
  const customer = createRoute({
    getParentRoute: () => customers,
    path: '$customerId',
    component: function CustomerRoute() {
      const { customerId } = useRouteParams<{ customerId: string }>(customer);
      return <CustomerPage key={customerId} id={customerId} />;
    },
  });
  return customers.addChildren([list, customer]);
}
