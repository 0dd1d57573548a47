import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { formatPrice } from '#src/ui/price';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink } from '../navigation';
import * as parts from '../parts.css';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { Part } from '../Part';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { when } from '../when';
import { EraseForm } from './EraseForm';
import { customerQuery } from './queries';

const words = adminTexts.customers;
const stateWords = adminTexts.mails.states;
type Customer = Schemas['AdminCustomer'];

/** One customer: who she is, her orders, addresses, stock waits, reviews and mails; her data erased on her request. */
export function CustomerPage({ id }: { id: string }) {
  const customerId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const query = useQuery({ ...customerQuery(customerId), enabled: customerId > 0 });
  return (
    <Screen title={words.title} back={{ to: '/customers', label: words.backToList }}>
      {customerId === 0 ? (
        <p className={screen.empty}>{words.noCustomer}</p>
      ) : (
        <Loaded query={query}>{(customer) => <CustomerView customer={customer} />}</Loaded>
      )}
    </Screen>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const headingId = useId();
  const [erased, setErased] = useState<string>();
  const said = useRef<HTMLParagraphElement>(null);
  // The form goes once she is erased: focus moves to what was done, not to the top of the page.
  useEffect(() => {
    if (erased) said.current?.focus();
  }, [erased]);
  return (
    <>
      <section className={page.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={page.panelTitle}>
          {customer.erased_at ? words.erasedBadge : customer.name || customer.email}
        </h2>
        {erased && (
          <p ref={said} tabIndex={-1} role="status" className={page.muted}>
            {erased}
          </p>
        )}
        {customer.erased_at ? (
          <p className={page.muted}>{words.erasedOn(when(customer.erased_at))}</p>
        ) : (
          <dl className={parts.details}>
            <dt className={parts.term}>{words.email}</dt>
            <dd className={parts.detail}>{customer.email}</dd>
            <dt className={parts.term}>{words.phone}</dt>
            <dd className={parts.detail}>{customer.phone}</dd>
            <dt className={parts.term}>{words.joined}</dt>
            <dd className={parts.detail}>{when(customer.joined_at)}</dd>
          </dl>
        )}
      </section>

      <Part title={words.orders} empty={customer.orders.length === 0 && words.noOrders}>
        <TableFrame label={words.orders}>
          <table className={`${page.table} ${screen.narrowTable}`}>
            <TableHead
              columns={[
                { label: 'Order' },
                { label: 'Placed' },
                { label: 'Status' },
                { label: 'Total', numeric: true },
              ]}
            />
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td className={page.cell}>
                    <AdminLink to="/orders/$orderId" params={{ orderId: String(order.id) }} className={page.link}>
                      {order.order_number}
                    </AdminLink>
                  </td>
                  <td className={page.cell}>{when(order.placed_at)}</td>
                  <td className={page.cell}>{order.status_text}</td>
                  <td className={`${page.cell} ${page.numeric}`}>{formatPrice(order.payable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </Part>

      <Part title={words.addresses} empty={customer.addresses.length === 0 && words.noAddresses}>
        <ul className={screen.list}>
          {customer.addresses.map((address) => (
            <li key={address.id}>{address.text}</li>
          ))}
        </ul>
      </Part>

      <Part title={words.stockWaits} empty={customer.stock_waits.length === 0 && words.noStockWaits}>
        <ul className={screen.list}>
          {customer.stock_waits.map((wait) => (
            <li key={wait.sku}>
              {wait.title}{' '}
              <span className={page.muted}>
                ({wait.sku}, since {when(wait.since)})
              </span>
            </li>
          ))}
        </ul>
      </Part>

      <Part title={words.reviews} empty={customer.reviews.length === 0 && words.noReviews}>
        <ul className={screen.list}>
          {customer.reviews.map((review) => (
            <li key={review.id}>
              <strong>{review.title}</strong> · {words.stars(review.rating)} · {when(review.at)}
              {review.text && <p className={page.muted}>{review.text}</p>}
            </li>
          ))}
        </ul>
      </Part>

      <Part title={words.mails} empty={customer.mails.length === 0 && words.noMails}>
        <ul className={screen.list}>
          {customer.mails.map((mail) => (
            <li key={mail.id}>
              <AdminLink to="/mails/$mailId" params={{ mailId: String(mail.id) }} className={page.link}>
                {mail.subject}
              </AdminLink>{' '}
              <span className={page.muted}>
                {stateWords[mail.state]} · {when(mail.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </Part>

      {!customer.erased_at && <EraseForm customer={customer} onErased={setErased} />}
    </>
  );
}
