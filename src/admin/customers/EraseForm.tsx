import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { unwrap, type Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { customersKey } from './queries';

const words = adminTexts.customers;

/** Her personal data erased, once her email is typed again: it cannot be undone, so nothing goes on one click. */
export function EraseForm({
  customer,
  onErased,
}: {
  customer: Schemas['AdminCustomer'];
  onErased: (said: string) => void;
}) {
  const queryClient = useQueryClient();
  const fieldId = useId();
  // What was typed stays when the erasure is refused.
  const [typed, setTyped] = useState('');
  const erase = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/customers/{customerId}/erase', {
          params: { path: { customerId: customer.id } },
          body: { email: typed },
        }),
      ),
    onSuccess: async (answer) => {
      onErased(answer.message);
      await queryClient.invalidateQueries({ queryKey: customersKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate();
  };
  const error = erase.error?.message;
  return (
    <form className={page.panel} onSubmit={submit} noValidate aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={page.panelTitle}>
        {words.erase}
      </h2>
      <p id={`${fieldId}-hint`} className={page.muted}>
        {words.eraseHint}
      </p>
      <div className={fieldCss.field}>
        <label className={fieldCss.label} htmlFor={fieldId}>
          {words.confirmLabel} ({customer.email})
        </label>
        <input
          id={fieldId}
          className={fieldCss.input}
          type="email"
          autoComplete="off"
          maxLength={textLimits.email}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
        />
        {error && (
          <p id={`${fieldId}-error`} className={fieldCss.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={parts.actions}>
        <Button type="submit" disabled={erase.isPending} aria-busy={erase.isPending}>
          {erase.isPending ? words.erasing : words.confirm}
        </Button>
      </div>
    </form>
  );
}
