import { useQuery } from '@tanstack/react-query';
import { adminTexts } from '#rules/admin-texts';
import * as page from '../admin-page.css';
import { AdminLink } from '../navigation';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { when } from '../when';
import * as parts from '../parts.css';
import * as css from './inbox.css';
import { inboxQuery } from './queries';

const words = adminTexts.inbox;

/** The open messages, oldest first; or every message, newest first. Which is shown lives in the URL (?show=all). */
export function InboxList({ all }: { all: boolean }) {
  const query = useQuery(inboxQuery(all));
  return (
    <Screen title={words.title}>
      <nav aria-label={words.show}>
        <ul className={parts.tabs} role="list">
          <li>
            <AdminLink to="/inbox" className={parts.tab} activeOptions={{ exact: true, includeSearch: true }}>
              {words.open}
            </AdminLink>
          </li>
          <li>
            <AdminLink
              to="/inbox"
              search={{ show: 'all' }}
              className={parts.tab}
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {words.all}
            </AdminLink>
          </li>
        </ul>
      </nav>
      <Loaded query={query} isEmpty={(messages) => messages.length === 0} empty={all ? words.none : words.noneOpen}>
        {(messages) => (
          <ul className={screen.list}>
            {messages.map((message) => (
              <li key={message.id} className={css.item}>
                <AdminLink to="/inbox/$id" params={{ id: String(message.id) }} className={css.itemLink}>
                  {message.name} · {message.email}
                </AdminLink>
                <p className={css.excerpt}>{message.message}</p>
                <p className={page.muted}>
                  {words.received} {when(message.received_at)}
                  {all && (
                    <>
                      {' · '}
                      <span className={parts.badge}>{message.handled_at ? words.dealtWith : words.waiting}</span>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Screen>
  );
}
