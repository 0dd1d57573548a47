/**
 * App-wide side effects that machines may trigger. Machines declare them as named,
 * parameterised actions with empty defaults (see `effectActions`), and the app provides
 * the real implementations once at startup (src/app/actors/effects.ts): machines never import
 * the router, the query client or the toast store.
 */
import { fromPromise } from 'xstate';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastPlacement = 'top-center' | 'bottom-right';

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  placement?: ToastPlacement;
}

/** A TanStack Query key, as the app hands it to a machine (machines never spell one). */
export type QueryKey = readonly unknown[];

/** What a machine may leave in the history entry it navigates to (read by the page it opens). */
export interface NavigationState {
  /** The order checkout just placed: /thankyou shows it from the Query cache. */
  placedOrderId?: number;
  /** What /login says on arrival (a password just changed). */
  notice?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: NavigationState;
}

export interface AppEffects {
  navigate(to: string, options?: NavigateOptions): void;
  toast(message: string, options?: ToastOptions): void;
  /** Marks server data stale, by TanStack Query key prefix. */
  invalidate(queryKey: QueryKey): void;
  /** Writes into cached server data (setQueryData): what the server has confirmed, before the reload lands. */
  update(queryKey: QueryKey, updater: (data: unknown) => unknown): void;
}

export const noEffects: AppEffects = {
  navigate: () => {},
  toast: () => {},
  invalidate: () => {},
  update: () => {},
};

/**
 * The app effects as named, parameterised xstate actions. Machines list
 * `effectActions(noEffects)` in `setup({ actions })` so the diagram shows the effect by
 * name, and the app swaps in the real ones once: `machine.provide({ actions: effectActions(app) })`.
 */
export function effectActions(effects: AppEffects) {
  return {
    navigate: (_: unknown, { to, ...options }: { to: string } & NavigateOptions) =>
      effects.navigate(to, Object.keys(options).length === 0 ? undefined : options),
    toast: (_: unknown, params: { message: string } & ToastOptions) => {
      const { message, ...options } = params;
      effects.toast(message, options);
    },
    invalidate: (_: unknown, params: { queryKey: QueryKey }) => effects.invalidate(params.queryKey),
    update: (_: unknown, params: { queryKey: QueryKey; updater: (data: unknown) => unknown }) =>
      effects.update(params.queryKey, params.updater),
  };
}

/**
 * The stand-in for a call the machine makes and the app provides
 * (`machine.provide({ actors })`): the machine names the call and types its input and
 * answer, and never makes it itself. Run unprovided, it fails saying so.
 */
export function provided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is provided by the app (machine.provide)`)),
  );
}
