import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unwrap } from '../../../openapi/client';
import { effectActions } from '../../../machines/effects';
import { variantMachine, type AddToCartInput, type LookupInput, type VariantDetail } from '../../../machines/variant.machine';
import { api } from '../../app/api';
import { appEffects } from '../../app/effects';
import { requireLogin } from '../layout/loginRequired';
import type { ProductDetail } from './queries';

/** The page's variant machine, wired to the real API and the app's effects. */
const liveVariantMachine = variantMachine.provide({
  actors: {
    lookupVariant: fromPromise<VariantDetail, LookupInput>(
      async ({ input, signal }) => (await unwrap(api.POST('/variant', { body: input, signal }))).data,
    ),
    addToCart: fromPromise<{ message: string }, AddToCartInput>(({ input }) => unwrap(api.PUT('/cart', { body: input }))),
  },
  actions: effectActions(appEffects),
});

/** One actor per product: the caller keys the component by slug, so a new product starts clean. */
export function useVariantActor(product: ProductDetail) {
  const actorRef = useActorRef(liveVariantMachine, { input: { product } });
  useEffect(() => {
    const subscription = actorRef.on('loginRequired', () => requireLogin());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return actorRef;
}
