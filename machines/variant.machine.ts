import { assign, emit, setup } from 'xstate';
import { provided } from './effects';
import { limits, quantityMax } from '../rules/limits';
import { texts } from '../rules/texts';
import { failureMessage } from '../openapi/failure';
import {
  allSelected,
  choose,
  initialSelection,
  matchVariant,
  type OptionValue,
  type ProductOption,
  type Selection,
  type VariantRow,
} from './variant.matrix';

/**
 * Variant selection and add-to-cart on the product detail page (product §4 "Product
 * detail", §5 "Add to cart"). One actor per product: the page creates it when the
 * detail arrives, so a new product always starts from a clean choice.
 */

/** The part of getProduct's answer this machine needs. */
export interface VariantProduct {
  int_glcode: number;
  prod_options: ProductOption[];
  variants: VariantRow[];
  defaultVariant: { int_glCode: number } | null;
  /** The default variant's pictures: the gallery's first view (and the page's preloaded LCP image). */
  images: string[];
}

/** lookupVariant's `data`. */
export interface VariantDetail {
  imgs: string[];
  selling_price: number;
  price: number;
  stock: number;
  variant_id: number | null;
  prod_options: { var_attribute: string; attrs_v: (OptionValue & { available: boolean })[] }[];
}

export interface LookupInput {
  fk_product: number;
  variant_ids: number[];
}

export interface AddToCartInput {
  fk_product: number;
  var_qty: number;
  fk_variant: number;
}

export interface StockWaitInput {
  variant_id: number;
}

export interface VariantInput {
  product: VariantProduct;
}

export interface VariantContext {
  productId: number;
  options: ProductOption[];
  variants: VariantRow[];
  defaultVariantId: number | null;
  selection: Selection;
  /** Whether the shopper has chosen a value yet (the first selection is the page's, product §4). */
  shopperChose: boolean;
  /** The gallery's pictures: see `shownImages`. */
  images: string[];
  detail: VariantDetail | null;
  imageIndex: number;
  quantity: number;
  /** 'Select all variants' or 'This product out of stock', shown under the button. */
  message: string | null;
  /** The sold-out variant the shopper asked to be mailed about (decision 0038): the page says so in place of the button. */
  notifiedFor: number | null;
  lookupError: string | null;
}

export type VariantEvent =
  | { type: 'SELECT'; index: number; valueId: number }
  | { type: 'RETRY' }
  | { type: 'SELECT_IMAGE'; index: number }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'ADD_TO_CART'; signedIn: boolean }
  /** "Notify me when it's back", offered in place of Add to cart when the choice is sold out. */
  | { type: 'NOTIFY_ME'; signedIn: boolean };

/** Emitted for the UI to open the login-required dialog. */
export type VariantEmitted = { type: 'loginRequired' };

/** The variant the current choice names: the default one when the product has no options. */
export function currentVariantId(context: VariantContext): number | null {
  if (context.options.length === 0) return context.defaultVariantId ?? context.detail?.variant_id ?? null;
  return matchVariant(context.variants, context.selection)?.variant_id ?? null;
}

/** Stock of the named variant: the lookup's fresher figure when it is about the same variant. */
export function currentStock(context: VariantContext): number {
  const id = currentVariantId(context);
  if (id === null) return 0;
  if (context.detail?.variant_id === id) return context.detail.stock;
  return context.variants.find((row) => row.variant_id === id)?.stock ?? 0;
}

/**
 * The most units the shopper may choose now: one cart line's cap, and the named variant's
 * stock when that is lower. Until the choice names a variant, the cap alone.
 */
export function quantityLimit(context: VariantContext): number {
  return currentVariantId(context) === null ? limits.perCartLine : quantityMax(currentStock(context));
}

/** The quantity kept within 1 and the limit of the choice now (a smaller stock lowers it). */
const keptQuantity = (context: VariantContext): number =>
  Math.max(1, Math.min(context.quantity, quantityLimit(context)));

/**
 * The gallery's pictures. The page's own first selection (product §4: the first option's
 * first value) may land on another variant than the default, whose pictures the page
 * opened with and preloaded; they stay until a lookup answers a choice of the shopper's,
 * so the first lookup never swaps the largest picture on screen for one not yet loaded.
 */
export function shownImages(context: VariantContext): string[] {
  return context.images;
}

/** After a lookup, a chosen value the server no longer offers becomes empty (product §4). */
function keepOffered(context: VariantContext, detail: VariantDetail): Selection {
  return context.selection.map((id, i) => {
    if (id === null) return null;
    const offered = detail.prod_options.find((option) => option.var_attribute === context.options[i]?.var_attribute);
    if (!offered) return id;
    return offered.attrs_v.some((value) => value.int_glcode === id && value.available) ? id : null;
  });
}

export const variantMachine = setup({
  types: {
    context: {} as VariantContext,
    events: {} as VariantEvent,
    input: {} as VariantInput,
    emitted: {} as VariantEmitted,
  },
  actors: {
    lookupVariant: provided<VariantDetail, LookupInput>('lookupVariant'),
    /**
     * Provided by the page: hands the add to the app's one cart actor (machines/cart.machine.ts),
     * which calls the server, toasts and reloads, and settles when the cart actor has answered.
     */
    addToCart: provided<void, AddToCartInput>('addToCart'),
    /** Provided by the page: the API's waitForStock, its answer shown as a toast; answers the variant waited for. */
    waitForStock: provided<number, StockWaitInput>('waitForStock'),
  },
  guards: {
    isCurrentChoice: ({ context, event }) =>
      event.type === 'SELECT' && context.selection[event.index] === event.valueId,
    isMissingChoice: ({ context }) => !allSelected(context.selection),
    isOutOfStock: ({ context }) => currentStock(context) <= 0,
    isAnonymous: ({ event }) => (event.type === 'ADD_TO_CART' || event.type === 'NOTIFY_ME') && !event.signedIn,
    namesSoldOutVariant: ({ context }) => currentVariantId(context) !== null && currentStock(context) <= 0,
    isAboveOne: ({ context }) => context.quantity > 1,
    isBelowLimit: ({ context }) => context.quantity < quantityLimit(context),
  },
  actions: {
    applyChoice: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      const selection = choose(context.options, context.variants, context.selection, event.index, event.valueId);
      // The error message clears once every option has a value (product §4).
      const message = allSelected(selection) ? null : context.message;
      return {
        selection,
        shopperChose: true,
        message,
        lookupError: null,
        quantity: keptQuantity({ ...context, selection }),
      };
    }),
    applyDetail: assign(({ context }, detail: VariantDetail) => {
      const selection = keepOffered(context, detail);
      const images = context.shopperChose && detail.imgs.length > 0 ? detail.imgs : context.images;
      const quantity = keptQuantity({ ...context, detail, selection });
      return { detail, selection, images, imageIndex: 0, lookupError: null, quantity };
    }),
    recordLookupError: assign((_, params: { error: unknown }) => ({ lookupError: failureMessage(params.error) })),
    clearLookupError: assign({ lookupError: null }),
    showImage: assign(({ context, event }) => {
      if (event.type !== 'SELECT_IMAGE') return {};
      const count = shownImages(context).length;
      return { imageIndex: Math.min(Math.max(event.index, 0), Math.max(count - 1, 0)) };
    }),
    increment: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrement: assign({ quantity: ({ context }) => Math.max(1, context.quantity - 1) }),
    flagMissingChoice: assign({ message: texts.selectAllVariants }),
    flagOutOfStock: assign({ message: texts.outOfStock }),
    clearMessage: assign({ message: null }),
    markNotified: assign((_, params: { variantId: number }) => ({ notifiedFor: params.variantId })),
    requestLogin: emit({ type: 'loginRequired' } as const),
  },
}).createMachine({
  id: 'variant',
  description: 'Choosing a product variant and adding it to the cart.',
  context: ({ input }) => ({
    productId: input.product.int_glcode,
    options: input.product.prod_options,
    variants: input.product.variants,
    defaultVariantId: input.product.defaultVariant?.int_glCode ?? null,
    selection: initialSelection(input.product.prod_options),
    shopperChose: false,
    images: input.product.images,
    detail: null,
    imageIndex: 0,
    quantity: 1,
    message: null,
    notifiedFor: null,
    lookupError: null,
  }),
  type: 'parallel',
  on: {
    SELECT_IMAGE: { actions: 'showImage' },
    INCREMENT: { guard: 'isBelowLimit', actions: 'increment' },
    DECREMENT: { guard: 'isAboveOne', actions: 'decrement' },
  },
  states: {
    selection: {
      description: 'The chosen option values and the server detail (images, price, stock) for them.',
      initial: 'lookingUp',
      on: {
        SELECT: [
          { guard: 'isCurrentChoice' },
          // Re-entering lookingUp stops the running lookup, so a stale answer never lands.
          { target: '.lookingUp', reenter: true, actions: 'applyChoice' },
        ],
      },
      states: {
        lookingUp: {
          description: 'Asking the server for the detail of the current (possibly partial) choice.',
          tags: ['lookingUp'],
          invoke: {
            id: 'lookupVariant',
            src: 'lookupVariant',
            input: ({ context }) => ({
              fk_product: context.productId,
              variant_ids: context.selection.filter((id): id is number => id !== null),
            }),
            onDone: { target: 'ready', actions: { type: 'applyDetail', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: { type: 'recordLookupError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {
          description: 'The detail matches the current choice.',
        },
        failed: {
          description: 'The lookup failed; the error shows with a retry.',
          tags: ['lookupFailed'],
          on: { RETRY: { target: 'lookingUp', actions: 'clearLookupError' } },
        },
      },
    },
    cart: {
      description:
        'Add to cart: needs every option chosen, stock, and a signed-in shopper (product §5). A ' +
        'sold-out choice offers "Notify me when it\'s back" instead.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waiting for Add to cart.',
          on: {
            ADD_TO_CART: [
              { guard: 'isMissingChoice', actions: 'flagMissingChoice' },
              { guard: 'isOutOfStock', actions: 'flagOutOfStock' },
              { guard: 'isAnonymous', actions: 'requestLogin' },
              { target: 'adding', actions: 'clearMessage' },
            ],
            NOTIFY_ME: [
              { guard: 'isAnonymous', actions: 'requestLogin' },
              // Otherwise nothing: the page offers it only then.
              { guard: 'namesSoldOutVariant', target: 'notifying' },
            ],
          },
        },
        notifying: {
          description: 'Asking to be mailed when the sold-out variant is back; the page toasts the answer.',
          tags: ['notifying'],
          invoke: {
            id: 'waitForStock',
            src: 'waitForStock',
            input: ({ context }) => ({ variant_id: currentVariantId(context) ?? 0 }),
            onDone: {
              target: 'idle',
              actions: { type: 'markNotified', params: ({ event }) => ({ variantId: event.output }) },
            },
            // The page has shown why; the button stays for another try.
            onError: { target: 'idle' },
          },
        },
        adding: {
          description: 'Handed to the cart actor, which answers with a toast; the button shows a spinner until then.',
          tags: ['adding'],
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => ({
              fk_product: context.productId,
              var_qty: context.quantity,
              fk_variant: currentVariantId(context) ?? 0,
            }),
            onDone: { target: 'idle' },
            // The cart actor has shown the failure; the choice stays for another try.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type VariantMachine = typeof variantMachine;
