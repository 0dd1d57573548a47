/**
 * Adding to the cart, from anywhere, without the cart actor in the entry: the actor
 * (src/app/actors/cartActor.ts, with xstate) loads when the shopper is signed in (main.tsx) or
 * on the first add, whichever comes first. Until it has loaded no add can be under way,
 * so "adding" reads false; an add waits for it and then goes through it like any other.
 */
import type { CartUpdate } from '#machines/cart.machine';
import { cartSlot } from './slots';

/** The cart actor, its module loaded the first time it is asked for. */
const loadCart = () => cartSlot.load(() => import('./cartActor'));

/** Starts the cart actor ahead of the shopper's first add. */
export function startCart(): Promise<unknown> {
  return loadCart();
}

let nextSource = 0;

/** A name for one Add to cart button, so only its spinner turns. */
export const newAddSource = (): string => `add-${++nextSource}`;

export function addToCart(source: string, body: CartUpdate): void {
  void loadCart().then((cart) => cart.send({ type: 'ADD', request: { source, body } }));
}

/** Whether this button's add is queued or on its way. */
export function useAdding(source: string): boolean {
  return cartSlot.useSelect((state) => state.context.adds.some((add) => add.source === source), false);
}

/**
 * Hands an add to the cart actor and settles when it has answered (after its toast), so
 * the product page's own machine can keep its spinner until then.
 */
export async function addThroughCart(body: CartUpdate): Promise<void> {
  const cart = await loadCart();
  const source = newAddSource();
  return new Promise((resolve, reject) => {
    const subscription = cart.on('addAnswered', (event) => {
      if (event.source !== source) return;
      subscription.unsubscribe();
      if (event.error === null) resolve();
      else reject(event.error instanceof Error ? event.error : new Error(String(event.error)));
    });
    cart.send({ type: 'ADD', request: { source, body } });
  });
}
