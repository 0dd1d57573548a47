/**
 * The checkout machine (machines/checkout.machine.ts) given what it does in the browser:
 * its calls to the API, the app's effects, and the payment it remembers for a reload.
 */
import { fromPromise } from 'xstate';
import { ApiError, unwrap } from '#openapi/client';
import {
  checkoutMachine,
  couponRequest,
  type Attempt,
  type CartCheck,
  type PaymentOrder,
  type PlacedOrder,
} from '#machines/checkout.machine';
import { effectActions } from '#machines/effects';
import { api } from '#src/app/api/api';
import { appEffects } from '#src/app/actors/effects';
import { cartQuery } from '#src/app/queries/cartQuery';
import { profileQuery } from '#src/app/queries/profileQuery';
import { queryClient } from '#src/app/queries/queryClient';
import { forgetRemembered, remember } from './rememberedAttempt';

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
  if (!promocode) return { cart, promoDiscount: 0, promoGst: null, couponRefusal: null };
  try {
    const applied = await unwrap(api.POST('/coupon', { body: couponRequest(cart, promocode) }));
    return { cart, promoDiscount: applied.discount_price, promoGst: applied.gst_total, couponRefusal: null };
  } catch (error) {
    // A 400 is the coupon refused (product §8); anything else means the check itself failed.
    if (error instanceof ApiError && error.status === 400)
      return { cart, promoDiscount: 0, promoGst: null, couponRefusal: error.message };
    throw error;
  }
}

export const liveCheckoutMachine = checkoutMachine.provide({
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
    rememberAttempt: (_, attempt) => remember(attempt),
    forgetAttempt: forgetRemembered,
  },
});
