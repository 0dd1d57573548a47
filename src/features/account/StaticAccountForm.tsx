import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { accountTexts } from '../../ui/copy';
import { texts } from '../../../rules/texts';
import { Button } from '../../ui/Button';
import * as css from './account.css';
import { AuthScreen } from './AuthScreen';
import { FormField } from '../../ui/FormField';
import { FormStatus } from '../../ui/FormStatus';

export interface StaticField {
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  /** The error for this value given all values, or undefined when fine. */
  validate: (value: string, values: Record<string, string>) => string | undefined;
}

/**
 * The forgot-password, confirmation-code and new-password screens are static forms
 * not wired to any call (product §2). They still validate like the others, and a valid
 * submit says plainly that reset is not available rather than pretending to send.
 * Plain React state: there is no flow here to model.
 */
export function StaticAccountForm({ title, fields }: { title: string; fields: readonly StaticField[] }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const errors = Object.fromEntries(fields.map((f) => [f.name, f.validate(values[f.name] ?? '', values)]));

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = fields.find((f) => errors[f.name]);
    if (firstInvalid) inputs.current.get(firstInvalid.name)?.focus();
    setDone(!firstInvalid);
  };

  return (
    <AuthScreen title={title}>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        {fields.map((f) => (
          <FormField
            key={f.name}
            ref={(element) => {
              if (element) inputs.current.set(f.name, element);
            }}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            name={f.name}
            value={values[f.name] ?? ''}
            error={touched[f.name] || submitted ? errors[f.name] : undefined}
            onChange={(e) => {
              setDone(false);
              setValues((v) => ({ ...v, [f.name]: e.target.value }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
          />
        ))}
        <FormStatus tone="success" message={done ? texts.resetNotAvailable : undefined} />
        <Button type="submit" block>
          {accountTexts.submit}
        </Button>
      </form>
      <Link className={css.link} to="/login">
        {accountTexts.backToLogin}
      </Link>
    </AuthScreen>
  );
}
