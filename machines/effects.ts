/**
 * App-wide side effects that machines may trigger. Machines declare them as named,
 * parameterised actions with empty defaults (see `effectActions`), and the app provides
 * the real implementations once at startup (src/app/effects.ts): machines never import
 * the router, the query client or the toast store.
 */
export type ToastTone = 'success' | 'error' | 'info';
export type ToastPlacement = 'top-center' | 'bottom-right';

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  placement?: ToastPlacement;
}

export interface AppEffects {
  navigate(to: string, options?: { replace?: boolean }): void;
  toast(message: string, options?: ToastOptions): void;
  /** Marks server data stale, by TanStack Query key prefix. */
  invalidate(queryKey: readonly unknown[]): void;
}

export const noEffects: AppEffects = {
  navigate: () => {},
  toast: () => {},
  invalidate: () => {},
};
