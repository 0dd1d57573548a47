import { useState, type RefObject } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import * as page from '../admin-page.css';
import * as css from './products.css';

const words = adminTexts.products;

export interface DrawnPreview {
  /** The product's title as typed, for the dialog's name. */
  title: string;
  page: string;
  address: string;
}

/**
 * The product page as the shop draws it from what is typed (decision 0068), in a frame at a computer's width or a
 * phone's. The frame runs no script (its scripts are left out, and `sandbox` allows none); it shares the back
 * office's origin only so its pictures load under the same policy.
 */
export function ProductPreview({
  shown,
  close,
  opener,
}: {
  shown: DrawnPreview | null;
  close: () => void;
  /** What asked for it: the focus goes back there when it closes (Radix would look for a Trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const [width, setWidth] = useState<keyof typeof words.previewWidths>('computer');
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => !open && close()}>
      {shown && (
        <Dialog.Content
          className={css.previewDialog}
          aria-describedby="product-preview-note"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title>{words.previewTitle(shown.title)}</Dialog.Title>
          <p id="product-preview-note" className={page.muted}>
            {words.previewNote(shown.address)}
          </p>
          <div className={css.previewWidths} role="group" aria-label={words.previewWidth}>
            {(Object.keys(words.previewWidths) as (keyof typeof words.previewWidths)[]).map((choice) => (
              <Button key={choice} tone="secondary" aria-pressed={width === choice} onClick={() => setWidth(choice)}>
                {words.previewWidths[choice]}
              </Button>
            ))}
          </div>
          <iframe
            className={`${css.previewFrame} ${width === 'phone' ? css.phoneFrame : ''}`}
            title={words.previewFrame}
            sandbox="allow-same-origin"
            srcDoc={shown.page}
          />
          <Dialog.Actions>
            <Dialog.Close asChild>
              <Button tone="secondary">{words.closePreview}</Button>
            </Dialog.Close>
          </Dialog.Actions>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
