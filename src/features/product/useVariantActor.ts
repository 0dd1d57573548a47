import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unwrap } from '#openapi/client';
import { failureMessage } from '#openapi/failure';
import {
  variantMachine,
  type AddToCartInput,
  type LookupInput,
  type StockWaitInput,
  type VariantDetail,
} from '#machines/variant.machine';
import { api } from '#src/app/api/api';
import { appEffects } from '#src/app/actors/effects';
import { queryKeys } from '#src/app/queries/queryKeys';
import { inspect } from '#src/app/actors/inspect';
import { addThroughCart } from '#src/app/actors/cart';
import { requireLogin } from '#src/app/overlays/loginRequired';
import type { ProductDetail } from './queries';

/** The page's variant machine, wired to the real API and the app's cart actor. */
const liveVariantMachine = variantMachine.provide({
  actors: {
    // No abort signal: a superseded lookup is already ignored by the machine, and React's
    // StrictMode stop/restart of the actor would otherwise turn the abort into an error.
    lookupVariant: fromPromise<VariantDetail, LookupInput>(
      async ({ input }) => (await unwrap(api.POST('/variant', { body: input }))).data,
    ),
    addToCart: fromPromise<void, AddToCartInput>(({ input }) => addThroughCart(input)),
    waitForStock: fromPromise<number, StockWaitInput>(async ({ input }) => {
      try {
        const answer = await unwrap(api.PUT('/stock-waits/{variant_id}', { params: { path: input } }));
        appEffects.toast(answer.message, { tone: 'success' });
        appEffects.invalidate(queryKeys.stockWaits);
        return input.variant_id;
      } catch (error) {
        appEffects.toast(failureMessage(error), { tone: 'error' });
        throw error;
      }
    }),
  },
});

/** One actor per product: the caller keys the component by slug, so a new product starts clean. */
export function useVariantActor(product: ProductDetail) {
  const actorRef = useActorRef(liveVariantMachine, { input: { product }, ...(inspect ? { inspect } : {}) });
  useEffect(() => {
    const subscription = actorRef.on('loginRequired', () => requireLogin());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return actorRef;
}
