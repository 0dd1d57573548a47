import type { ReactNode } from 'react';
import { Toast as Primitive } from 'radix-ui';
import type { ToastPlacement, ToastTone } from '#machines/effects';
import { IconClose } from './icons';
import * as css from './toast.css';

function Viewport({ placement }: { placement: ToastPlacement }) {
  return <Primitive.Viewport className={css.viewport[placement]} label={`Notifications (${placement})`} />;
}

function Item({
  tone,
  durationMs,
  onClose,
  children,
}: {
  tone: ToastTone;
  durationMs: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Primitive.Root
      className={css.root[tone]}
      duration={durationMs}
      type={tone === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Primitive.Title>{children}</Primitive.Title>
      <Primitive.Close className={css.close} aria-label="Dismiss">
        <IconClose size={18} />
      </Primitive.Close>
    </Primitive.Root>
  );
}

/** Radix toasts: announced politely, swipe and Escape to dismiss, pause on hover. */
export const Toast = { Provider: Primitive.Provider, Viewport, Item };
