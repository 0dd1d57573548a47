/**
 * The one app-wide cart actor (machines/cart.machine.ts), started when the shopper is
 * signed in or first adds (src/app/actors/cart.ts loads this module), so neither it nor xstate
 * is in the entry.
 * The header badge, the side panel, the cart page, every product card and the product
 * page go through it; the cart itself stays in TanStack Query (cartQuery), which the
 * actor hears about on every load and writes back to through the app's effects.
 */
import { hashKey } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { unwrap, type Schemas } from '#openapi/client';
import {
  cartMachine,
  isLineBusy,
  lineKey,
  shownQuantity,
  stockProblem,
  type CartAnswer,
  type CartUpdate,
} from '#machines/cart.machine';
import { effectActions } from '#machines/effects';
import { api } from '../api/api';
import { onSessionEnded } from './authActor';
import { cartQuery } from '../queries/cartQuery';
import { cartSlot } from './slots';
import { appEffects } from './effects';
import { inspect } from './inspect';
import { queryClient } from '../queries/queryClient';
import { queryKeys } from '../queries/queryKeys';

/** The server's message and the HTTP status it came with (product §8 toasts only a 200). */
async function answered<R extends { data?: { message: string }; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<CartAnswer> {
  const { message } = (await unwrap(call)) as { message: string };
  return { message, status: (await call).response.status };
}

const liveCartMachine = cartMachine.provide({
  actors: {
    saveQuantity: fromPromise<CartAnswer, CartUpdate>(({ input }) => answered(api.PUT('/cart', { body: input }))),
    removeLine: fromPromise(({ input }) =>
      answered(api.DELETE('/cart/{fk_product}/{variant_id}', { params: { path: input } })),
    ),
    addToCart: fromPromise<CartAnswer, CartUpdate>(({ input }) => answered(api.PUT('/cart', { body: input }))),
  },
  actions: effectActions(appEffects),
});

export const cartActor = createActor(liveCartMachine, { input: { queryKeys }, ...(inspect ? { inspect } : {}) });
cartActor.start();
cartSlot.fill(cartActor);

// Every load of the cart, whoever asked for it, reaches the machine's guards.
const cartHash = hashKey(cartQuery().queryKey);
const cached = queryClient.getQueryData(cartQuery().queryKey);
if (cached) cartActor.send({ type: 'CART_LOADED', cart: cached });
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== cartHash || event.action.type !== 'success') return;
  const cart = event.query.state.data;
  if (cart) cartActor.send({ type: 'CART_LOADED', cart: cart as Schemas['Cart'] });
});

// The next shopper on this device must not inherit this one's lines, nor have their clicks sent.
onSessionEnded(() => cartActor.send({ type: 'SESSION_ENDED' }));

/** One cart line as the panel and the cart page show it: the shopper's quantity over the server's. */
export interface CartLineView {
  line: Schemas['CartLine'];
  key: string;
  quantity: number;
  /** A change or removal of this line is unconfirmed. */
  busy: boolean;
  removing: boolean;
  /** Why the line's last change or removal failed. */
  error: string | null;
  /** Why the line cannot be bought as it stands ('This product out of stock', 'Only N item(s) left in stock!'). */
  stockProblem: string | null;
}

type CartSnapshot = ReturnType<typeof cartActor.getSnapshot>;

export function viewLines(cart: Schemas['Cart'], { context }: CartSnapshot): CartLineView[] {
  return cart.data.map((line) => {
    const key = lineKey(line);
    const quantity = shownQuantity(context, { ...line, quantity: line.cartItem });
    return {
      line,
      key,
      quantity,
      busy: isLineBusy(context, line),
      removing: context.removing !== null && lineKey(context.removing) === key,
      error: context.lineErrors[key] ?? null,
      stockProblem: stockProblem({ quantity, stock: line.stock }),
    };
  });
}

/** The cart actor's state, for the screens: they ask with tags and can(), never state names. */
export function useCartState(): CartSnapshot {
  return useSelector(cartActor, (state) => state);
}
