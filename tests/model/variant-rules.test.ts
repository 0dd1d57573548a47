/**
 * The variant machine's rules, one by one, against the real machine with a
 * hand-driven server (product §4 product detail, §5 add to cart, plus availability,
 * nearest-valid choice and stale lookups). The path coverage lives in variant.model.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import {
  currentStock,
  currentVariantId,
  shownImages,
  variantMachine,
  type VariantProduct,
} from '#machines/variant.machine';
import { choose, isCombinable, valueState } from '#machines/variant.matrix';
import { texts } from '#rules/texts';
import { COLOUR, SIZE, controllableActors, detailFor, flush, plainProduct, sizedProduct } from './variant.fixture';

function start(product: VariantProduct = sizedProduct) {
  const server = controllableActors();
  const machine = variantMachine.provide({ actors: server.actors });
  const actor = createActor(machine, { input: { product } });
  const loginRequired = vi.fn();
  actor.on('loginRequired', loginRequired);
  actor.start();
  const answerLookup = async (at = server.lookups.length - 1) => {
    const call = server.lookups[at]!;
    call.resolve(detailFor(product, call.input.variant_ids));
    await flush();
  };
  return { actor, server, loginRequired, answerLookup };
}

describe('variant machine: first choice', () => {
  it('gives the first option its first value, leaves the others empty and looks that up', () => {
    const { actor, server } = start();
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.S, null]);
    expect(actor.getSnapshot().hasTag('lookingUp')).toBe(true);
    expect(server.lookups[0]!.input).toEqual({ fk_product: 7, variant_ids: [SIZE.S] });
  });

  it('selects the single default variant of a product without options', async () => {
    const { actor, server, answerLookup } = start(plainProduct);
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(currentVariantId(actor.getSnapshot().context)).toBe(201);
    await answerLookup();
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    expect(server.carts[0]!.input).toEqual({ fk_product: 8, var_qty: 1, fk_variant: 201 });
  });
});

describe('variant machine: after a lookup', () => {
  it('selects the first image', async () => {
    const { actor, answerLookup } = start(plainProduct);
    actor.send({ type: 'SELECT_IMAGE', index: 1 });
    expect(actor.getSnapshot().context.imageIndex).toBe(1);
    await answerLookup();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ selection: 'ready' })).toBe(true);
    expect(context.imageIndex).toBe(0);
    expect(context.detail?.imgs).toHaveLength(2);
    actor.send({ type: 'SELECT_IMAGE', index: 1 });
    expect(actor.getSnapshot().context.imageIndex).toBe(1);
  });

  it("keeps the default variant's pictures through the page's own lookup, and shows the lookup's once the shopper chooses", async () => {
    const { actor, answerLookup } = start();
    await answerLookup();
    expect(shownImages(actor.getSnapshot().context)).toEqual(sizedProduct.images);
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    expect(shownImages(actor.getSnapshot().context)).toEqual(sizedProduct.images);
    await answerLookup();
    expect(shownImages(actor.getSnapshot().context)).toEqual([
      '/media/garments/dress-d0312d-1.svg',
      '/media/garments/dress-d0312d-2.svg',
    ]);
  });

  it('resets a chosen value the server no longer offers', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    const call = server.lookups.at(-1)!;
    const detail = detailFor(sizedProduct, call.input.variant_ids);
    // The server has sold out and withdrawn Red since the page loaded.
    detail.prod_options[1]!.attrs_v = detail.prod_options[1]!.attrs_v.map((v) => ({
      ...v,
      available: v.int_glcode !== COLOUR.Red,
    }));
    call.resolve(detail);
    await flush();
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.S, null]);
  });
});

describe('variant machine: availability and conflicts', () => {
  it('marks values that exist in no variant with the other choices as unavailable', () => {
    const { variants } = sizedProduct;
    expect(valueState(variants, [SIZE.S, null], 1, COLOUR.Blue)).toEqual({ available: true, inStock: false });
    expect(valueState(variants, [SIZE.M, null], 1, COLOUR.Blue)).toEqual({ available: false, inStock: false });
    expect(valueState(variants, [SIZE.M, COLOUR.Red], 0, SIZE.L)).toEqual({ available: false, inStock: false });
    // An option's own choice never makes its siblings unavailable.
    expect(valueState(variants, [SIZE.M, null], 0, SIZE.L)).toEqual({ available: true, inStock: true });
  });

  it('moves the other options to the nearest valid combination, in-stock first', async () => {
    const { actor, answerLookup } = start();
    actor.send({ type: 'SELECT', index: 0, valueId: SIZE.M });
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    await answerLookup();
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.M, COLOUR.Red]);
    // M/Blue does not exist: S/Blue (sold out) and L/Blue (in stock) keep as many choices; L wins.
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Blue });
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.L, COLOUR.Blue]);
  });

  it('prefers the variant that keeps more current choices', () => {
    const { prod_options, variants } = sizedProduct;
    // From S/Red, L only exists in Blue.
    expect(choose(prod_options, variants, [SIZE.S, COLOUR.Red], 0, SIZE.L)).toEqual([SIZE.L, COLOUR.Blue]);
    // From S/Blue choosing M: M/Red is the only M.
    expect(choose(prod_options, variants, [SIZE.S, COLOUR.Blue], 0, SIZE.M)).toEqual([SIZE.M, COLOUR.Red]);
    // An empty option stays empty.
    expect(choose(prod_options, variants, [SIZE.S, null], 0, SIZE.L)).toEqual([SIZE.L, null]);
  });

  it('never leaves the shopper on a combination that does not exist', () => {
    const { prod_options, variants } = sizedProduct;
    const pick = fc.record({ index: fc.integer({ min: 0, max: 1 }), n: fc.nat() });
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 12 }), (picks) => {
        let selection: (number | null)[] = [SIZE.S, null];
        for (const { index, n } of picks) {
          const values = prod_options[index]!.attrs_v;
          selection = choose(prod_options, variants, selection, index, values[n % values.length]!.int_glcode);
          if (!isCombinable(variants, selection)) return false;
        }
        return true;
      }),
    );
  });
});

describe('variant machine: stale and failed lookups', () => {
  it('ignores an answer to an older choice', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    actor.send({ type: 'SELECT', index: 0, valueId: SIZE.M });
    const [first, second, third] = server.lookups;
    third!.resolve(detailFor(sizedProduct, third!.input.variant_ids));
    await flush();
    const answered = actor.getSnapshot().context.detail;
    expect(answered?.variant_id).toBe(103);
    // The older answers arrive late and must not overwrite the newer choice's detail.
    first!.resolve({ ...detailFor(sizedProduct, first!.input.variant_ids), imgs: ['stale-1.svg'] });
    second!.resolve({ ...detailFor(sizedProduct, second!.input.variant_ids), imgs: ['stale-2.svg'] });
    await flush();
    expect(actor.getSnapshot().context.detail).toBe(answered);
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.M, COLOUR.Red]);
  });

  it('shows a failed lookup and retries it', async () => {
    const { actor, server, answerLookup } = start();
    server.lookups[0]!.reject(new Error('Service unavailable'));
    await flush();
    expect(actor.getSnapshot().hasTag('lookupFailed')).toBe(true);
    expect(actor.getSnapshot().context.lookupError).toBe('Service unavailable');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('lookingUp')).toBe(true);
    expect(actor.getSnapshot().context.lookupError).toBeNull();
    expect(server.lookups).toHaveLength(2);
    await answerLookup();
    expect(actor.getSnapshot().matches({ selection: 'ready' })).toBe(true);
  });
});

describe('variant machine: add to cart', () => {
  it("asks to 'Select all variants' until every option has a value, then clears it", async () => {
    const { actor, server } = start();
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    expect(actor.getSnapshot().context.message).toBe(texts.selectAllVariants);
    expect(server.carts).toHaveLength(0);
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("refuses a sold-out variant with 'This product out of stock'", async () => {
    const { actor, server, answerLookup } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Blue });
    await answerLookup();
    expect(currentStock(actor.getSnapshot().context)).toBe(0);
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    expect(actor.getSnapshot().context.message).toBe(texts.outOfStock);
    expect(server.carts).toHaveLength(0);
  });

  it('asks an anonymous shopper to log in and calls nothing', () => {
    const { actor, server, loginRequired } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    actor.send({ type: 'ADD_TO_CART', signedIn: false });
    expect(loginRequired).toHaveBeenCalledTimes(1);
    expect(server.carts).toHaveLength(0);
    expect(actor.getSnapshot().matches({ cart: 'idle' })).toBe(true);
  });

  it('hands the chosen variant and quantity to the cart actor and spins until it has answered', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    expect(server.carts[0]!.input).toEqual({ fk_product: 7, var_qty: 3, fk_variant: 101 });
    server.carts[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().matches({ cart: 'idle' })).toBe(true);
  });

  it('keeps the choice for another try when the cart actor reports a refusal', async () => {
    const { actor, server } = start();
    actor.send({ type: 'SELECT', index: 1, valueId: COLOUR.Red });
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    server.carts[0]!.reject(new Error('Only 3 left in stock'));
    await flush();
    expect(actor.getSnapshot().matches({ cart: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.selection).toEqual([SIZE.S, COLOUR.Red]);
    actor.send({ type: 'ADD_TO_CART', signedIn: true });
    expect(server.carts).toHaveLength(2);
  });

  it('never lets the quantity go below 1', () => {
    const { actor } = start();
    actor.send({ type: 'DECREMENT' });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'DECREMENT' });
    actor.send({ type: 'DECREMENT' });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    expect(actor.getSnapshot().can({ type: 'DECREMENT' })).toBe(false);
  });
});
