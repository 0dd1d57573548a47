import type { ToastPlacement } from '#machines/effects';
import { Toast } from '#src/ui/Toast';
import { dismissToast, useToasts } from './toasts';

const placements: ToastPlacement[] = ['top-center', 'bottom-right'];

/** A Radix toast provider owns exactly one viewport, so each placement gets its own. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <>
      {placements.map((placement) => (
        <Toast.Provider key={placement} swipeDirection={placement === 'top-center' ? 'up' : 'right'}>
          {toasts
            .filter((t) => t.placement === placement)
            .map((t) => (
              <Toast.Item key={t.id} tone={t.tone} durationMs={t.durationMs} onClose={() => dismissToast(t.id)}>
                {t.message}
              </Toast.Item>
            ))}
          <Toast.Viewport placement={placement} />
        </Toast.Provider>
      ))}
    </>
  );
}
