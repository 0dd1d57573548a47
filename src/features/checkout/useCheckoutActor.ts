/** The checkout's actor (checkoutActor.ts) for a component, which draws anew when a logout replaces it. */
import { useSyncExternalStore } from 'react';
import { currentCheckout, onCheckoutReplaced, type CheckoutActor } from './checkoutActor';

/** The checkout actor now (a new one after a logout). */
export function useCheckoutActor(): CheckoutActor {
  return useSyncExternalStore(onCheckoutReplaced, currentCheckout);
}
