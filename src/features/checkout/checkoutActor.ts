/**
 * The checkout's actor, the checkout feature's own. It is created when this module first
 * loads, which only the checkout route's chunk imports, so the first load does not carry
 * it; from then on it outlives the page, so a trip to /profile to add an address, or a
 * payment in flight, comes back as it was. Every load of the cart reaches it. A new one
 * starts when the session ends.
 */
import { hashKey } from '@tanstack/react-query';
import { createActor, type Actor } from 'xstate';
import type { Schemas } from '#openapi/client';
import { onSessionEnded } from '#src/app/actors/authActor';
import { inspect } from '#src/app/actors/inspect';
import { cartQuery } from '#src/app/queries/cartQuery';
import { queryClient } from '#src/app/queries/queryClient';
import { queryKeys } from '#src/app/queries/queryKeys';
import { liveCheckoutMachine } from './liveCheckoutMachine';
import { forgetRemembered, readRemembered } from './rememberedAttempt';

export type CheckoutActor = Actor<typeof liveCheckoutMachine>;
export type CheckoutSnapshot = ReturnType<CheckoutActor['getSnapshot']>;

function startCheckout(): CheckoutActor {
  const actor = createActor(liveCheckoutMachine, {
    input: { queryKeys, newKey: () => crypto.randomUUID(), remembered: readRemembered() },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  const cached = queryClient.getQueryData(cartQuery().queryKey);
  if (cached) actor.send({ type: 'CART_LOADED', cart: cached });
  return actor;
}

let current = startCheckout();
const listeners = new Set<() => void>();

// Every load of the cart, whoever asked for it, reaches the machine.
const cartHash = hashKey(cartQuery().queryKey);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== cartHash || event.action.type !== 'success') return;
  const cart = event.query.state.data;
  if (cart) current.send({ type: 'CART_LOADED', cart: cart as Schemas['Cart'] });
});

// The next shopper on this device starts a checkout of their own.
onSessionEnded(() => {
  current.stop();
  forgetRemembered();
  current = startCheckout();
  listeners.forEach((listener) => listener());
});

/** The checkout actor now. */
export const currentCheckout = (): CheckoutActor => current;

/** Calls `listener` when the actor is replaced (a new one after a logout). */
export function onCheckoutReplaced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
