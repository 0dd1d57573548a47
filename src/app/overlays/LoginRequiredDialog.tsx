import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import { closeLoginRequired, takeOpener, useLoginRequiredOpen } from './loginRequired';

/** 'This feature requierd login…' with CANCEL (stay) and OK (go to /login). */
export function LoginRequiredDialog() {
  const open = useLoginRequiredOpen();
  const navigate = useNavigate();
  const leaving = useRef(false);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeLoginRequired())}>
      <Dialog.Content
        role="alertdialog"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          const opener = takeOpener();
          // Going to /login moves focus with the page; otherwise return it to the icon.
          if (leaving.current || !opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <Dialog.Title>{texts.loginRequired}</Dialog.Title>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button tone="secondary">{texts.cancel}</Button>
          </Dialog.Close>
          <Button
            onClick={() => {
              leaving.current = true;
              closeLoginRequired();
              void navigate({ to: '/login' }).finally(() => {
                leaving.current = false;
              });
            }}
          >
            {texts.ok}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
