import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { unwrap, type Schemas } from '#openapi/client';
import { textLimits } from '#rules/limits';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormStatus } from '#src/ui/FormStatus';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { when } from '../when';
import * as parts from '../parts.css';
import * as css from './inbox.css';
import { inboxKey, inboxMessageQuery } from './queries';

const words = adminTexts.inbox;
type Message = Schemas['InboxMessage'];

/** One message: who wrote, what, and the answer mailed if there is one; an answer to send, and Mark dealt with. */
export function InboxMessagePage({ id }: { id: string }) {
  const messageId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const query = useQuery({ ...inboxMessageQuery(messageId), enabled: messageId > 0 });
  return (
    <Screen title={words.title} back={{ to: '/inbox', label: words.backToList }}>
      {messageId === 0 ? (
        <p className={screen.empty}>{words.noMessage}</p>
      ) : (
        <Loaded query={query}>{(message) => <MessageAndAnswer message={message} />}</Loaded>
      )}
    </Screen>
  );
}

function MessageAndAnswer({ message }: { message: Message }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [done, setDone] = useState<string>();
  const fieldId = useId();
  const changed = async (answer: { message: string; data: Message }) => {
    queryClient.setQueryData(inboxMessageQuery(message.id).queryKey, answer.data);
    setDone(answer.message);
    await queryClient.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
  };
  // What was typed stays in the field when the send fails; only a sent answer empties it.
  const send = useMutation({
    mutationFn: () =>
      unwrap(adminApi.POST('/admin/inbox/{id}/reply', { params: { path: { id: message.id } }, body: { reply } })),
    onSuccess: async (answer) => {
      setReply('');
      await changed(answer);
    },
  });
  const mark = useMutation({
    mutationFn: () =>
      unwrap(adminApi.POST('/admin/inbox/{id}/handled', { params: { path: { id: message.id } }, body: {} })),
    onSuccess: changed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    mark.reset();
    send.mutate();
  };
  const sendError = send.error?.message;
  return (
    <>
      <section className={page.panel} aria-labelledby={`${fieldId}-message`}>
        <h2 id={`${fieldId}-message`} className={page.panelTitle}>
          {message.name}
        </h2>
        <dl className={parts.details}>
          <dt className={parts.term}>{words.from}</dt>
          <dd className={parts.detail}>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt className={parts.term}>{words.received}</dt>
          <dd className={parts.detail}>{when(message.received_at)}</dd>
          {message.handled_at && (
            <>
              <dt className={parts.term}>{words.handled}</dt>
              <dd className={parts.detail}>{when(message.handled_at)}</dd>
            </>
          )}
        </dl>
        <blockquote className={css.quoted}>{message.message}</blockquote>
        {message.reply && (
          <>
            <h3 className={page.panelTitle}>
              {words.answered}
              {message.replied_at ? `, ${when(message.replied_at)}` : ''}
            </h3>
            <p className={css.quoted}>{message.reply}</p>
          </>
        )}
      </section>

      <form className={page.panel} onSubmit={submit} noValidate>
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor={fieldId}>
            {words.reply}
          </label>
          <p id={`${fieldId}-hint`} className={page.muted}>
            {words.replyHint}
          </p>
          <textarea
            id={fieldId}
            className={fieldCss.textarea}
            maxLength={textLimits.inboxReply}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            aria-invalid={sendError ? true : undefined}
            aria-describedby={sendError ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
          />
          {sendError && (
            <p id={`${fieldId}-error`} className={fieldCss.error} role="alert">
              {sendError}
            </p>
          )}
        </div>
        <div className={parts.actions}>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? words.sending : words.send}
          </Button>
          {!message.handled_at && (
            <Button
              tone="secondary"
              disabled={mark.isPending}
              aria-busy={mark.isPending}
              onClick={() => {
                setDone(undefined);
                mark.mutate();
              }}
            >
              {mark.isPending ? words.marking : words.markHandled}
            </Button>
          )}
        </div>
        <FormStatus tone="error" message={mark.error?.message} />
        <FormStatus tone="success" message={done} />
      </form>
    </>
  );
}
