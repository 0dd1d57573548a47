import { useQuery } from '@tanstack/react-query';
import { adminTexts } from '#rules/admin-texts';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink, useAdminNavigate } from '../navigation';
import { Pager } from '../Pager';
import * as parts from '../parts.css';
import { Screen } from '../Screen';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { when } from '../when';
import { mailsQuery } from './queries';
import { MAIL_STATES, type MailsSearch } from './search';

const words = adminTexts.mails;

/** The outbox, newest first: each mail's state and its last error in words, narrowed by state, a page at a time. */
export function MailsPage({ search }: { search: MailsSearch }) {
  const navigate = useAdminNavigate();
  const query = useQuery(mailsQuery(search));
  return (
    <Screen title={words.title}>
      <nav aria-label={words.show}>
        <ul className={parts.tabs} role="list">
          {[undefined, ...MAIL_STATES].map((state) => (
            <li key={state ?? 'all'}>
              <AdminLink
                to="/mails"
                search={state ? { state } : {}}
                className={parts.tab}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {state ? words.states[state] : words.all}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={page.muted}>
        <AdminLink to="/mails/templates" className={page.link}>
          {adminTexts.mailTemplates.title}
        </AdminLink>
      </p>
      <Loaded
        query={query}
        isEmpty={(found) => found.total === 0}
        empty={search.state ? words.noneInState : words.none}
      >
        {(found) => (
          <>
            <TableFrame label={words.title}>
              <table className={page.table}>
                <caption className={page.caption}>
                  {found.total} mail{found.total === 1 ? '' : 's'}, newest first
                </caption>
                <TableHead
                  columns={[
                    { label: words.subject },
                    { label: words.to },
                    { label: words.state },
                    { label: words.written },
                    { label: words.attempts, numeric: true },
                    { label: words.lastError },
                  ]}
                />
                <tbody>
                  {found.data.map((mail) => (
                    <tr key={mail.id}>
                      <td className={page.cell}>
                        <AdminLink to="/mails/$mailId" params={{ mailId: String(mail.id) }} className={page.link}>
                          {mail.subject}
                        </AdminLink>
                      </td>
                      <td className={page.cell}>{mail.recipient}</td>
                      <td className={page.cell}>
                        <span className={parts.badge}>{words.states[mail.state]}</span>
                      </td>
                      <td className={page.cell}>{when(mail.created_at)}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{mail.attempts}</td>
                      <td className={page.cell}>{mail.last_error ?? words.noError}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager
              at={found.page}
              pages={found.pages}
              go={(to) => void navigate('/mails', { search: { ...search, page: to } })}
            />
          </>
        )}
      </Loaded>
    </Screen>
  );
}
