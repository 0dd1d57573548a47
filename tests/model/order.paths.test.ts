/** Every generated path of the order model, replayed against machines/order.machine.ts. */
import { expect } from 'vitest';
import {
  isReturned,
  orderMachine,
  type ActionResult,
  type CancelRequest,
  type ReturnRequest,
  type ReviewRequest,
} from '#machines/order.machine';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { controllablePromise, recordedEffects } from './fakes';
import { models } from './models';
import { orderUi } from './order.ui-paths';
import { describeModel, type System } from './harness';
import { FIRST, SECOND, deliveredOrder, placedOrder, queryKeys, reloadedOrder } from './order.fixture';

const items = { first: FIRST, second: SECOND };
const toastOptions = { tone: 'success', placement: 'top-center', durationMs: 3000 };

function arrange() {
  const cancelOrder = controllablePromise<ActionResult, CancelRequest>();
  const returnProduct = controllablePromise<ActionResult, ReturnRequest>();
  const createReview = controllablePromise<ActionResult, ReviewRequest>();
  const effects = recordedEffects();
  const invoices: string[] = [];
  const machine = orderMachine.provide({
    actors: { cancelOrder: cancelOrder.logic, returnProduct: returnProduct.logic, createReview: createReview.logic },
    actions: { ...effects.actions, openInvoice: (_, params) => void invoices.push(params.url) },
  });
  return { machine, fakes: { cancelOrder, returnProduct, createReview, effects, invoices } };
}

type Fakes = ReturnType<typeof arrange>['fakes'];
type OrderSystem = System<typeof orderMachine, Fakes>;

const snapshot = (system: OrderSystem) => system.actor.getSnapshot();
const calls = ({ fakes }: OrderSystem) =>
  fakes.cancelOrder.calls.length + fakes.returnProduct.calls.length + fakes.createReview.calls.length;
const pendingCall = ({ fakes }: OrderSystem) =>
  [fakes.cancelOrder, fakes.returnProduct, fakes.createReview].find((call) => call.isPending)!;

/** The typed values a failure must leave alone. */
const typed = (system: OrderSystem) => {
  const { reason, rating, reviewText, item } = snapshot(system).context;
  return { reason, rating, reviewText, item };
};

function expectReload(system: OrderSystem, before: number, also: (readonly unknown[])[] = []) {
  expect(system.fakes.effects.invalidations.slice(before), 'the order and the list reload').toEqual([
    queryKeys.order,
    queryKeys.orders,
    ...also,
  ]);
}

describeModel({
  name: 'order',
  real: orderMachine,
  ...models.order,
  ui: orderUi,
  arrange,
  drive: {
    ORDER_LOADED: ({ actor }) => void actor.send({ type: 'ORDER_LOADED', order: reloadedOrder }),
    CANCEL_ORDER: ({ actor }) => void actor.send({ type: 'CANCEL_ORDER' }),
    RETURN_PRODUCT: ({ actor }, { item }) => {
      const before = actor.getSnapshot().context.reason;
      actor.send({ type: 'RETURN_PRODUCT', item: items[item] });
      const opened = actor.getSnapshot().hasTag('returnForm');
      expect(actor.getSnapshot().context.reason, 'a new form starts empty').toBe(opened ? '' : before);
    },
    GIVE_REVIEW: ({ actor }, { item }) => {
      actor.send({ type: 'GIVE_REVIEW', item: items[item] });
      expect(actor.getSnapshot().context.rating, 'the stars start at 0').toBe(0);
    },
    PRINT_INVOICE: ({ actor, fakes }) => {
      actor.send({ type: 'PRINT_INVOICE' });
      expect(fakes.invoices.at(-1)).toBe(deliveredOrder.invoice_url);
      expect(fakes.invoices.at(-1)?.endsWith(`/${deliveredOrder.int_glcode}`), 'the path ends with the order id').toBe(
        true,
      );
    },
    TYPE_VALID: ({ actor }) => {
      if (actor.getSnapshot().hasTag('returnForm')) {
        actor.send({ type: 'CHANGE_REASON', reason: ' Too small ' });
        return;
      }
      actor.send({ type: 'CHANGE_RATING', rating: 4.4 });
      actor.send({ type: 'CHANGE_REVIEW', text: ' Lovely fabric. ' });
      expect(actor.getSnapshot().context.rating, 'whole stars').toBe(4);
    },
    TYPE_INVALID: ({ actor }) => {
      if (actor.getSnapshot().hasTag('returnForm')) {
        actor.send({ type: 'CHANGE_REASON', reason: '   ' });
        return;
      }
      actor.send({ type: 'CHANGE_RATING', rating: 0.4 });
      expect(actor.getSnapshot().context.rating).toBe(0);
    },
    TYPE_TEXT: ({ actor }) => void actor.send({ type: 'CHANGE_REVIEW', text: 'Runs small' }),
    CONFIRM: (system) => {
      const before = system.fakes.cancelOrder.calls.length;
      system.actor.send({ type: 'CONFIRM' });
      expect(system.fakes.cancelOrder.calls.slice(before)).toEqual([{ id: placedOrder.int_glcode }]);
    },
    SUBMIT: (system) => {
      const before = calls(system);
      const { context } = snapshot(system);
      system.actor.send({ type: 'SUBMIT' });
      if (!snapshot(system).hasTag('busy')) {
        expect(calls(system), 'an invalid form sends nothing').toBe(before);
        return;
      }
      const item = context.item!;
      if (snapshot(system).hasTag('returnForm')) {
        expect(system.fakes.returnProduct.calls.at(-1)).toEqual({
          ...item,
          return_text: context.reason.trim(),
          order_id: 123,
        });
      } else {
        expect(system.fakes.createReview.calls.at(-1)).toEqual({
          fk_product: item.fk_product,
          rating: context.rating,
          review_text: context.reviewText.trim(),
        });
      }
      expect(calls(system), 'one request').toBe(before + 1);
    },
    DISMISS: ({ actor }) => void actor.send({ type: 'DISMISS' }),
    SERVER_OK: async (system) => {
      const { effects } = system.fakes;
      const [toasts, invalidations] = [effects.toasts.length, effects.invalidations.length];
      const reviewing = snapshot(system).hasTag('reviewForm');
      const message = reviewing ? texts.reviewThanks : 'Done by the server';
      await pendingCall(system).resolve({ message });
      expect(effects.toasts.slice(toasts), "the server's message, or the review thanks").toEqual([
        { message, options: toastOptions },
      ]);
      // A review also changes the product page's reviews and average.
      expectReload(system, invalidations, reviewing ? [queryKeys.productDetails] : []);
    },
    SERVER_FAIL: async (system) => {
      const before = { typed: typed(system), invalidations: system.fakes.effects.invalidations.length };
      const network = calls(system) % 2 === 1;
      await pendingCall(system).reject(network ? new TypeError('Failed to fetch') : new ApiError(409, 'Not any more'));
      expect(snapshot(system).context.failure).toBe(network ? texts.networkError : 'Not any more');
      expect(typed(system), 'nothing typed is lost').toEqual(before.typed);
      expectReload(system, before.invalidations);
    },
  },
  check: (model, system) => {
    const real = snapshot(system);
    const { status, returned, item } = model.context;
    const open = model.matches('idle') || model.matches({ returning: 'done' }) || model.matches({ reviewing: 'done' });
    expect(real.can({ type: 'CANCEL_ORDER' }), 'Cancel Order offered').toBe(open && status === 'A');
    for (const name of ['first', 'second'] as const) {
      expect(real.can({ type: 'RETURN_PRODUCT', item: items[name] }), `Return Product (${name})`).toBe(
        open && status === 'D' && !returned[name],
      );
      expect(real.can({ type: 'GIVE_REVIEW', item: items[name] }), `Give a Review (${name})`).toBe(
        open && status === 'D',
      );
      expect(isReturned(real.context.order, items[name]), `'This Product is Returned' (${name})`).toBe(returned[name]);
    }
    expect(real.can({ type: 'PRINT_INVOICE' })).toBe(open && status === 'D');
    expect(real.context.order.status === 'R', 'the last line back makes the order Returned').toBe(status === 'R');
    if (!model.matches('idle'))
      expect(real.context.item, 'the form is for the item opened').toEqual(item && items[item]);
    const pending = [{ cancel: 'cancelling' }, { returning: 'submitting' }, { reviewing: 'submitting' }] as const;
    const failed = [{ cancel: 'failed' }, { returning: 'failed' }, { reviewing: 'failed' }] as const;
    expect(real.hasTag('busy')).toBe(pending.some((value) => model.matches(value)));
    expect(real.hasTag('failed')).toBe(failed.some((value) => model.matches(value)));
    expect(real.context.failure !== undefined, 'a message shows exactly when failed').toBe(real.hasTag('failed'));
  },
});
