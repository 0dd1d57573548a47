/**
 * The checkout machine as a model (product §2 checkout, §3, §4, §5, §7, §8), on
 * the cart fixture (tests/model/cart.fixture.ts). Every server answer, the provider's
 * form and every wait are explicit events.
 *
 * What the model keeps, from the product and the issue:
 * - the cart as loaded (`cart`), the address and payment mode chosen, whether the coupon
 *   box holds text;
 * - `conflict`: the server refused with a 409, so a check that finds nothing changed
 *   shows the refusal instead of sending the order again;
 * - `paid`: the provider said paid (step 2's request exists), which a reload resumes;
 * - `resumed`: the path started from a remembered payment (the input): it settles it
 *   and follows what comes of it, then stops (a fresh start explores the rest).
 *
 * Only the events the model accepts are tried (`onlyEnabledEvents` in models.ts), so its
 * guards both say what the machine does and narrow what is explored; the machine's own
 * refusals (Place Order, Apply, Retry) are checked with can() after every step. To keep
 * the paths few, regions are explored where they meet: the sections close one at a time,
 * only while Place Order's validation would still complain, and everything else waits
 * for them to be open again; a coupon is applied only with cash (the lapsed coupon is a
 * cash path); the cart loads once (short, only to see Place Order refused, then in stock).
 */
import { and, assign, not, setup, stateIn } from 'xstate';
import type { CheckoutInput } from '#machines/checkout.machine';

export type Section = 'address' | 'summary' | 'payment';

export type CheckoutModelEvent =
  | { type: 'LOAD'; stock: 'ok' | 'short' }
  | { type: 'TOGGLE'; section: Section }
  | { type: 'SELECT_ADDRESS' }
  | { type: 'SELECT_CASH' }
  | { type: 'SELECT_ONLINE' }
  | { type: 'TYPE_COUPON'; filled: boolean }
  | { type: 'APPLY_COUPON' }
  | { type: 'COUPON_OK' }
  | { type: 'COUPON_FAIL' }
  | { type: 'REMOVE_COUPON' }
  | { type: 'PLACE_ORDER' }
  | { type: 'CHECK_SAME' }
  | { type: 'CHECK_CHANGED' }
  | { type: 'CHECK_SHORT' }
  | { type: 'CHECK_LAPSED' }
  | { type: 'CHECK_FAIL' }
  | { type: 'PLACE_OK' }
  | { type: 'PLACE_CONFLICT' }
  | { type: 'PLACE_NETWORK' }
  | { type: 'PLACE_REFUSED' }
  | { type: 'START_OK' }
  | { type: 'START_CONFLICT' }
  | { type: 'START_NETWORK' }
  | { type: 'START_REFUSED' }
  | { type: 'PAY_OK' }
  | { type: 'DECLINE' }
  | { type: 'CLOSE' }
  | { type: 'RETRY_PAYMENT' }
  | { type: 'CANCEL_PAYMENT' }
  | { type: 'CANCEL_OK' }
  | { type: 'CANCEL_PAID' }
  | { type: 'CANCEL_FAIL' }
  | { type: 'CONFIRM_OK' }
  | { type: 'CONFIRM_REFUNDED' }
  | { type: 'CONFIRM_FAIL' }
  | { type: 'RETRY' }
  | { type: 'EXPIRE' }
  | { type: 'SETTLE_PENDING' }
  | { type: 'SETTLE_PAID' }
  | { type: 'SETTLE_EXPIRED' }
  | { type: 'SETTLE_CANCELLED' }
  | { type: 'SETTLE_REFUNDED' }
  | { type: 'SETTLE_NOT_FOUND' }
  | { type: 'SETTLE_FAIL' }
  | { type: 'WAIT_REDIRECT' };

export interface CheckoutModelContext {
  cart: 'none' | 'ok' | 'short';
  address: boolean;
  mode: 'C' | 'O' | null;
  couponText: boolean;
  /** The last request sent was cash (a retry sends it again). */
  attemptMode: 'C' | 'O' | null;
  conflict: boolean;
  paid: boolean;
  resumed: boolean;
}

export const checkoutModelEvents: CheckoutModelEvent[] = [
  { type: 'LOAD', stock: 'ok' },
  { type: 'LOAD', stock: 'short' },
  { type: 'TOGGLE', section: 'address' },
  { type: 'TOGGLE', section: 'summary' },
  { type: 'TOGGLE', section: 'payment' },
  { type: 'TYPE_COUPON', filled: true },
  { type: 'TYPE_COUPON', filled: false },
];

const sections: Section[] = ['address', 'summary', 'payment'];
const allOpen = and(sections.map((s) => stateIn({ sections: { [s]: 'open' } })));
const inIdle = stateIn({ placement: 'idle' });
const inReady = stateIn({ placement: { idle: 'ready' } });
/** Everything but the sections and Place Order waits for the sections to be open. */
const calm = and([allOpen, 'isFresh', 'isCartOk']);
/** product §5 and the cart: what the real machine's Place Order needs before validating. */
const mayPlace = and(['isCartOk', inIdle, not(stateIn({ coupon: 'applying' }))]);

/** A section's toggle: one closed at a time, while Place Order would still complain. */
function sectionRegion(section: Section) {
  const isThis = { type: 'isSection', params: { section } } as const;
  // Place Order's validation opens the section its message is about.
  const opensOnValidation =
    section === 'address' ? and([mayPlace, 'lacksAddress']) : and([mayPlace, 'hasAddress', 'lacksMode']);
  return {
    initial: 'open',
    states: {
      open: {
        on: {
          TOGGLE: {
            guard: and([isThis, allOpen, 'mayToggle', inReady, stateIn({ coupon: 'idle' })]),
            target: 'closed',
          },
        },
      },
      closed: {
        on: {
          TOGGLE: { guard: isThis, target: 'open' },
          ...(section === 'summary' ? {} : { PLACE_ORDER: { guard: opensOnValidation, target: 'open' } }),
        },
      },
    },
  } as const;
}

/** Cash and online step 1 fail alike. */
function placementAnswers(prefix: 'PLACE' | 'START', done: string | object) {
  return {
    [`${prefix}_OK`]: done,
    [`${prefix}_CONFLICT`]: { target: 'checking', actions: 'conflict' },
    [`${prefix}_NETWORK`]: 'idle.failed',
    [`${prefix}_REFUSED`]: 'idle.refused',
  };
}

const placed = { target: 'placed', actions: 'clearSelection' } as const;

export const checkoutModel = setup({
  types: {
    context: {} as CheckoutModelContext,
    events: {} as CheckoutModelEvent,
    input: {} as CheckoutInput,
  },
  guards: {
    isSection: ({ event }, params: { section: Section }) => event.type === 'TOGGLE' && event.section === params.section,
    isFresh: ({ context }) => !context.resumed,
    isResumed: ({ context }) => context.resumed,
    isPaid: ({ context }) => context.paid,
    isCartOk: ({ context }) => context.cart === 'ok',
    /** The first load, in either state; a short cart loads once more, in stock. */
    mayLoad: ({ context, event }) =>
      event.type === 'LOAD' &&
      !context.resumed &&
      (context.cart === 'none' || (context.cart === 'short' && event.stock === 'ok')),
    hasAddress: ({ context }) => context.address,
    lacksAddress: ({ context }) => !context.address,
    lacksMode: ({ context }) => context.mode === null,
    isCash: ({ context }) => context.mode === 'C',
    notCash: ({ context }) => context.mode !== 'C',
    /** The coupon is explored with cash only: online goes with an empty box. */
    mayGoOnline: ({ context }) => context.mode !== 'O' && !context.couponText,
    hasCouponText: ({ context }) => context.couponText,
    wasConflict: ({ context }) => context.conflict,
    wasCashAttempt: ({ context }) => context.attemptMode === 'C',
    mayToggle: ({ context }) => !context.resumed && (!context.address || context.mode === null),
  },
  actions: {
    load: assign(({ event }) => (event.type === 'LOAD' ? { cart: event.stock } : {})),
    chooseAddress: assign({ address: true }),
    chooseCash: assign({ mode: 'C' as const }),
    chooseOnline: assign({ mode: 'O' as const }),
    typeCoupon: assign(({ event }) => (event.type === 'TYPE_COUPON' ? { couponText: event.filled } : {})),
    /** product §4: a placed order clears the selection (address, payment mode, coupon). */
    clearSelection: assign({ address: false, mode: null, couponText: false }),
    conflict: assign({ conflict: true }),
    clearConflict: assign({ conflict: false }),
    attempt: assign(({ context }) => ({ attemptMode: context.mode })),
    shortCart: assign({ cart: 'short' as const }),
    pay: assign({ paid: true }),
    endAttempt: assign({ paid: false, attemptMode: null }),
  },
}).createMachine({
  id: 'checkoutModel',
  context: ({ input }) => ({
    cart: 'none',
    address: false,
    mode: 'C',
    couponText: false,
    attemptMode: input.remembered === null ? null : 'O',
    conflict: false,
    paid: input.remembered?.confirmation != null,
    resumed: input.remembered !== null,
  }),
  type: 'parallel',
  on: {
    LOAD: { guard: and(['mayLoad', inIdle]), actions: 'load' },
  },
  states: {
    sections: {
      type: 'parallel',
      states: {
        address: sectionRegion('address'),
        summary: sectionRegion('summary'),
        payment: sectionRegion('payment'),
      },
    },
    coupon: {
      initial: 'idle',
      on: {
        // The placed order clears the box (the coupon is explored with cash only).
        PLACE_OK: { guard: stateIn({ placement: 'placing' }), target: '.idle' },
      },
      states: {
        idle: {
          on: {
            TYPE_COUPON: { guard: and([calm, inReady, 'isCash']), actions: 'typeCoupon' },
            APPLY_COUPON: { guard: and([calm, inReady, 'hasCouponText']), target: 'applying' },
          },
        },
        applying: { on: { COUPON_OK: 'applied', COUPON_FAIL: 'refused' } },
        applied: {
          on: {
            REMOVE_COUPON: { guard: and([calm, inIdle]), target: 'idle' },
            CHECK_LAPSED: { guard: and([stateIn({ placement: 'checking' }), not('wasConflict')]), target: 'refused' },
          },
        },
        refused: {
          on: {
            TYPE_COUPON: { guard: and([calm, inReady]), target: 'idle', actions: 'typeCoupon' },
            APPLY_COUPON: { guard: and([calm, inReady, 'hasCouponText']), target: 'applying' },
          },
        },
      },
    },
    placement: {
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'isResumed', target: 'settling' }, { target: 'idle' }] },
        idle: {
          initial: 'ready',
          on: {
            SELECT_ADDRESS: { guard: and([calm, 'lacksAddress']), actions: 'chooseAddress' },
            SELECT_CASH: { guard: and([calm, 'notCash']), actions: 'chooseCash' },
            SELECT_ONLINE: { guard: and([calm, stateIn({ coupon: 'idle' }), 'mayGoOnline']), actions: 'chooseOnline' },
            PLACE_ORDER: [
              { guard: and([mayPlace, 'lacksAddress']), target: '.ready', actions: 'clearConflict' },
              { guard: and([mayPlace, 'lacksMode']), target: '.ready', actions: 'clearConflict' },
              { guard: and([mayPlace, allOpen]), target: 'checking', actions: 'clearConflict' },
            ],
          },
          states: {
            ready: {},
            reviewing: {},
            refused: {},
            failed: {
              on: {
                RETRY: [
                  { guard: 'wasCashAttempt', target: '#checkoutModel.placement.placing' },
                  { target: '#checkoutModel.placement.starting' },
                ],
              },
            },
            cancelled: {},
            expired: {},
            refunded: {},
          },
        },
        checking: {
          on: {
            CHECK_SAME: [
              { guard: 'wasConflict', target: 'idle.refused' },
              { guard: 'isCash', target: 'placing', actions: 'attempt' },
              { target: 'starting', actions: 'attempt' },
            ],
            CHECK_CHANGED: 'idle.reviewing',
            CHECK_SHORT: { guard: not('wasConflict'), target: 'idle.reviewing', actions: 'shortCart' },
            CHECK_LAPSED: {
              guard: and([stateIn({ coupon: 'applied' }), not('wasConflict')]),
              target: 'idle.reviewing',
            },
            CHECK_FAIL: { guard: not('wasConflict'), target: 'idle.refused' },
          },
        },
        placing: { on: placementAnswers('PLACE', placed) },
        starting: { on: placementAnswers('START', 'payment') },
        payment: {
          initial: 'open',
          on: { EXPIRE: { target: 'idle.expired', actions: 'endAttempt' } },
          states: {
            open: {
              on: {
                PAY_OK: { target: '#checkoutModel.placement.confirming', actions: 'pay' },
                DECLINE: 'declined',
                CLOSE: '#checkoutModel.placement.cancelling',
              },
            },
            declined: { on: { RETRY_PAYMENT: 'open', CANCEL_PAYMENT: '#checkoutModel.placement.cancelling' } },
          },
        },
        cancelling: {
          on: {
            CANCEL_OK: { target: 'idle.cancelled', actions: 'endAttempt' },
            CANCEL_PAID: 'settling',
            CANCEL_FAIL: { target: 'idle.cancelled', actions: 'endAttempt' },
          },
        },
        confirming: {
          on: {
            CONFIRM_OK: placed,
            CONFIRM_REFUNDED: { target: 'idle.refunded', actions: 'endAttempt' },
            CONFIRM_FAIL: 'confirmFailed',
          },
        },
        confirmFailed: { on: { RETRY: 'confirming' } },
        settling: {
          on: {
            SETTLE_PENDING: [{ guard: 'isPaid', target: 'confirming' }, { target: 'payment' }],
            SETTLE_PAID: placed,
            SETTLE_EXPIRED: { target: 'idle.expired', actions: 'endAttempt' },
            SETTLE_CANCELLED: { target: 'idle.cancelled', actions: 'endAttempt' },
            SETTLE_REFUNDED: { target: 'idle.refunded', actions: 'endAttempt' },
            SETTLE_NOT_FOUND: { target: 'idle.ready', actions: 'endAttempt' },
            SETTLE_FAIL: 'settleFailed',
          },
        },
        settleFailed: { on: { RETRY: 'settling' } },
        placed: { on: { WAIT_REDIRECT: { target: 'idle', actions: 'endAttempt' } } },
      },
    },
  },
});
