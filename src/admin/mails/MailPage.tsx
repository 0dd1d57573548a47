import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { unwrap, type Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { FormStatus } from '#src/ui/FormStatus';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink } from '../navigation';
import * as parts from '../parts.css';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { when } from '../when';
import { MailBodies } from './MailBodies';
import { mailQuery, mailsKey } from './queries';

const words = adminTexts.mails;
type Mail = Schemas['AdminMail'];

/** One mail as it was written: its state and last error, its plain text, its HTML drawn with no script; sent again. */
export function MailPage({ id }: { id: string }) {
  const mailId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const query = useQuery({ ...mailQuery(mailId), enabled: mailId > 0 });
  return (
    <Screen title={words.title} back={{ to: '/mails', label: words.backToList }}>
      {mailId === 0 ? (
        <p className={screen.empty}>{words.noMail}</p>
      ) : (
        <Loaded query={query}>{(mail) => <MailView mail={mail} />}</Loaded>
      )}
    </Screen>
  );
}

function MailView({ mail }: { mail: Mail }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [copy, setCopy] = useState<{ id: number; said: string }>();
  const said = useRef<HTMLDivElement>(null);
  const resend = useMutation({
    mutationFn: () =>
      unwrap(adminApi.POST('/admin/mails/{mailId}/resend', { params: { path: { mailId: mail.id } }, body: {} })),
    onSuccess: async (answer) => {
      setCopy({ id: answer.data.id, said: answer.message });
      await queryClient.invalidateQueries({ queryKey: mailsKey });
    },
  });
  // The button goes once the mail is sent again: focus moves to what was done and the way to the copy.
  useEffect(() => {
    if (copy) said.current?.focus();
  }, [copy]);
  return (
    <>
      <section className={page.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={page.panelTitle}>
          {mail.subject}
        </h2>
        <dl className={parts.details}>
          <dt className={parts.term}>{words.to}</dt>
          <dd className={parts.detail}>{mail.recipient}</dd>
          <dt className={parts.term}>{words.state}</dt>
          <dd className={parts.detail}>
            <span className={parts.badge}>{words.states[mail.state]}</span>
          </dd>
          <dt className={parts.term}>{words.written}</dt>
          <dd className={parts.detail}>{when(mail.created_at)}</dd>
          {mail.sent_at && (
            <>
              <dt className={parts.term}>{words.sentOn}</dt>
              <dd className={parts.detail}>{when(mail.sent_at)}</dd>
            </>
          )}
          <dt className={parts.term}>{words.attempts}</dt>
          <dd className={parts.detail}>{mail.attempts}</dd>
          <dt className={parts.term}>{words.lastError}</dt>
          <dd className={parts.detail}>{mail.last_error ?? words.noError}</dd>
        </dl>
        {copy ? (
          <div ref={said} tabIndex={-1} className={parts.actions}>
            <FormStatus tone="success" message={copy.said} />
            <AdminLink to="/mails/$mailId" params={{ mailId: String(copy.id) }} className={page.link}>
              {`Mail #${copy.id}`}
            </AdminLink>
          </div>
        ) : (
          mail.resendable && (
            <div className={parts.actions}>
              <Button onClick={() => resend.mutate()} disabled={resend.isPending} aria-busy={resend.isPending}>
                {resend.isPending ? words.resending : words.resend}
              </Button>
              <p className={page.muted}>{words.resendHint}</p>
            </div>
          )
        )}
        <FormStatus tone="error" message={resend.error?.message} />
      </section>
      {mail.text === null || mail.html === null ? (
        <p className={screen.empty}>{words.cleared}</p>
      ) : (
        <MailBodies html={mail.html} text={mail.text} headingId={headingId} frameTitle={words.htmlFrame} />
      )}
    </>
  );
}
