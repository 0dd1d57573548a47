/**
 * App-wide side effects that machines may trigger. Machines declare them as named,
 * parameterised actions with empty defaults (see `effectActions`), and the app provides
 * the real implementations once at startup (src/app/effects.ts): machines never import
 * the router, the query client or the toast store.
 */
import { failureMessage } from '../openapi/failure';
import { durations } from '../spec/durations';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastPlacement = 'top-center' | 'bottom-right';

export interface ToastOptions {
  tone?: ToastTone;
  durationMs?: number;
  placement?: ToastPlacement;
}

/** A TanStack Query key, as the app hands it to a machine (machines never spell one). */
export type QueryKey = readonly unknown[];

export interface AppEffects {
  navigate(to: string, options?: { replace?: boolean }): void;
  toast(message: string, options?: ToastOptions): void;
  /** Marks server data stale, by TanStack Query key prefix. */
  invalidate(queryKey: QueryKey): void;
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
    invalidate: (_: unknown, params: { queryKey: QueryKey }) => effects.invalidate(params.queryKey),
  };
}

/** The effect actions of `effectActions` as a machine enqueues them. */
export type EffectAction =
  | { type: 'navigate'; params: { to: string; replace?: boolean } }
  | { type: 'toast'; params: { message: string } & ToastOptions }
  | { type: 'invalidate'; params: { queryKey: QueryKey } };

/**
 * AppEffects that enqueue a machine's own named effect actions, so an effect shared with
 * the screens runs inside the machine under the names its diagram and tests see.
 */
export function enqueuedEffects(enqueue: (action: EffectAction) => void): AppEffects {
  return {
    navigate: (to, options) => enqueue({ type: 'navigate', params: { to, ...options } }),
    toast: (message, options) => enqueue({ type: 'toast', params: { message, ...options } }),
    invalidate: (queryKey) => enqueue({ type: 'invalidate', params: { queryKey } }),
  };
}

/** How the cart call answered: the server's message, or the error it failed with. */
export type CartAnswer = { message: string } | { error: unknown };

const cartToast = { placement: 'top-center', durationMs: durations.toast } as const;

/** The data an add to cart changes: the cart, and the stock every product list and page shows. */
export interface AddToCartQueryKeys {
  cart: QueryKey;
  productLists: QueryKey;
  productDetails: QueryKey;
}

/**
 * What an add-to-cart answer sets off, wherever the shopper added (a product card or
 * the product page): the answer as a toast top-centre and, once added, every view of
 * the cart and of stock refreshed (SPEC §5). The caller hands in the keys to refresh.
 */
export function answerAddToCart(effects: AppEffects, answer: CartAnswer, queryKeys: AddToCartQueryKeys): void {
  if ('error' in answer) {
    effects.toast(failureMessage(answer.error), { tone: 'error', ...cartToast });
    return;
  }
  effects.toast(answer.message, { tone: 'success', ...cartToast });
  for (const queryKey of [queryKeys.productLists, queryKeys.productDetails, queryKeys.cart]) effects.invalidate(queryKey);
}
