import { useId } from 'react';
import { textLimits } from '#rules/limits';
import { texts } from '#rules/texts';
import { orderTexts } from '#src/ui/copy';
import * as fieldCss from '#src/ui/field.css';
import { ActionDialog, type FormDialogState } from './ActionDialog';

interface ReturnDialogProps {
  dialog: FormDialogState;
  title: string;
  reason: string;
  onChange: (reason: string) => void;
}

/** Return Product: a reason is needed (product §5). */
export function ReturnDialog({ dialog, title, reason, onChange }: ReturnDialogProps) {
  const id = useId();
  return (
    <ActionDialog
      {...dialog}
      title={orderTexts.returnTitle(title)}
      submitLabel={texts.returnProduct}
      busyLabel={orderTexts.sending}
      dismissLabel={orderTexts.close}
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
              maxLength={textLimits.returnText}
              required
              readOnly={dialog.busy}
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
