import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#src/ui/Button';
import { orderTexts } from '#src/ui/copy';
import { Dialog } from '#src/ui/Dialog';
import { FormStatus } from '#src/ui/FormStatus';
import { Spinner } from '#src/ui/Spinner';
import * as css from './orders.css';

interface ActionDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The call is on its way: nothing can be sent or closed until it answers. */
  busy: boolean;
  /** Why the last call failed; sending again retries. */
  failure: string | undefined;
  submitLabel: string;
  busyLabel: string;
  dismissLabel: string;
  onSubmit: () => void;
  onDismiss: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** Whether the machine would send now (a form's rule is met, or it is a retry). */
  canSubmit?: boolean;
  /** The fields; `missing` is true once sending was tried while the rule is not met. */
  children?: (missing: boolean) => ReactNode;
}

/** What a form dialog takes from the machine, the same for the return and the review form. */
export type FormDialogState = Pick<
  ActionDialogProps,
  'open' | 'busy' | 'failure' | 'canSubmit' | 'onSubmit' | 'onDismiss' | 'onCloseAutoFocus'
>;

/** A dialog whose form sends one order call: pending, failed with retry, and done (closed) by the machine. */
export function ActionDialog(props: ActionDialogProps) {
  const {
    open,
    title,
    description,
    busy,
    failure,
    submitLabel,
    busyLabel,
    dismissLabel,
    onSubmit,
    onCloseAutoFocus,
    canSubmit = true,
    children,
  } = props;
  // The hint under a field shows once sending was tried without what it needs.
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(!canSubmit);
    onSubmit();
  };
  const onDismiss = () => {
    setTried(false);
    props.onDismiss();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        <form className={css.form} noValidate onSubmit={submit} aria-busy={busy}>
          {children?.(tried && !canSubmit)}
          <FormStatus tone="error" message={failure} />
          <Dialog.Actions>
            <Button tone="ghost" onClick={onDismiss} disabled={busy}>
              {dismissLabel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner label={busyLabel} /> : failure ? orderTexts.retry : submitLabel}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
