import { forwardRef, useId, useImperativeHandle, useRef, useState, type InputHTMLAttributes } from 'react';
import { accountTexts } from './copy';
import * as css from './field.css';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  label: string;
  error?: string | undefined;
  /** A change of the text: the shopper's, or what was typed before the app took the field over. */
  onChange?: (event: { target: HTMLInputElement }) => void;
};

/**
 * A labelled input whose error is announced: aria-invalid plus aria-describedby
 * pointing at the message. Password inputs get a show/hide toggle. Text typed into it
 * before the app took it over (a page the server drew) reaches its owner as a change.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, type = 'text', ...input },
  ref,
) {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);
  useTypedBeforeHydration(field, input.value, input.onChange);
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
          ref={field}
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
