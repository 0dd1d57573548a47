/**
 * The checkout's actor (machines/checkout.machine.ts), the checkout feature's own. It is
 * created when this module first loads, which only the checkout route's chunk imports, so
 * the first load does not carry it; from then on it outlives the page, so a trip to
 * /profile to add an address, or a payment in flight, comes back as it was. A new one
 * starts when the session ends. An online payment not settled yet is kept in
 * sessionStorage for a reload.
 */
import { hashKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { ApiError, unwrap, type Schemas } from '#openapi/client';
import {
  checkoutMachine,
  couponRequest,
  type Attempt,
  type CartCheck,
  type PaymentOrder,
  type PlacedOrder,
  type RememberedAttempt,
} from '#machines/checkout.machine';
import { effectActions } from '#machines/effects';
import { api } from '#src/app/api/api';
import { cartQuery } from '#src/app/queries/cartQuery';
import { appEffects } from '#src/app/actors/effects';
import { inspect } from '#src/app/actors/inspect';
import { profileQuery } from '#src/app/queries/profileQuery';
import { queryClient } from '#src/app/queries/queryClient';
import { queryKeys } from '#src/app/queries/queryKeys';
import { onSessionEnded } from '#src/app/actors/authActor';

const ATTEMPT_KEY = 'statefront:checkout-payment';

function readRemembered(): RememberedAttempt | null {
  try {
    const stored = sessionStorage.getItem(ATTEMPT_KEY);
    return stored ? (JSON.parse(stored) as RememberedAttempt) : null;
  } catch {
    return null; // storage unavailable or not ours: nothing to resume
  }
}

function forgetRemembered(): void {
  sessionStorage.removeItem(ATTEMPT_KEY);
}

/** placeOrder with the account's phone (product §7 var_phone) and the attempt's Idempotency-Key. */
async function placeOrder({ key, body }: Attempt) {
  const profile = await queryClient.ensureQueryData(profileQuery());
  const call = api.POST('/orders', {
    body: { ...body, var_phone: profile.var_mobile_no },
    params: { header: { 'Idempotency-Key': key } },
  });
  return (await unwrap(call)).data;
}

/** The server's cart now (written into Query, so the page shows it), and the applied coupon priced on it. */
async function checkCart({ promocode }: { promocode: string }): Promise<CartCheck> {
  const cart = await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 });
  if (!promocode) return { cart, promoDiscount: 0, couponRefusal: null };
  try {
    const applied = await unwrap(api.POST('/coupon', { body: couponRequest(cart, promocode) }));
    return { cart, promoDiscount: applied.discount_price, couponRefusal: null };
  } catch (error) {
    // A 400 is the coupon refused (product §8); anything else means the check itself failed.
    if (error instanceof ApiError && error.status === 400)
      return { cart, promoDiscount: 0, couponRefusal: error.message };
    throw error;
  }
}

const liveCheckoutMachine = checkoutMachine.provide({
  actors: {
    checkCart: fromPromise(({ input }) => checkCart(input)),
    applyCoupon: fromPromise(async ({ input }) => unwrap(api.POST('/coupon', { body: input }))),
    placeOrder: fromPromise(async ({ input }) => (await placeOrder(input)) as PlacedOrder),
    startPayment: fromPromise(async ({ input }) => (await placeOrder(input)) as PaymentOrder),
    getPayment: fromPromise(
      async ({ input }) =>
        (await unwrap(api.GET('/payments/{providerOrderId}', { params: { path: { providerOrderId: input.id } } })))
          .data,
    ),
    cancelPayment: fromPromise(({ input }) =>
      unwrap(api.DELETE('/payments/{providerOrderId}', { params: { path: { providerOrderId: input.id } } })),
    ),
  },
  actions: {
    ...effectActions(appEffects),
    rememberAttempt: (_, attempt) => sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt)),
    forgetAttempt: forgetRemembered,
  },
});

type CheckoutActor = Actor<typeof liveCheckoutMachine>;

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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The checkout actor now (a new one after a logout). */
export function useCheckoutActor(): CheckoutActor {
  return useSyncExternalStore(subscribe, () => current);
}

export type CheckoutSnapshot = ReturnType<CheckoutActor['getSnapshot']>;
