import { useSyncExternalStore } from 'react';

/**
 * The login-required dialog is one app-wide toggle (product §4) that any feature may
 * raise (header icons, hearts, add-to-cart). The element focused when it opened gets
 * focus back when it closes, since the dialog has no Radix Trigger to return to.
 */
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export function requireLogin(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

export function closeLoginRequired(): void {
  open = false;
  emit();
}

export function takeOpener(): HTMLElement | null {
  const el = opener;
  opener = null;
  return el;
}

export function useLoginRequiredOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
