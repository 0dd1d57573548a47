import { useRef, type RefObject } from 'react';

/**
 * Focus for a dialog opened by the machine rather than a Radix Trigger: on close it goes
 * back to the button that opened it or, when that button is gone (the order was
 * cancelled, the product returned), to `fallback`.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember(element: HTMLElement) {
      opener.current = element;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      (opener.current?.isConnected ? opener.current : fallback.current)?.focus();
    },
  };
}
