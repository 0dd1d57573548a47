/**
 * App-wide overlays that nobody sees on a first screen: the toasts and the
 * login-required dialog. Each loads (with its Radix parts) the first time it has
 * something to show, and then stays mounted, so the first load carries neither.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useLoginRequiredOpen } from './loginRequired';
import { useToasts } from './toasts';

function loadedWhenFirstNeeded(load: () => Promise<{ default: ComponentType }>, useNeeded: () => boolean) {
  const Overlay = lazy(load);
  let needed = false;
  return function LazyOverlay() {
    const now = useNeeded();
    needed ||= now;
    return needed ? (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    ) : null;
  };
}

function useAnyToast(): boolean {
  return useToasts().length > 0;
}

export const LazyToaster = loadedWhenFirstNeeded(
  () => import('./Toaster').then((m) => ({ default: m.Toaster })),
  useAnyToast,
);

export const LazyLoginRequiredDialog = loadedWhenFirstNeeded(
  () => import('./LoginRequiredDialog').then((m) => ({ default: m.LoginRequiredDialog })),
  useLoginRequiredOpen,
);
