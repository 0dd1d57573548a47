import { useBlocker } from '@tanstack/react-router';
import { Button } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { Dialog } from '#src/ui/Dialog';

/** While a payment is in flight, leaving the page (a link, back, a reload) asks first. */
export function LeaveGuard({ inFlight }: { inFlight: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => inFlight, enableBeforeUnload: () => inFlight, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && blocker.reset()}>
      <Dialog.Content>
        <Dialog.Title>{checkoutTexts.leaveTitle}</Dialog.Title>
        <Dialog.Description>{checkoutTexts.leaveText}</Dialog.Description>
        <Dialog.Actions>
          <Button tone="secondary" onClick={blocker.proceed}>
            {checkoutTexts.leave}
          </Button>
          <Button onClick={blocker.reset}>{checkoutTexts.stay}</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
