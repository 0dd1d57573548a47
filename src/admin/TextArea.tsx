import { useId, type ReactNode } from 'react';
import * as fieldCss from '#src/ui/field.css';
import * as page from './admin-page.css';

/** A labelled textarea of the back office, its hint and its problem announced with it. */
export function TextArea({
  label,
  hint,
  value,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={fieldCss.field}>
      <label className={fieldCss.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={page.muted}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={fieldCss.textarea}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={fieldCss.error}>
          {error}
        </p>
      )}
    </div>
  );
}
