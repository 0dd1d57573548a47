/**
 * The shopper's cart (product §2 cart page, side panel and badge; §4; §5; §8): one app-wide
 * actor behind the header badge, the side panel, the cart page and every Add to cart.
 *
 * The cart itself is Query's: the app hands every load in with CART_LOADED, and the
 * machine writes back through its injected effects (`update`, `invalidate`) with the keys
 * it was given. It owns what Query cannot: quantities changed here that the server has
 * not confirmed yet, the queue that sends them, removals, adds and their messages. The
 * cart selection (coupon, address, payment mode) is checkout's (checkout.machine.ts).
 *
 * Quantity changes (a count that jumps back is the classic fault of a cart): the
 * shopper's quantity shows at once and waits `settle` ms for more clicks, so a burst of
 * clicks on one line is one request carrying the final quantity. Changes queue one entry
 * per line and are sent one at a time. An answer never overwrites a newer local change
 * (that line is simply sent again), a failure rolls the line back to the server's value
 * and says so, and checkout is refused while anything is unconfirmed.
 */
import { and, assign, emit, setup, stateIn } from 'xstate';
import type { Schemas } from '../openapi/client';
import { failureMessage } from '../openapi/failure';
import { durations } from '../rules/durations';
import { texts } from '../rules/texts';
import { effectActions, noEffects, provided, type QueryKey } from './effects';

/** What the cart's calls make stale: the cart, and the stock every product list and page shows. */
export interface CartQueryKeys {
  cart: QueryKey;
  productLists: QueryKey;
  productDetails: QueryKey;
}

export interface CartInput {
  queryKeys: CartQueryKeys;
}

/** A cart line's identity, as removeCartLine names it. */
export interface LineId {
  fk_product: number;
  variant_id: number;
}

export const lineKey = (line: LineId): string => `${line.fk_product}-${line.variant_id}`;

/** A quantity the shopper asked for and the server has not confirmed. */
export interface QuantityChange extends LineId {
  quantity: number;
}

/** updateCart's body. */
export type CartUpdate = Schemas['CartUpdate'];

/** What a cart call answered: the server's message and HTTP status (a success that is not 200 is not toasted, product §8). */
export interface CartAnswer {
  message: string;
  status: number;
}

/** One Add to cart, from a product card or the product page (`source` names which, for its spinner). */
export interface AddRequest {
  source: string;
  body: CartUpdate;
}

/** What the cart holds before the first load, and again once the shopper has logged out. */
const startContext = (queryKeys: CartQueryKeys): CartContext => ({
  queryKeys,
  lines: null,
  changes: {},
  sending: null,
  removing: null,
  lineErrors: {},
  adds: [],
  addMessage: null,
});

/** The part of the cart a guard reads: each line's confirmed quantity and its stock now. */
export interface LineFacts extends QuantityChange {
  stock: number;
}

export interface CartContext {
  queryKeys: CartQueryKeys;
  /** The last cart Query loaded; null until the first load. */
  lines: LineFacts[] | null;
  /** Local quantities by line key, in the order the lines were changed; the view shows these over Query's. */
  changes: Record<string, QuantityChange>;
  /** The change on its way to the server. */
  sending: QuantityChange | null;
  /** The line being removed. */
  removing: LineId | null;
  /** Why a line's last change or removal failed, by line key. */
  lineErrors: Record<string, string>;
  /** Adds in the order they were asked for; the first is on its way. */
  adds: AddRequest[];
  /** The last add's answer (product §4: stored, and toasted unless the success was not a 200). */
  addMessage: string | null;
}

export type CartEvent =
  | { type: 'CART_LOADED'; cart: Schemas['Cart'] }
  | { type: 'RELOAD' }
  | { type: 'CHANGE_QUANTITY'; line: LineId; quantity: number }
  | { type: 'REMOVE_LINE'; line: LineId }
  | { type: 'ADD'; request: AddRequest }
  | { type: 'CHECKOUT' }
  | { type: 'SESSION_ENDED' };

/** Emitted when an add was answered, so the caller that asked (the product page) can stop waiting. */
export type CartEmitted = { type: 'addAnswered'; source: string; error: unknown };

export function lineFacts(cart: Schemas['Cart']): LineFacts[] {
  return cart.data.map((line) => ({
    fk_product: line.fk_product,
    variant_id: line.variant_id,
    quantity: line.cartItem,
    stock: line.stock,
  }));
}

/** The quantity a line shows: the shopper's unconfirmed one, else the server's. */
export const shownQuantity = (context: CartContext, line: LineFacts): number =>
  context.changes[lineKey(line)]?.quantity ?? line.quantity;

/** Why a line cannot be bought as it stands (product §5 stock messages), or null. */
export function stockProblem(line: { quantity: number; stock: number }): string | null {
  if (line.stock <= 0) return texts.outOfStock;
  return line.quantity > line.stock ? texts.stockLeft(line.stock) : null;
}

const isInCart = (context: CartContext, line: LineId): boolean =>
  context.lines?.some((known) => lineKey(known) === lineKey(line)) ?? false;

/** Whether the line has a change queued or on its way, or is being removed. */
export function isLineBusy(context: CartContext, line: LineId): boolean {
  const key = lineKey(line);
  const sending = context.sending !== null && lineKey(context.sending) === key;
  const removing = context.removing !== null && lineKey(context.removing) === key;
  return key in context.changes || sending || removing;
}

/** The machine's own facts after the server confirmed a quantity; 0 drops the line. */
function withLineQuantity(lines: LineFacts[] | null, change: QuantityChange): LineFacts[] | null {
  if (!lines) return lines;
  const key = lineKey(change);
  return lines
    .map((line) => (lineKey(line) === key ? { ...line, quantity: change.quantity } : line))
    .filter((line) => line.quantity > 0);
}

/** Writes a confirmed quantity into the cached cart; 0 drops the line, as the server did. */
const withQuantity =
  (change: QuantityChange) =>
  (data: unknown): unknown => {
    const cart = data as Schemas['Cart'] | undefined;
    if (!cart) return cart;
    const key = lineKey(change);
    const lines = cart.data
      .map((line) => (lineKey(line) === key ? { ...line, cartItem: change.quantity } : line))
      .filter((line) => line.cartItem > 0);
    return { ...cart, data: lines };
  };

const withoutLine = (removed: LineId) => withQuantity({ ...removed, quantity: 0 });

const omit = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

const addToast = { placement: 'top-center', durationMs: durations.toast } as const;
const success = { tone: 'success', ...addToast } as const;
const failure = { tone: 'error', ...addToast } as const;

type Params = { context: CartContext };

// The app effects, as the transitions name them (their params read the injected keys).
const writeSent = {
  type: 'update',
  params: ({ context }: Params) => ({ queryKey: context.queryKeys.cart, updater: withQuantity(context.sending!) }),
} as const;
const dropRemoved = {
  type: 'update',
  params: ({ context }: Params) => ({ queryKey: context.queryKeys.cart, updater: withoutLine(context.removing!) }),
} as const;
const reloadCart = {
  type: 'invalidate',
  params: ({ context }: Params) => ({ queryKey: context.queryKeys.cart }),
} as const;
/** Stock shows on every product list and page. */
const reloadStock = [
  { type: 'invalidate', params: ({ context }: Params) => ({ queryKey: context.queryKeys.productLists }) },
  { type: 'invalidate', params: ({ context }: Params) => ({ queryKey: context.queryKeys.productDetails }) },
] as const;
const toastAdded = {
  type: 'toast',
  params: ({ event }: { event: { output: CartAnswer } }) => ({ message: event.output.message, ...success }),
} as const;
const toastAddFailed = {
  type: 'toast',
  params: ({ event }: { event: { error: unknown } }) => ({ message: failureMessage(event.error), ...failure }),
} as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** The API's updateCart, provided by the app. */
    saveQuantity: provided<CartAnswer, CartUpdate>('saveQuantity'),
    /** The API's removeCartLine, provided by the app. */
    removeLine: provided<CartAnswer, LineId>('removeLine'),
    /** The API's updateCart, provided by the app. */
    addToCart: provided<CartAnswer, CartUpdate>('addToCart'),
  },
  delays: {
    /** How long a line waits for more clicks before its quantity is sent. */
    settle: 400,
  },
  guards: {
    /** A quantity the cart takes (product §5: the cart's minus may reach 0), for a line in the cart and not being removed. */
    isChangeAllowed: ({ context, event }) =>
      event.type === 'CHANGE_QUANTITY' &&
      isInCart(context, event.line) &&
      Number.isInteger(event.quantity) &&
      event.quantity >= 0 &&
      !(context.removing !== null && lineKey(context.removing) === lineKey(event.line)),
    /** A line with a change queued or on its way is not removed under it. */
    isLineSettled: ({ context, event }) =>
      event.type === 'REMOVE_LINE' && isInCart(context, event.line) && !isLineBusy(context, event.line),
    /** After the change on its way, something is still unconfirmed: a newer quantity for it, or another line. */
    hasMoreChanges: ({ context }) =>
      Object.values(context.changes).some(
        (change) => lineKey(change) !== lineKey(context.sending!) || change.quantity !== context.sending!.quantity,
      ),
    /** After a failed change (its line rolled back), another line still waits. */
    hasOtherChanges: ({ context }) => Object.keys(context.changes).some((key) => key !== lineKey(context.sending!)),
    isPlainOk: (_, answer: CartAnswer) => answer.status === 200,
    hasMoreAdds: ({ context }) => context.adds.length > 0,
    /** Loaded, not empty, and every line can be bought in the quantity the server holds. */
    isCartBuyable: ({ context }) =>
      context.lines !== null && context.lines.length > 0 && context.lines.every((line) => stockProblem(line) === null),
  },
  actions: {
    ...effectActions(noEffects),
    takeCart: assign(({ event }) => (event.type === 'CART_LOADED' ? { lines: lineFacts(event.cart) } : {})),
    recordChange: assign(({ context, event }) => {
      if (event.type !== 'CHANGE_QUANTITY') return {};
      const key = lineKey(event.line);
      const { fk_product, variant_id } = event.line;
      // Re-inserted at the end: the queue sends lines in the order they were last changed.
      const changes = { ...omit(context.changes, key), [key]: { fk_product, variant_id, quantity: event.quantity } };
      return { changes, lineErrors: omit(context.lineErrors, key) };
    }),
    takeNextChange: assign(({ context }) => ({ sending: Object.values(context.changes)[0] ?? null })),
    /** The server has the sent quantity; a newer local one for the line stays and is sent next. */
    confirmSent: assign(({ context }) => {
      const sent = context.sending!;
      const key = lineKey(sent);
      const current = context.changes[key];
      return {
        lines: withLineQuantity(context.lines, sent),
        changes: current && current.quantity === sent.quantity ? omit(context.changes, key) : context.changes,
      };
    }),
    /** The line goes back to the server's quantity, newer clicks included, and says why. */
    rollBackSent: assign(({ context }, params: { error: unknown }) => {
      const key = lineKey(context.sending!);
      return {
        changes: omit(context.changes, key),
        lineErrors: { ...context.lineErrors, [key]: failureMessage(params.error) },
      };
    }),
    clearSending: assign({ sending: null }),
    startRemoving: assign(({ context, event }) =>
      event.type === 'REMOVE_LINE'
        ? { removing: event.line, lineErrors: omit(context.lineErrors, lineKey(event.line)) }
        : {},
    ),
    recordRemoveError: assign(({ context }, params: { error: unknown }) => ({
      lineErrors: { ...context.lineErrors, [lineKey(context.removing!)]: failureMessage(params.error) },
    })),
    forgetRemoved: assign(({ context }) => ({
      lines: withLineQuantity(context.lines, { ...context.removing!, quantity: 0 }),
      removing: null,
    })),
    clearRemoving: assign({ removing: null }),
    enqueueAdd: assign(({ context, event }) =>
      event.type === 'ADD' ? { adds: [...context.adds, event.request] } : {},
    ),
    storeAddMessage: assign((_, params: { message: string }) => ({ addMessage: params.message })),
    announceAdd: emit(({ context }, params: { error: unknown }) => ({
      type: 'addAnswered' as const,
      source: context.adds[0]!.source,
      error: params.error,
    })),
    dequeueAdd: assign(({ context }) => ({ adds: context.adds.slice(1) })),
    forgetShopper: assign(({ context }) => startContext(context.queryKeys)),
  },
}).createMachine({
  id: 'cart',
  description: "The shopper's cart: quantity changes, removals and adds, over the cart Query holds.",
  context: ({ input }) => startContext(input.queryKeys),
  type: 'parallel',
  on: {
    SESSION_ENDED: {
      description:
        'Logout (product §4): nothing of this shopper’s is sent after it, not even with the next ' +
        'shopper’s token. Every region starts over, which stops the calls on their way so their ' +
        'answers are ignored; no toast, no reload (the session’s queries are gone already).',
      target: ['.changes.idle', '.removal.idle', '.adding.idle'],
      actions: 'forgetShopper',
    },
    CART_LOADED: { description: 'The app passes on every load of the cart.', actions: 'takeCart' },
    RELOAD: { description: 'The side panel opened or the header loaded (product §4).', actions: reloadCart },
    CHECKOUT: {
      description: 'Only from a cart the server has seen, with every line in stock.',
      guard: and([
        stateIn({ changes: 'idle' }),
        stateIn({ removal: 'idle' }),
        stateIn({ adding: 'idle' }),
        'isCartBuyable',
      ]),
      actions: { type: 'navigate', params: { to: '/checkout' } },
    },
  },
  states: {
    changes: {
      description: 'Quantity changes: shown at once, merged per line, sent one at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Every quantity shown is the server’s.',
          on: { CHANGE_QUANTITY: { guard: 'isChangeAllowed', target: 'waiting', actions: 'recordChange' } },
        },
        waiting: {
          description: 'A changed quantity shows; more clicks restart the wait and merge into it.',
          tags: ['pending'],
          on: {
            CHANGE_QUANTITY: { guard: 'isChangeAllowed', target: 'waiting', reenter: true, actions: 'recordChange' },
          },
          after: { settle: 'saving' },
        },
        saving: {
          description: 'The first queued line’s quantity is on its way; clicks meanwhile are queued for after.',
          tags: ['pending'],
          entry: 'takeNextChange',
          on: { CHANGE_QUANTITY: { guard: 'isChangeAllowed', actions: 'recordChange' } },
          invoke: {
            id: 'saveQuantity',
            src: 'saveQuantity',
            input: ({ context }) => ({
              fk_product: context.sending!.fk_product,
              fk_variant: context.sending!.variant_id,
              var_qty: context.sending!.quantity,
            }),
            onDone: [
              { guard: 'hasMoreChanges', target: 'saving', reenter: true, actions: [writeSent, 'confirmSent'] },
              { target: 'idle', actions: [writeSent, 'confirmSent', 'clearSending', reloadCart] },
            ],
            onError: [
              {
                guard: 'hasOtherChanges',
                target: 'saving',
                reenter: true,
                actions: [{ type: 'rollBackSent', params: ({ event }) => ({ error: event.error }) }, reloadCart],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'rollBackSent', params: ({ event }) => ({ error: event.error }) },
                  'clearSending',
                  reloadCart,
                ],
              },
            ],
          },
        },
      },
    },
    removal: {
      description: 'The remove icon: the line goes on the server, then the cart reloads (product §4).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No removal on its way.',
          on: { REMOVE_LINE: { guard: 'isLineSettled', target: 'removing', actions: 'startRemoving' } },
        },
        removing: {
          description: 'The line’s removal is on its way.',
          tags: ['pending'],
          invoke: {
            id: 'removeLine',
            src: 'removeLine',
            input: ({ context }) => context.removing!,
            onDone: { target: 'idle', actions: [dropRemoved, 'forgetRemoved', reloadCart, ...reloadStock] },
            onError: {
              target: 'idle',
              actions: [
                { type: 'recordRemoveError', params: ({ event }) => ({ error: event.error }) },
                'clearRemoving',
                reloadCart,
              ],
            },
          },
        },
      },
    },
    adding: {
      description: 'Add to cart from every card and the product page, one call at a time (product §4, §8).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No add on its way.',
          on: { ADD: { target: 'adding', actions: 'enqueueAdd' } },
        },
        adding: {
          description: 'The first queued add is on its way; its card shows a spinner, as do the queued ones.',
          tags: ['adding'],
          on: { ADD: { actions: 'enqueueAdd' } },
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => context.adds[0]!.body,
            onDone: [
              {
                guard: { type: 'isPlainOk', params: ({ event }) => event.output },
                target: 'answered',
                actions: [
                  { type: 'storeAddMessage', params: ({ event }) => event.output },
                  toastAdded,
                  { type: 'announceAdd', params: { error: null } },
                  'dequeueAdd',
                  reloadCart,
                  ...reloadStock,
                ],
              },
              {
                target: 'answered',
                actions: [
                  { type: 'storeAddMessage', params: ({ event }) => event.output },
                  { type: 'announceAdd', params: { error: null } },
                  'dequeueAdd',
                  reloadCart,
                  ...reloadStock,
                ],
              },
            ],
            onError: {
              target: 'answered',
              actions: [
                { type: 'storeAddMessage', params: ({ event }) => ({ message: failureMessage(event.error) }) },
                toastAddFailed,
                { type: 'announceAdd', params: ({ event }) => ({ error: event.error }) },
                'dequeueAdd',
              ],
            },
          },
        },
        answered: {
          description: 'The add was answered: the next queued one goes, if any.',
          always: [{ guard: 'hasMoreAdds', target: 'adding' }, { target: 'idle' }],
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
