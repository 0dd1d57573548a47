import { useEffect, useRef } from 'react';

/**
 * Moves focus to a message when it appears or says something new (`key`), so keyboard
 * and screen reader users land on what happened and the actions it offers.
 */
export function useFocusOnShow<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) ref.current?.focus();
  }, [key]);
  return ref;
}
