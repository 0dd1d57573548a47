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

/**
 * The app effects as named, parameterised xstate actions. Machines list
 * `effectActions(noEffects)` in `setup({ actions })` so the diagram shows the effect by
 * name, and the app swaps in the real ones once: `machine.provide({ actions: effectActions(app) })`.
 */
export function effectActions(effects: AppEffects) {
  return {
    navigate: (_: unknown, params: { to: string; replace?: boolean }) =>
      effects.navigate(params.to, params.replace === undefined ? undefined : { replace: params.replace }),
    toast: (_: unknown, params: { message: string } & ToastOptions) => {
      const { message, ...options } = params;
      effects.toast(message, options);
    },
    invalidate: (_: unknown, params: { queryKey: readonly unknown[] }) => effects.invalidate(params.queryKey),
  };
}
