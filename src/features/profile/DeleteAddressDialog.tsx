import type { SnapshotFrom } from 'xstate';
import type { addressMachine, AddressEvent } from '#machines/address.machine';
import { Button } from '#src/ui/Button';
import { profileTexts } from '#src/ui/copy';
import { Dialog } from '#src/ui/Dialog';
import { FormStatus } from '#src/ui/FormStatus';
import { Spinner } from '#src/ui/Spinner';
import { addressSummary } from './addressText';

interface Props {
  state: SnapshotFrom<typeof addressMachine>;
  send: (event: AddressEvent) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Delete asks first; the call's pending and failed states show here, and confirming again retries. */
export function DeleteAddressDialog({ state, send, onCloseAutoFocus }: Props) {
  const { target, failure } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.hasTag('failed');
  return (
    <Dialog.Root open={state.hasTag('deleteDialog')} onOpenChange={(open) => open || send({ type: 'CLOSE' })}>
      <Dialog.Content role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{profileTexts.deleteTitle}</Dialog.Title>
        <Dialog.Description>{target ? addressSummary(target) : null}</Dialog.Description>
        <FormStatus tone="error" message={failed ? failure : undefined} />
        <Dialog.Actions>
          <Button tone="secondary" disabled={busy} onClick={() => send({ type: 'CLOSE' })}>
            {profileTexts.deleteKeep}
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => send({ type: 'CONFIRM' })}>
            {busy ? <Spinner label={profileTexts.deleting} /> : failed ? profileTexts.retry : profileTexts.delete}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
