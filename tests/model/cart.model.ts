/**
 * The cart machine as a model, on the fixture cart (tests/model/cart.fixture.ts): line A
 * and line B. The server's answers and the settling wait are explicit events.
 *
 * What the model keeps, from product §4/§5/§8 and the cart's rules:
 * - `queue`: the lines with a quantity the server has not been sent yet, in the order they
 *   were last changed (a line changed again moves to the end); `sending`, the one on its
 *   way. Clicks while waiting merge; clicks while sending queue for after; a failure
 *   drops that line's queued clicks too (it rolls back to the server's value).
 * - `queued`: a second Add to cart waits behind the first, then goes.
 * - `rolledBack`, `merged`: only so that the traversal takes a failure with another line
 *   waiting, and a click merged while settling, as transitions of their own.
 * - `stock`: the cart as loaded: not yet, every line in stock, or a line short.
 *
 * To keep the paths few, regions are explored where they meet: the cart loads while
 * nothing is pending, and is only loaded short to see checkout refused; adds run while
 * no change or removal is pending (the `check` asserts can(CHECKOUT) after every step,
 * so "blocked while pending" is checked in every state the paths reach). Line B is
 * changed only while A is on its way (the "another line waits" case), and only B is
 * removed. The `observed` region gives RELOAD and CHECKOUT, which change nothing the
 * model tracks, states of their own.
 *
 * SESSION_ENDED (logout) puts the whole model back where it started, `observed` too, so
 * it adds one path per model state it leaves and none after it. It is explored only
 * where there is something to forget: a cart loaded, or something pending.
 */
import { and, assign, not, or, setup, stateIn } from 'xstate';

export type Line = 'A' | 'B';

export type CartModelEvent =
  | { type: 'LOAD'; stock: 'ok' | 'short' }
  | { type: 'CHANGE'; line: Line }
  | { type: 'WAIT' }
  | { type: 'SAVE_OK' }
  | { type: 'SAVE_FAIL' }
  | { type: 'REMOVE' }
  | { type: 'REMOVE_OK' }
  | { type: 'REMOVE_FAIL' }
  | { type: 'ADD' }
  | { type: 'ADD_OK' }
  | { type: 'ADD_OK_NOT_200' }
  | { type: 'ADD_FAIL' }
  | { type: 'CHECKOUT' }
  | { type: 'RELOAD' }
  | { type: 'SESSION_ENDED' };

export interface CartModelContext {
  stock: 'none' | 'ok' | 'short';
  queue: Line[];
  sending: Line | null;
  /** A second add: waiting behind the first, then on its way. */
  queued: 'no' | 'waiting' | 'sent';
  /** B's removal was confirmed; a load brings it back. */
  bRemoved: boolean;
  /** The last answer was a failure that rolled its line back (so the next send is a vertex of its own). */
  rolledBack: boolean;
  /** A click landed while the line was still settling (merged into the coming request). */
  merged: boolean;
}

const startContext: CartModelContext = {
  stock: 'none',
  queue: [],
  sending: null,
  queued: 'no',
  bRemoved: false,
  rolledBack: false,
  merged: false,
};

export const cartModelEvents: CartModelEvent[] = [
  { type: 'LOAD', stock: 'ok' },
  { type: 'LOAD', stock: 'short' },
  { type: 'CHANGE', line: 'A' },
  { type: 'CHANGE', line: 'B' },
];

const without = (queue: Line[], line: Line) => queue.filter((l) => l !== line);

const allIdle = and([stateIn({ changes: 'idle' }), stateIn({ removal: 'idle' }), stateIn({ adding: 'idle' })]);
/** Changes are explored with no add on its way; a line being removed takes no change. */
const changeAllowed = and(['mayChange', stateIn({ adding: 'idle' }), or(['isLineA', stateIn({ removal: 'idle' })])]);

/** The answered add leaves; a waiting one goes next. */
const answerAdd = [
  { guard: 'isQueued', target: 'adding', actions: 'sendQueued' },
  { target: 'idle', actions: 'settleAdds' },
] as const;

export const cartModel = setup({
  types: { context: {} as CartModelContext, events: {} as CartModelEvent },
  guards: {
    isLoaded: ({ context }) => context.stock === 'ok',
    hasCart: ({ context }) => context.stock !== 'none',
    /** B changes only while A is on its way, once; B is never changed while being removed. */
    mayChange: ({ context, event }) => {
      if (event.type !== 'CHANGE' || context.stock !== 'ok') return false;
      if (event.line === 'A') return true;
      return context.sending === 'A' && !context.queue.includes('B') && !context.bRemoved;
    },
    isLineA: ({ event }) => event.type === 'CHANGE' && event.line === 'A',
    isBSettled: ({ context }) =>
      context.stock === 'ok' && !context.bRemoved && !context.queue.includes('B') && context.sending !== 'B',
    hasMore: ({ context }) => context.queue.length > 0,
    hasOthers: ({ context }) => without(context.queue, context.sending!).length > 0,
    isQueued: ({ context }) => context.queued === 'waiting',
    hasQueue: ({ context }) => context.queued !== 'no',
  },
  actions: {
    load: assign(({ event }) => (event.type === 'LOAD' ? { stock: event.stock, bRemoved: false } : {})),
    removeB: assign({ bRemoved: true }),
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? { queue: [...without(context.queue, event.line), event.line] } : {},
    ),
    merge: assign({ merged: true }),
    takeNext: assign(({ context }) => ({ sending: context.queue[0]!, queue: context.queue.slice(1), merged: false })),
    confirm: assign({ rolledBack: false }),
    dropSending: assign(({ context }) => ({ queue: without(context.queue, context.sending!), rolledBack: true })),
    clearSending: assign({ sending: null }),
    queueAdd: assign({ queued: 'waiting' as const }),
    sendQueued: assign({ queued: 'sent' as const }),
    settleAdds: assign({ queued: 'no' as const }),
    forgetShopper: assign(() => startContext),
  },
}).createMachine({
  id: 'cartModel',
  context: startContext,
  type: 'parallel',
  on: {
    LOAD: { guard: allIdle, actions: 'load' },
    SESSION_ENDED: {
      guard: or([not(allIdle), 'hasCart']),
      target: ['.observed.nothing', '.changes.idle', '.removal.idle', '.adding.idle'],
      actions: 'forgetShopper',
    },
  },
  states: {
    // Bookkeeping for the traversal only (the real machine has no such region): events
    // that change nothing the model tracks get a state of their own, once per path.
    observed: {
      initial: 'nothing',
      states: {
        nothing: {
          on: {
            RELOAD: 'reloaded',
            CHECKOUT: { guard: and([allIdle, 'isLoaded']), target: 'checkedOut' },
          },
        },
        reloaded: {},
        checkedOut: {},
      },
    },
    changes: {
      initial: 'idle',
      states: {
        idle: { on: { CHANGE: { guard: changeAllowed, target: 'waiting', actions: 'change' } } },
        waiting: {
          on: {
            CHANGE: { guard: changeAllowed, target: 'waiting', actions: ['change', 'merge'] },
            WAIT: { target: 'saving', actions: ['takeNext', 'confirm'] },
          },
        },
        saving: {
          on: {
            CHANGE: { guard: changeAllowed, actions: 'change' },
            SAVE_OK: [
              { guard: 'hasMore', target: 'saving', actions: ['takeNext', 'confirm'] },
              { target: 'idle', actions: ['clearSending', 'confirm'] },
            ],
            SAVE_FAIL: [
              { guard: 'hasOthers', target: 'saving', actions: ['dropSending', 'takeNext'] },
              { target: 'idle', actions: ['dropSending', 'clearSending'] },
            ],
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: { on: { REMOVE: { guard: and(['isBSettled', stateIn({ adding: 'idle' })]), target: 'removing' } } },
        removing: { on: { REMOVE_OK: { target: 'idle', actions: 'removeB' }, REMOVE_FAIL: 'idle' } },
      },
    },
    adding: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ADD: {
              guard: and(['isLoaded', stateIn({ changes: 'idle' }), stateIn({ removal: 'idle' })]),
              target: 'adding',
            },
          },
        },
        adding: {
          on: {
            ADD: { guard: not('hasQueue'), actions: 'queueAdd' },
            ADD_OK: answerAdd,
            ADD_OK_NOT_200: answerAdd,
            ADD_FAIL: answerAdd,
          },
        },
      },
    },
  },
});
