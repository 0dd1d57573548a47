import { useId } from 'react';
import { contractLimits } from '../../../openapi/limits';
import { texts } from '../../../spec/texts';
import { orderTexts } from '../../ui/copy';
import * as fieldCss from '../../ui/field.css';
import { ActionDialog } from './ActionDialog';

interface ReturnDialogProps {
  open: boolean;
  title: string;
  reason: string;
  /** The machine would send it now: a reason is given (or it is a retry). */
  canSubmit: boolean;
  busy: boolean;
  failure: string | undefined;
  onChange: (reason: string) => void;
  onSubmit: () => void;
  onDismiss: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Return Product: a reason is needed (SPEC §5). */
export function ReturnDialog({
  open,
  title,
  reason,
  canSubmit,
  busy,
  failure,
  onChange,
  onSubmit,
  onDismiss,
  onCloseAutoFocus,
}: ReturnDialogProps) {
  const id = useId();
  return (
    <ActionDialog
      open={open}
      title={orderTexts.returnTitle(title)}
      busy={busy}
      failure={failure}
      submitLabel={texts.returnProduct}
      busyLabel={orderTexts.sending}
      dismissLabel={orderTexts.close}
      onSubmit={onSubmit}
      onDismiss={onDismiss}
      onCloseAutoFocus={onCloseAutoFocus}
      canSubmit={canSubmit}
    >
      {(missing) => (
        <>
          <div className={fieldCss.field}>
            <label className={fieldCss.label} htmlFor={id}>
              {orderTexts.reason}
            </label>
            <textarea
              id={id}
              className={fieldCss.textarea}
              value={reason}
              maxLength={contractLimits.returnText}
              required
              readOnly={busy}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {missing ? (
              <p id={`${id}-error`} className={fieldCss.error}>
                {orderTexts.reasonRequired}
              </p>
            ) : null}
          </div>
        </>
      )}
    </ActionDialog>
  );
}
