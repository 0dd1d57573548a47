import type { ReactNode } from 'react';
import { catalogTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import type { SheetProps } from '#src/ui/loadedOnFirstOpen';
import * as css from './ListingPage.css';

/**
 * The listing's filters in a dialog, for a phone, where the sidebar is hidden. Loaded on
 * first open (ListingPage): Radix Dialog and its focus trap are not on the first screen.
 */
export function FiltersDialog({ open, onOpenChange, trigger, filters }: SheetProps & { filters: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>{catalogTexts.filters}</Dialog.Title>
        <div className={css.filterDialogBody}>{filters}</div>
        <Dialog.Actions>
          <Dialog.Close asChild>
            <Button>{texts.ok}</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
