/**
 * The order detail actions as a model, on the fixture orders (tests/model/order.fixture.ts):
 * placed (A), delivered (D) or cancelled (C); returning both lines makes it Returned (R).
 * The server's answers are explicit events; typing is abstracted to a valid or invalid
 * fill (a reason, or a rating) and, for reviews, the text. ORDER_LOADED is a reload that finds the placed order delivered,
 * its second line returned already.
 */
import { assign, setup } from 'xstate';
import type { OrderInput } from '#machines/order.machine';

export type ModelItem = 'first' | 'second';

export type OrderModelEvent =
  | { type: 'ORDER_LOADED' }
  | { type: 'CANCEL_ORDER' }
  | { type: 'RETURN_PRODUCT'; item: ModelItem }
  | { type: 'GIVE_REVIEW'; item: ModelItem }
  | { type: 'PRINT_INVOICE' }
  | { type: 'TYPE_VALID' }
  | { type: 'TYPE_INVALID' }
  | { type: 'TYPE_TEXT' }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' };

export interface OrderModelContext {
  status: 'A' | 'D' | 'C' | 'R';
  returned: Record<ModelItem, boolean>;
  /** The item the open form is for. */
  item: ModelItem | null;
  /** The open form could be sent: a reason that is not blank, or a rating above 0. */
  valid: boolean;
  /** Only so that PRINT_INVOICE, which changes no state, reaches a vertex of its own. */
  invoiceOpened: boolean;
}

export const orderModelEvents: OrderModelEvent[] = [
  { type: 'RETURN_PRODUCT', item: 'first' },
  { type: 'RETURN_PRODUCT', item: 'second' },
  { type: 'GIVE_REVIEW', item: 'first' },
];

/** Delivered, with no dialog open. */
const deliveredActions = {
  RETURN_PRODUCT: { guard: 'mayReturn', target: '#orderModel.returning', actions: 'openForm' },
  GIVE_REVIEW: { guard: 'isDelivered', target: '#orderModel.reviewing', actions: 'openForm' },
  PRINT_INVOICE: { guard: 'isDelivered', actions: 'openInvoice' },
} as const;

const typing = {
  TYPE_VALID: { target: 'editing', actions: 'markValid' },
  TYPE_INVALID: { target: 'editing', actions: 'markInvalid' },
} as const;

/** A return or review form; only a review has a text besides what makes it valid. */
const form = ({ withText, sent }: { withText: boolean; sent?: 'returned' }) => {
  const text = withText ? { TYPE_TEXT: 'editing' } : {};
  return {
    initial: 'editing',
    states: {
      editing: {
        on: { ...typing, ...text, SUBMIT: { guard: 'isValid', target: 'submitting' }, DISMISS: '#orderModel.idle' },
      },
      submitting: { on: { SERVER_OK: { target: 'done', actions: sent ? [sent] : [] }, SERVER_FAIL: 'failed' } },
      failed: { on: { ...typing, ...text, SUBMIT: 'submitting', DISMISS: '#orderModel.idle' } },
      done: { on: deliveredActions },
    },
  } as const;
};

export const orderModel = setup({
  types: { context: {} as OrderModelContext, events: {} as OrderModelEvent, input: {} as OrderInput },
  guards: {
    isPlaced: ({ context }) => context.status === 'A',
    isDelivered: ({ context }) => context.status === 'D',
    mayReturn: ({ context, event }) =>
      context.status === 'D' && event.type === 'RETURN_PRODUCT' && !context.returned[event.item],
    isValid: ({ context }) => context.valid,
  },
  actions: {
    deliver: assign({ status: 'D' as const, returned: { first: false, second: true } }),
    openForm: assign(({ event }) => ({
      valid: false,
      invoiceOpened: false,
      item: event.type === 'RETURN_PRODUCT' || event.type === 'GIVE_REVIEW' ? event.item : null,
    })),
    openInvoice: assign({ invoiceOpened: true }),
    markValid: assign({ valid: true }),
    markInvalid: assign({ valid: false }),
    cancelled: assign({ status: 'C' as const }),
    // The server marks the order Returned once its last line is back.
    returned: assign(({ context }) => {
      if (!context.item) return {};
      const returned = { ...context.returned, [context.item]: true };
      return { returned, ...(returned.first && returned.second ? { status: 'R' as const } : {}) };
    }),
  },
}).createMachine({
  id: 'orderModel',
  context: ({ input }) => ({
    status: input.order.chr_status as OrderModelContext['status'],
    returned: { first: false, second: false },
    item: null,
    valid: false,
    invoiceOpened: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CANCEL_ORDER: { guard: 'isPlaced', target: 'cancel' },
        ...deliveredActions,
        ORDER_LOADED: { guard: 'isPlaced', actions: 'deliver' },
      },
    },
    cancel: {
      initial: 'confirming',
      states: {
        confirming: { on: { CONFIRM: 'cancelling', DISMISS: '#orderModel.idle' } },
        cancelling: { on: { SERVER_OK: { target: 'done', actions: 'cancelled' }, SERVER_FAIL: 'failed' } },
        failed: { on: { CONFIRM: 'cancelling', DISMISS: '#orderModel.idle' } },
        done: {},
      },
    },
    returning: form({ withText: false, sent: 'returned' }),
    reviewing: form({ withText: true }),
  },
});
