/**
 * App-wide overlays that nobody sees on a first screen: the toasts and the
 * login-required dialog. Each loads (with its Radix parts) the first time it has
 * something to show, and then stays mounted, so the first load carries neither.
 */
import { lazy, Suspense } from 'react';
import { useLoginRequiredOpen } from './loginRequired';
import { useToasts } from './toasts';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));
const LoginRequiredDialog = lazy(() => import('./LoginRequiredDialog').then((m) => ({ default: m.LoginRequiredDialog })));

let toastsShown = false;
let loginAsked = false;

export function LazyToaster() {
  const any = useToasts().length > 0;
  toastsShown ||= any;
  return toastsShown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function LazyLoginRequiredDialog() {
  const open = useLoginRequiredOpen();
  loginAsked ||= open;
  return loginAsked ? (
    <Suspense fallback={null}>
      <LoginRequiredDialog />
    </Suspense>
  ) : null;
}
