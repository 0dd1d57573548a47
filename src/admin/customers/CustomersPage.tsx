import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits } from '#rules/limits';
import { FormField } from '#src/ui/FormField';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink, useAdminNavigate } from '../navigation';
import { Pager } from '../Pager';
import { Screen } from '../Screen';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { when } from '../when';
import { customersQuery } from './queries';

const words = adminTexts.customers;

export interface CustomersSearch {
  q?: string;
  page?: number;
}

/** The shop's customers, newest first, searched by email, name or phone, a page at a time; all of it in the address. */
export function CustomersPage({ search }: { search: CustomersSearch }) {
  const navigate = useAdminNavigate();
  const go = (change: CustomersSearch, replace = false) =>
    navigate('/customers', { search: { ...search, page: undefined, ...change }, replace });
  const query = useQuery(customersQuery(search));
  // Typing narrows the list once she pauses; the address follows without a history entry per letter.
  const [typed, setTyped] = useState(search.q ?? '');
  useEffect(() => {
    if (typed.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => go({ q: typed.trim() || undefined }, true), 300);
    return () => clearTimeout(timer);
  });
  return (
    <Screen title={words.title}>
      <div role="search">
        <FormField
          label={words.search}
          type="search"
          value={typed}
          maxLength={limits.searchText}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <Loaded query={query} isEmpty={(found) => found.total === 0} empty={search.q ? words.noneFound : words.none}>
        {(found) => (
          <>
            <TableFrame label={words.title}>
              <table className={page.table}>
                <caption className={page.caption}>
                  {found.total} customer{found.total === 1 ? '' : 's'}, newest first
                </caption>
                <TableHead
                  columns={[
                    { label: words.name },
                    { label: words.email },
                    { label: words.phone },
                    { label: words.joined },
                    { label: words.orders, numeric: true },
                  ]}
                />
                <tbody>
                  {found.data.map((customer) => (
                    <tr key={customer.id}>
                      <td className={page.cell}>
                        <AdminLink
                          to="/customers/$customerId"
                          params={{ customerId: String(customer.id) }}
                          className={page.link}
                        >
                          {customer.erased ? words.erasedBadge : customer.name || customer.email}
                        </AdminLink>
                      </td>
                      <td className={page.cell}>{customer.erased ? '—' : customer.email}</td>
                      <td className={page.cell}>{customer.erased ? '—' : customer.phone}</td>
                      <td className={page.cell}>{when(customer.joined_at)}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{customer.orders}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager at={found.page} pages={found.pages} go={(to) => go({ page: to })} />
          </>
        )}
      </Loaded>
    </Screen>
  );
}
