import { useId, useRef } from 'react';
import { visibleContactErrors } from '#machines/contact.machine';
import type { ContactField } from '#machines/contact.schemas';
import { accountTexts } from '#src/ui/copy';
import { textLimits } from '#rules/limits';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { Spinner } from '#src/ui/Spinner';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import * as fieldCss from '#src/ui/field.css';
import { useTypedBeforeHydration } from '#src/ui/useTypedBeforeHydration';
import { useContactMachine } from './useContactMachine';
import * as css from './ContactForm.css';

/** The 'Ready to Get Started?' form of the Contact Us page (product §2, §4, §5). */
export function ContactForm() {
  const [state, send] = useContactMachine();
  const errors = visibleContactErrors(state.context);
  const sending = state.hasTag('busy');
  const messageId = useId();
  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });
  // The page is drawn by the server: the message may hold text before the app takes it over.
  const message = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(message, state.context.values.message, change('message'));

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <FormField
        label={accountTexts.contactName}
        name="name"
        autoComplete="name"
        maxLength={textLimits.name}
        value={state.context.values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <FormField
        label={accountTexts.contactEmail}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={textLimits.email}
        value={state.context.values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <div className={fieldCss.field}>
        <label className={fieldCss.label} htmlFor={messageId}>
          {accountTexts.contactMessage}
        </label>
        <textarea
          ref={message}
          id={messageId}
          name="message"
          className={fieldCss.textarea}
          maxLength={textLimits.contactMessage}
          value={state.context.values.message}
          onChange={change('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className={fieldCss.error}>
            {errors.message}
          </p>
        )}
      </div>
      <FormStatus tone="error" message={state.hasTag('failed') ? state.context.failure : undefined} />
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? <Spinner label={accountTexts.sending} /> : texts.sendMessage}
      </Button>
      {state.hasTag('sent') && (
        <p role="status" className={css.sentNotice}>
          {texts.messageSent}
        </p>
      )}
    </form>
  );
}
