import type { AppEffects, NavigationState } from '#machines/effects';
import { queryClient } from '../queries/queryClient';
import { showToast } from '../overlays/toasts';

/**
 * The router is bound at startup (main.tsx) so this module imports no routes. What a
 * machine leaves in the history entry is declared on the router's HistoryState in
 * historyState.ts.
 */
interface Navigator {
  navigate(options: { to: string; replace?: boolean; state?: NavigationState }): Promise<void> | void;
}

let navigator: Navigator | null = null;

export function bindNavigator(router: Navigator): void {
  navigator = router;
}

/** The app's side effects, provided to every machine with `machine.provide(...)`. */
export const appEffects: AppEffects = {
  navigate(to, options) {
    if (!navigator) throw new Error('appEffects.navigate called before the router was bound');
    void navigator.navigate({ to, replace: options?.replace, ...(options?.state ? { state: options.state } : {}) });
  },
  toast(message, options) {
    showToast(message, { placement: 'top-center', ...options });
  },
  invalidate(queryKey) {
    void queryClient.invalidateQueries({ queryKey });
  },
  update(queryKey, updater) {
    queryClient.setQueryData(queryKey, updater);
  },
};

/**
 * Opens a document (the invoice PDF) in a new tab. Called inside the click that asks
 * for it, so the popup blocker lets it through; the new tab gets no handle on this one.
 */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
