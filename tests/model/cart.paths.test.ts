/**
 * Every generated path of the cart model, replayed against machines/cart.machine.ts.
 * A ledger beside the fakes holds what product §4 and the cart's rules say each line must show:
 * the server's quantity, or the shopper's newer one until the server has confirmed it.
 */
import { expect, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  cartMachine,
  lineKey,
  shownQuantity,
  type CartAnswer,
  type CartUpdate,
  type LineId,
} from '#machines/cart.machine';
import { ApiError } from '#openapi/failure';
import { cart, LINES, queryKeys, SERVER_QUANTITY, shortCart } from './cart.fixture';
import type { cartModel, Line } from './cart.model';
import { controllablePromise, recordedEffects } from './fakes';
import { models } from './models';
import { cartUi } from './cart.ui-paths';
import { describeModel, type System } from './harness';

const addOptions = { placement: 'top-center', durationMs: 3000 };
const saved: CartAnswer = { message: 'Product added to cart successfully', status: 200 };

function arrange() {
  const saveQuantity = controllablePromise<CartAnswer, CartUpdate>();
  const removeLine = controllablePromise<CartAnswer, LineId>();
  const addToCart = controllablePromise<CartAnswer, CartUpdate>();
  const effects = recordedEffects();
  const machine = cartMachine.provide({
    actors: { saveQuantity: saveQuantity.logic, removeLine: removeLine.logic, addToCart: addToCart.logic },
    actions: effects.actions,
  });
  const ledger = {
    /** What the server holds once the cart has loaded: nothing is known before. */
    server: {} as Partial<Record<Line, number>>,
    local: {} as Partial<Record<Line, number>>,
    sent: null as { line: Line; quantity: number } | null,
    adds: 0,
    listening: false,
    answered: [] as string[],
  };
  return { machine, fakes: { saveQuantity, removeLine, addToCart, effects, ledger } };
}

type Fakes = ReturnType<typeof arrange>['fakes'];
type CartSystem = System<typeof cartMachine, Fakes>;

const lineOf = (id: LineId): Line => (lineKey(id) === lineKey(LINES.A) ? 'A' : 'B');
const facts = ({ actor }: CartSystem, line: Line) =>
  actor.getSnapshot().context.lines?.find((l) => lineKey(l) === lineKey(LINES[line]));

/** The request just sent is the queued line's latest quantity: clicks merged, nothing stale. */
function expectSentLatest(system: CartSystem) {
  const call = system.fakes.saveQuantity.calls.at(-1)!;
  const line = lineOf({ fk_product: call.fk_product, variant_id: call.fk_variant });
  expect(call.var_qty, `line ${line} is sent with its final quantity`).toBe(system.fakes.ledger.local[line]);
  system.fakes.ledger.sent = { line, quantity: call.var_qty };
}

function settleAdd(system: CartSystem) {
  const { ledger } = system.fakes;
  ledger.adds -= 1;
  expect(ledger.answered.at(-1), 'the asking card hears its answer').toBe(`card-${ledger.answered.length}`);
}

/** The context a cart actor starts with, which a logout must bring back. */
const startContext = createActor(cartMachine, { input: { queryKeys } }).getSnapshot().context;

/** Everything the cart has asked of the server and the app so far. */
const outgoing = ({ fakes }: CartSystem) => ({
  saves: fakes.saveQuantity.calls.length,
  removals: fakes.removeLine.calls.length,
  adds: fakes.addToCart.calls.length,
  toasts: fakes.effects.toasts.length,
  invalidations: fakes.effects.invalidations.length,
  updates: fakes.effects.updates.length,
  navigations: fakes.effects.navigations.length,
  answered: fakes.ledger.answered.length,
});

const isIdle = (model: SnapshotFrom<typeof cartModel>) =>
  model.matches({ changes: 'idle' }) && model.matches({ removal: 'idle' }) && model.matches({ adding: 'idle' });

describeModel({
  name: 'cart',
  real: cartMachine,
  ...models.cart,
  ui: cartUi,
  arrange,
  // The model's `observed` region is bookkeeping for the traversal; the real machine has three regions.
  expectedValue: (model) => {
    const { changes, removal, adding } = model.value as Record<string, string>;
    return { changes, removal, adding };
  },
  drive: {
    LOAD: ({ actor, fakes }, { stock }) => {
      actor.send({ type: 'CART_LOADED', cart: stock === 'ok' ? cart : shortCart });
      fakes.ledger.server = { ...SERVER_QUANTITY };
    },
    CHANGE: (system, { line }) => {
      const { actor, fakes } = system;
      const calls = fakes.saveQuantity.calls.length;
      // What the line shows, plus one (a line the model has not loaded is refused, as the machine must).
      const quantity = (fakes.ledger.local[line] ?? fakes.ledger.server[line] ?? 0) + 1;
      const accepted = fakes.ledger.server[line] !== undefined;
      actor.send({ type: 'CHANGE_QUANTITY', line: LINES[line], quantity });
      if (accepted) fakes.ledger.local[line] = quantity;
      expect(fakes.saveQuantity.calls.length, 'a click is not sent at once').toBe(calls);
    },
    WAIT: async (system) => {
      const calls = system.fakes.saveQuantity.calls.length;
      await vi.advanceTimersByTimeAsync(399);
      expect(system.fakes.saveQuantity.calls.length, 'still settling at 399 ms').toBe(calls);
      await vi.advanceTimersByTimeAsync(1);
      expect(system.fakes.saveQuantity.calls.length, 'the burst is one request').toBe(calls + 1);
      expectSentLatest(system);
    },
    SAVE_OK: async (system) => {
      const { fakes } = system;
      const sent = fakes.ledger.sent!;
      const calls = fakes.saveQuantity.calls.length;
      const updates = fakes.effects.updates.length;
      await fakes.saveQuantity.resolve(saved);
      fakes.ledger.server[sent.line] = sent.quantity;
      if (fakes.ledger.local[sent.line] === sent.quantity) delete fakes.ledger.local[sent.line];
      const [write] = fakes.effects.updates.slice(updates);
      expect(write?.queryKey, 'the confirmed quantity is written through Query').toEqual(queryKeys.cart);
      const written = write!.updater(cart) as typeof cart;
      expect(written.data.find((l) => lineKey(l) === lineKey(LINES[sent.line]))?.cartItem).toBe(sent.quantity);
      if (fakes.saveQuantity.calls.length > calls) expectSentLatest(system);
      else expect(fakes.effects.invalidations.at(-1), 'the totals reload once all is sent').toEqual(queryKeys.cart);
    },
    SAVE_FAIL: async (system) => {
      const { actor, fakes } = system;
      const sent = fakes.ledger.sent!;
      const calls = fakes.saveQuantity.calls.length;
      await fakes.saveQuantity.reject(new ApiError(409, 'Only 3 item(s) left in stock!'));
      delete fakes.ledger.local[sent.line];
      expect(actor.getSnapshot().context.lineErrors[lineKey(LINES[sent.line])], 'the line says why').toBe(
        'Only 3 item(s) left in stock!',
      );
      expect(fakes.effects.invalidations, 'the cart reloads').toContainEqual(queryKeys.cart);
      if (fakes.saveQuantity.calls.length > calls) expectSentLatest(system);
    },
    REMOVE: ({ actor, fakes }) => {
      actor.send({ type: 'REMOVE_LINE', line: LINES.B });
      expect(fakes.removeLine.calls.at(-1)).toEqual(LINES.B);
    },
    REMOVE_OK: async (system) => {
      const { fakes } = system;
      const invalidations = fakes.effects.invalidations.length;
      await fakes.removeLine.resolve({ message: 'Product removed from cart', status: 200 });
      delete fakes.ledger.server.B;
      expect(facts(system, 'B'), 'the line is gone').toBeUndefined();
      expect(fakes.effects.invalidations.slice(invalidations), 'the cart and stock reload').toEqual([
        queryKeys.cart,
        queryKeys.productLists,
        queryKeys.productDetails,
      ]);
    },
    REMOVE_FAIL: async (system) => {
      const { actor, fakes } = system;
      await fakes.removeLine.reject(new ApiError(404, 'This product is not in your cart'));
      expect(facts(system, 'B'), 'the line stays').toBeDefined();
      expect(actor.getSnapshot().context.lineErrors[lineKey(LINES.B)]).toBe('This product is not in your cart');
    },
    ADD: ({ actor, fakes }) => {
      const { ledger } = fakes;
      const source = `card-${ledger.answered.length + ledger.adds + 1}`;
      if (!ledger.listening) actor.on('addAnswered', (event) => void ledger.answered.push(event.source));
      ledger.listening = true;
      ledger.adds += 1;
      actor.send({ type: 'ADD', request: { source, body: { fk_product: 9, var_qty: 1, fk_variant: 90 } } });
      expect(
        actor.getSnapshot().context.adds.map((a) => a.source),
        'the card waits in line, spinner on',
      ).toContain(source);
    },
    ADD_OK: async (system) => {
      const { actor, fakes } = system;
      const toasts = fakes.effects.toasts.length;
      const invalidations = fakes.effects.invalidations.length;
      await fakes.addToCart.resolve(saved);
      expect(fakes.effects.toasts.slice(toasts)).toEqual([
        { message: saved.message, options: { tone: 'success', ...addOptions } },
      ]);
      expect(actor.getSnapshot().context.addMessage).toBe(saved.message);
      expect(fakes.effects.invalidations.slice(invalidations), 'the cart and the lists reload').toEqual([
        queryKeys.cart,
        queryKeys.productLists,
        queryKeys.productDetails,
      ]);
      settleAdd(system);
    },
    ADD_OK_NOT_200: async (system) => {
      const { actor, fakes } = system;
      const toasts = fakes.effects.toasts.length;
      await fakes.addToCart.resolve({ message: 'Added, stock being confirmed', status: 202 });
      expect(fakes.effects.toasts.length, 'a success that is not a 200 opens no toast').toBe(toasts);
      expect(actor.getSnapshot().context.addMessage).toBe('Added, stock being confirmed');
      settleAdd(system);
    },
    ADD_FAIL: async (system) => {
      const { fakes } = system;
      const toasts = fakes.effects.toasts.length;
      await fakes.addToCart.reject(new ApiError(409, 'This product out of stock'));
      expect(fakes.effects.toasts.slice(toasts)).toEqual([
        { message: 'This product out of stock', options: { tone: 'error', ...addOptions } },
      ]);
      settleAdd(system);
    },
    RELOAD: ({ actor, fakes }) => {
      const invalidations = fakes.effects.invalidations.length;
      actor.send({ type: 'RELOAD' });
      expect(fakes.effects.invalidations.slice(invalidations)).toEqual([queryKeys.cart]);
    },
    SESSION_ENDED: async (system) => {
      const { actor, fakes } = system;
      const before = outgoing(system);
      actor.send({ type: 'SESSION_ENDED' });
      expect(actor.getSnapshot().value, 'every region back to idle').toEqual({
        changes: 'idle',
        removal: 'idle',
        adding: 'idle',
      });
      expect(actor.getSnapshot().context, 'the shopper is forgotten').toEqual(startContext);
      // A change that was settling would be sent now, and a call on its way answers late.
      await vi.advanceTimersByTimeAsync(1000);
      if (fakes.saveQuantity.isPending) await fakes.saveQuantity.resolve(saved);
      if (fakes.removeLine.isPending)
        await fakes.removeLine.resolve({ message: 'Product removed from cart', status: 200 });
      if (fakes.addToCart.isPending) await fakes.addToCart.resolve(saved);
      expect(outgoing(system), 'nothing is sent, toasted, reloaded or announced after a logout').toEqual(before);
      expect(actor.getSnapshot().context, 'a late answer changes nothing').toEqual(startContext);
      fakes.ledger.server = {};
      fakes.ledger.local = {};
      fakes.ledger.sent = null;
      fakes.ledger.adds = 0;
    },
    CHECKOUT: ({ actor, fakes }) => {
      const navigations = fakes.effects.navigations.length;
      actor.send({ type: 'CHECKOUT' });
      expect(fakes.effects.navigations.slice(navigations)).toEqual(['/checkout']);
    },
  },
  check: (model, system) => {
    const snapshot = system.actor.getSnapshot();
    const pending = !model.matches({ changes: 'idle' }) || !model.matches({ removal: 'idle' });
    expect(snapshot.hasTag('pending'), 'pending while a change or removal is unconfirmed').toBe(pending);
    expect(snapshot.hasTag('adding')).toBe(model.matches({ adding: 'adding' }));
    expect(snapshot.can({ type: 'CHECKOUT' }), 'checkout only from a settled cart in stock').toBe(
      isIdle(model) && model.context.stock === 'ok',
    );
    const { ledger } = system.fakes;
    for (const line of ['A', 'B'] as const) {
      const shown = facts(system, line);
      const expected = ledger.local[line] ?? ledger.server[line];
      if (model.context.stock === 'none') expect(shown).toBeUndefined();
      else expect(shown && shownQuantity(snapshot.context, shown), `line ${line} shows`).toBe(expected);
    }
  },
});
