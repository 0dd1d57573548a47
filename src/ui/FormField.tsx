import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { accountTexts } from './copy';
import * as css from './field.css';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
};

/**
 * A labelled input whose error is announced: aria-invalid plus aria-describedby
 * pointing at the message. Password inputs get a show/hide toggle.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, type = 'text', ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <div className={css.control}>
        <input
          ref={ref}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className={css.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className={css.reveal}
            aria-pressed={revealed}
            aria-label={revealed ? accountTexts.hidePassword(label) : accountTexts.showPassword(label)}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? accountTexts.hide : accountTexts.show}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      )}
    </div>
  );
});
