/** Every generated path of the variant model, replayed against machines/variant.machine.ts. */
import { expect } from 'vitest';
import type { Selection } from '#machines/variant.matrix';
import {
  shownImages,
  variantMachine,
  type AddToCartInput,
  type LookupInput,
  type StockWaitInput,
  type VariantDetail,
} from '#machines/variant.machine';
import { ApiError } from '#openapi/failure';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { controllablePromise } from './fakes';
import { models } from './models';
import { variantUi } from './variant.ui-paths';
import { describeModel } from './harness';
import { COLOUR, SIZE, detailFor, sizedProduct } from './variant.fixture';

function arrange() {
  const lookupVariant = controllablePromise<VariantDetail, LookupInput>();
  // The hand-over to the cart actor; what the cart actor then shows is the cart model's.
  const addToCart = controllablePromise<void, AddToCartInput>();
  const waitForStock = controllablePromise<number, StockWaitInput>();
  const machine = variantMachine.provide({
    actors: { lookupVariant: lookupVariant.logic, addToCart: addToCart.logic, waitForStock: waitForStock.logic },
  });
  return { machine, fakes: { lookupVariant, addToCart, waitForStock } };
}

const messages = { selectAll: texts.selectAllVariants, outOfStock: texts.outOfStock } as const;

/**
 * The most the stepper may reach for a choice, read off the fixture: a cart line's cap,
 * or the chosen variant's stock when lower; never under the stepper's 1.
 */
function highest(selection: Selection): number {
  if (selection.includes(null)) return limits.perCartLine;
  const row = sizedProduct.variants.find((variant) => selection.every((id) => variant.option_ids.includes(id!)));
  return Math.max(1, Math.min(limits.perCartLine, row?.stock ?? 0));
}

describeModel({
  name: 'variant',
  real: variantMachine,
  ...models.variant,
  ui: variantUi,
  arrange,
  // The model's `observed` region is bookkeeping for the traversal; the real machine has two regions.
  expectedValue: (model) => {
    const { selection, cart } = model.value as { selection: string; cart: string };
    return { selection, cart };
  },
  drive: {
    SELECT_SIZE_AGAIN: ({ actor, fakes }) => {
      const calls = fakes.lookupVariant.calls.length;
      actor.send({ type: 'SELECT', index: 0, valueId: SIZE.S });
      expect(fakes.lookupVariant.calls.length, 'choosing the current value asks nothing').toBe(calls);
    },
    SELECT_COLOUR: ({ actor, fakes }, { colour }) => {
      actor.send({ type: 'SELECT', index: 1, valueId: COLOUR[colour] });
      if (actor.getSnapshot().hasTag('lookingUp') && fakes.lookupVariant.isPending) {
        expect(fakes.lookupVariant.calls.at(-1)?.variant_ids).toContain(SIZE.S);
      }
    },
    SERVER_OK: async ({ fakes }) => {
      const input = fakes.lookupVariant.calls.at(-1)!;
      await fakes.lookupVariant.resolve(detailFor(sizedProduct, input.variant_ids));
    },
    SERVER_FAIL: ({ fakes }) => fakes.lookupVariant.reject(new ApiError(503, 'Service unavailable')),
    RETRY: ({ actor }) => actor.send({ type: 'RETRY' }),
    SHOW_IMAGE: ({ actor }) => {
      actor.send({ type: 'SELECT_IMAGE', index: 1 });
      const { context } = actor.getSnapshot();
      expect(context.imageIndex).toBe(shownImages(context).length > 1 ? 1 : 0);
    },
    INCREMENT: ({ actor }) => {
      const { quantity: before, selection } = actor.getSnapshot().context;
      actor.send({ type: 'INCREMENT' });
      expect(actor.getSnapshot().context.quantity, 'one more, up to the limit').toBe(
        Math.min(before + 1, highest(selection)),
      );
    },
    FILL_QUANTITY: ({ actor }) => {
      // Plus as often as a shopper might (15 times): it stops at the limit and stays there.
      const reached: number[] = [];
      for (let press = 0; press < 15; press++) {
        actor.send({ type: 'INCREMENT' });
        reached.push(actor.getSnapshot().context.quantity);
      }
      expect(reached.at(-1), 'stops at the limit').toBe(highest(actor.getSnapshot().context.selection));
      expect(Math.max(...reached), 'never beyond it').toBe(reached.at(-1));
    },
    DECREMENT: ({ actor }) => {
      const before = actor.getSnapshot().context.quantity;
      actor.send({ type: 'DECREMENT' });
      expect(actor.getSnapshot().context.quantity, 'never below 1').toBe(Math.max(1, before - 1));
    },
    ADD_TO_CART: ({ actor, fakes }, { signedIn }) => {
      const emitted: string[] = [];
      const subscription = actor.on('loginRequired', (event) => emitted.push(event.type));
      const before = fakes.addToCart.calls.length;
      actor.send({ type: 'ADD_TO_CART', signedIn });
      subscription.unsubscribe();
      const { context } = actor.getSnapshot();
      const added = fakes.addToCart.calls.length > before;
      const expectPrompt = !signedIn && context.selection.every((id) => id !== null) && !context.message;
      expect(emitted.length, 'login asked for exactly when anonymous and otherwise allowed').toBe(expectPrompt ? 1 : 0);
      if (added)
        expect(fakes.addToCart.calls.at(-1)).toEqual({ fk_product: 7, var_qty: context.quantity, fk_variant: 101 });
    },
    CART_OK: ({ fakes }) => fakes.addToCart.resolve(),
    CART_FAIL: ({ fakes }) => fakes.addToCart.reject(new ApiError(409, 'Only 3 left in stock')),
    NOTIFY_ME: ({ actor, fakes }, { signedIn }) => {
      const emitted: string[] = [];
      const subscription = actor.on('loginRequired', (event) => emitted.push(event.type));
      const before = fakes.waitForStock.calls.length;
      const wasIdle = actor.getSnapshot().matches({ cart: 'idle' });
      actor.send({ type: 'NOTIFY_ME', signedIn });
      subscription.unsubscribe();
      const soldOutChosen = actor.getSnapshot().context.selection[1] === COLOUR.Blue;
      expect(emitted.length, 'login asked for exactly when anonymous').toBe(!signedIn && wasIdle ? 1 : 0);
      const asked = fakes.waitForStock.calls.length > before;
      expect(asked, 'asks only for a sold-out choice, signed in').toBe(signedIn && soldOutChosen && wasIdle);
      if (asked) expect(fakes.waitForStock.calls.at(-1)).toEqual({ variant_id: 102 });
    },
    WAIT_OK: ({ fakes }) => fakes.waitForStock.resolve(fakes.waitForStock.calls.at(-1)!.variant_id),
    WAIT_FAIL: ({ fakes }) =>
      fakes.waitForStock.reject(new ApiError(409, 'This product is in stock: add it to your cart instead.')),
  },
  check: (model, { actor }) => {
    const { context } = actor.getSnapshot();
    const colour = model.context.colour === null ? null : COLOUR[model.context.colour];
    expect(context.selection).toEqual([SIZE.S, colour]);
    expect(context.message).toBe(model.context.message === null ? null : messages[model.context.message]);
    expect(context.notifiedFor, 'the sold-out variant waited for').toBe(model.context.notified ? 102 : null);
    expect(context.quantity).toBeGreaterThanOrEqual(1);
    expect(context.quantity, 'within what one cart line may hold of this choice').toBeLessThanOrEqual(
      highest(context.selection),
    );
  },
});
