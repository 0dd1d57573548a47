/**
 * The actions of the order detail screen (product §2 order detail, §4, §5, §8): Cancel
 * Order behind a confirmation, Return Product and Give a Review for one item at a time,
 * Print Invoice. Each call has its pending, failed and done states; a failure keeps what
 * was typed and retries. The order itself is Query's: the screen hands it in as input
 * and again with ORDER_LOADED after every reload, and the machine keeps only the facts
 * its guards read.
 */
import { assign, setup } from 'xstate';
import type { Schemas } from '../openapi/client';
import { durations } from '../rules/durations';
import { limits } from '../rules/limits';
import { canCancel, isDelivered, type OrderStatus } from '../rules/orders';
import { texts } from '../rules/texts';
import { effectActions, noEffects, provided } from './effects';
import { failureMessage } from '../openapi/failure';

/** One line of the order, named as returnProduct and the order's returnProduct list name it. */
export type OrderItem = Pick<Schemas['Return'], 'fk_product' | 'fk_variant'>;

/** What the guards need from getOrder's answer. */
export interface OrderFacts {
  id: number;
  status: OrderStatus;
  /** The signed, short-lived invoice link; null until delivered. */
  invoiceUrl: string | null;
  items: OrderItem[];
  returned: OrderItem[];
}

/** The screen's query keys: the machine marks them stale after each call and never spells them. */
export interface OrderQueryKeys {
  order: readonly unknown[];
  orders: readonly unknown[];
  /** The product pages, whose reviews and average rating a new review changes. */
  productDetails: readonly unknown[];
}

export interface OrderInput {
  order: Schemas['Order'];
  queryKeys: OrderQueryKeys;
}

/** cancelOrder's path parameter. */
export interface CancelRequest {
  id: number;
}
export type ReturnRequest = Schemas['Return'];
/**
 * The form's part of createReview's body. The reviewer (user_id, var_email, var_name) is
 * the account's, which the screen's profile query holds: the provided actor adds it, so
 * a profile that failed to load fails the review, not the whole screen.
 */
export type ReviewRequest = Pick<Schemas['Review'], 'fk_product' | 'rating' | 'review_text'>;
export type ActionResult = Schemas['MessageResult'];

export interface OrderContext {
  order: OrderFacts;
  queryKeys: OrderQueryKeys;
  /** The item the open return or review form is for: set by every way into a form. */
  item: OrderItem | null;
  reason: string;
  rating: number;
  reviewText: string;
  failure: string | undefined;
}

export type OrderEvent =
  | { type: 'ORDER_LOADED'; order: Schemas['Order'] }
  | { type: 'CANCEL_ORDER' }
  | { type: 'RETURN_PRODUCT'; item: OrderItem }
  | { type: 'GIVE_REVIEW'; item: OrderItem }
  | { type: 'PRINT_INVOICE' }
  | { type: 'CHANGE_REASON'; reason: string }
  | { type: 'CHANGE_RATING'; rating: number }
  | { type: 'CHANGE_REVIEW'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' };

export function orderFacts(order: Schemas['Order']): OrderFacts {
  return {
    id: order.int_glcode,
    status: order.chr_status,
    invoiceUrl: order.invoice_url,
    items: order.fk_product_arr.map((line) => ({ fk_product: line.int_glcode, fk_variant: line.variants.int_glCode })),
    returned: order.returnProduct.map(({ fk_product, fk_variant }) => ({ fk_product, fk_variant })),
  };
}

const sameItem = (a: OrderItem) => (b: OrderItem) => a.fk_product === b.fk_product && a.fk_variant === b.fk_variant;

/** Whether the line shows 'This Product is Returned' instead of its return button. */
export const isReturned = (order: OrderFacts, item: OrderItem): boolean => order.returned.some(sameItem(item));

export const mayReturn = (order: OrderFacts, item: OrderItem): boolean =>
  isDelivered(order.status) && order.items.some(sameItem(item)) && !isReturned(order, item);

export const mayReview = (order: OrderFacts, item: OrderItem): boolean =>
  isDelivered(order.status) && order.items.some(sameItem(item));

export const mayPrintInvoice = (order: OrderFacts): boolean => isDelivered(order.status) && order.invoiceUrl !== null;

/** Star widgets may report halves; the server takes whole stars up to the maximum. */
export const wholeStars = (value: number): number => Math.min(limits.ratingMax, Math.max(0, Math.round(value)));

const toastOptions = { tone: 'success', placement: 'top-center', durationMs: durations.toast } as const;

/** Every call reloads the order and the list: a refusal (409) means the screen showed a stale status. */
const reload = [
  { type: 'invalidate', params: ({ context }: { context: OrderContext }) => ({ queryKey: context.queryKeys.order }) },
  { type: 'invalidate', params: ({ context }: { context: OrderContext }) => ({ queryKey: context.queryKeys.orders }) },
] as const;

const toastServerMessage = {
  type: 'toast',
  params: ({ event }: { event: { output: ActionResult } }) => ({ message: event.output.message, ...toastOptions }),
} as const;

const toFailed = {
  target: 'failed',
  actions: [
    { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ...reload,
  ],
} as const;

/** What a delivered order offers while no dialog is open; the guards hide the rest. */
const deliveredActions = {
  RETURN_PRODUCT: { guard: 'returnAllowed', target: '#order.returning', actions: 'openReturnForm' },
  GIVE_REVIEW: { guard: 'reviewAllowed', target: '#order.reviewing', actions: 'openReviewForm' },
  PRINT_INVOICE: {
    guard: 'invoiceAllowed',
    // Opened while handling the click, so the browser lets the new tab through; the guard saw the link.
    actions: {
      type: 'openInvoice',
      params: ({ context }: { context: OrderContext }) => ({ url: context.order.invoiceUrl! }),
    },
  },
} as const;

/** A failed form keeps what was typed: sending again retries, closing forgets the message. */
const retryOrClose = {
  SUBMIT: { target: 'submitting', actions: 'clearFailure' },
  DISMISS: { target: '#order.idle', actions: 'clearFailure' },
} as const;

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  actors: {
    /** The API's cancelOrder, provided by the app. */
    cancelOrder: provided<ActionResult, CancelRequest>('cancelOrder'),
    /** The API's returnProduct, provided by the app. */
    returnProduct: provided<ActionResult, ReturnRequest>('returnProduct'),
    /** The API's createReview with the account's name and email, provided by the app. */
    createReview: provided<ActionResult, ReviewRequest>('createReview'),
  },
  actions: {
    ...effectActions(noEffects),
    /** Provided by the screen: opens the invoice PDF in a new tab. */
    openInvoice: (_, _params: { url: string }) => {},
    takeOrder: assign(({ event }) => (event.type === 'ORDER_LOADED' ? { order: orderFacts(event.order) } : {})),
    openReturnForm: assign(({ event }) => (event.type === 'RETURN_PRODUCT' ? { item: event.item, reason: '' } : {})),
    openReviewForm: assign(({ event }) =>
      event.type === 'GIVE_REVIEW' ? { item: event.item, rating: 0, reviewText: '' } : {},
    ),
    updateReason: assign(({ event }) => (event.type === 'CHANGE_REASON' ? { reason: event.reason } : {})),
    updateRating: assign(({ event }) => (event.type === 'CHANGE_RATING' ? { rating: wholeStars(event.rating) } : {})),
    updateReviewText: assign(({ event }) => (event.type === 'CHANGE_REVIEW' ? { reviewText: event.text } : {})),
    // The server confirmed it: until the reload lands, the line must not offer a return
    // again, and an order whose every line is back is Returned, as the server marks it.
    recordReturn: assign(({ context }) => {
      const returned = [...context.order.returned, context.item!];
      const allBack = context.order.items.every((item) => returned.some(sameItem(item)));
      return { order: { ...context.order, returned, status: allBack ? ('R' as const) : context.order.status } };
    }),
    clearFailure: assign({ failure: undefined }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
  },
  guards: {
    cancelAllowed: ({ context }) => canCancel(context.order.status),
    returnAllowed: ({ context, event }) => event.type === 'RETURN_PRODUCT' && mayReturn(context.order, event.item),
    reviewAllowed: ({ context, event }) => event.type === 'GIVE_REVIEW' && mayReview(context.order, event.item),
    invoiceAllowed: ({ context }) => mayPrintInvoice(context.order),
    /** The server trims the reason and refuses an empty one (product §5). */
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    /** A review needs a rating above 0 (product §5). */
    ratingGiven: ({ context }) => context.rating >= limits.ratingMin,
  },
}).createMachine({
  id: 'order',
  description: 'Cancelling, returning, reviewing and the invoice on the order detail screen.',
  context: ({ input }) => ({
    order: orderFacts(input.order),
    queryKeys: input.queryKeys,
    item: null,
    reason: '',
    rating: 0,
    reviewText: '',
    failure: undefined,
  }),
  initial: 'idle',
  on: {
    ORDER_LOADED: { description: 'The screen passes on every reload of the order.', actions: 'takeOrder' },
  },
  states: {
    idle: {
      description: 'No dialog open; the buttons the status allows show (ask with can()).',
      on: { CANCEL_ORDER: { guard: 'cancelAllowed', target: 'cancel' }, ...deliveredActions },
    },
    cancel: {
      description: 'Cancel Order, while not delivered, cancelled or returned (product §4).',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'Asks whether to cancel the order.',
          tags: ['cancelDialog'],
          on: { CONFIRM: 'cancelling', DISMISS: '#order.idle' },
        },
        cancelling: {
          description: 'The cancel call is on its way.',
          tags: ['cancelDialog', 'busy'],
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ id: context.order.id }),
            onDone: { target: 'done', actions: [toastServerMessage, ...reload] },
            onError: toFailed,
          },
        },
        failed: {
          description: 'The cancel failed: the reason shows, confirming again retries.',
          tags: ['cancelDialog', 'failed'],
          on: { CONFIRM: { target: 'cancelling', actions: 'clearFailure' }, DISMISS: retryOrClose.DISMISS },
        },
        done: {
          description: "Cancelled; the server's message was toasted. A cancelled order offers nothing more.",
          tags: ['cancelled'],
        },
      },
    },
    returning: {
      description: 'Return Product for one delivered, not yet returned item: a reason is needed (product §5).',
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing the reason; an empty one cannot be sent.',
          tags: ['returnForm'],
          on: {
            CHANGE_REASON: { actions: 'updateReason' },
            SUBMIT: { guard: 'reasonGiven', target: 'submitting' },
            DISMISS: '#order.idle',
          },
        },
        submitting: {
          description: 'The return call is on its way.',
          tags: ['returnForm', 'busy'],
          invoke: {
            id: 'returnProduct',
            src: 'returnProduct',
            input: ({ context }) => ({
              ...context.item!,
              return_text: context.reason.trim(),
              order_id: context.order.id,
            }),
            onDone: { target: 'done', actions: ['recordReturn', toastServerMessage, ...reload] },
            onError: toFailed,
          },
        },
        failed: {
          description: 'The return failed: the reason stays as typed, the message shows, submitting again retries.',
          tags: ['returnForm', 'failed'],
          on: {
            CHANGE_REASON: { target: 'editing', actions: ['updateReason', 'clearFailure'] },
            ...retryOrClose,
          },
        },
        done: {
          description:
            "Returned; the server's message was toasted and the item shows 'This Product is Returned'. " +
            'The last line back makes the order Returned: nothing more is offered.',
          tags: ['returned'],
          on: deliveredActions,
        },
      },
    },
    reviewing: {
      description: 'Give a Review for one delivered item: a rating of whole stars above 0 and a text (product §5).',
      initial: 'editing',
      states: {
        editing: {
          description: 'Choosing the stars (starting at 0) and typing the review.',
          tags: ['reviewForm'],
          on: {
            CHANGE_RATING: { actions: 'updateRating' },
            CHANGE_REVIEW: { actions: 'updateReviewText' },
            SUBMIT: { guard: 'ratingGiven', target: 'submitting' },
            DISMISS: '#order.idle',
          },
        },
        submitting: {
          description: 'The review call is on its way.',
          tags: ['reviewForm', 'busy'],
          invoke: {
            id: 'createReview',
            src: 'createReview',
            input: ({ context }) => ({
              fk_product: context.item!.fk_product,
              rating: context.rating,
              review_text: context.reviewText.trim(),
            }),
            onDone: {
              target: 'done',
              actions: [
                { type: 'toast', params: { message: texts.reviewThanks, ...toastOptions } },
                ...reload,
                { type: 'invalidate', params: ({ context }) => ({ queryKey: context.queryKeys.productDetails }) },
              ],
            },
            onError: toFailed,
          },
        },
        failed: {
          description: 'The review failed: stars and text stay, the message shows, submitting again retries.',
          tags: ['reviewForm', 'failed'],
          on: {
            CHANGE_RATING: { target: 'editing', actions: ['updateRating', 'clearFailure'] },
            CHANGE_REVIEW: { target: 'editing', actions: ['updateReviewText', 'clearFailure'] },
            ...retryOrClose,
          },
        },
        done: {
          description: "Reviewed; 'Thank you for your valuable review!' was toasted.",
          tags: ['reviewed'],
          on: deliveredActions,
        },
      },
    },
  },
});
