/**
 * The variant machine as a model, on the fixture product (tests/model/variant.fixture.ts)
 * with the size fixed at S: colour empty, Red (in stock) or Blue (sold out). The
 * server's answers to the lookup, the cart call and the wait for Blue's stock are explicit
 * events; the shopper's login state is the payload of ADD_TO_CART and NOTIFY_ME.
 *
 * The `observed` region exists for the traversal only: path generation keys on state
 * values, so an event that changes nothing visible (showing an image, choosing the
 * current size again, a login prompt, the quantity stepper) would never get a path of
 * its own. Each moves `observed` instead; the real machine has no such region. The
 * quantity itself is checked by the drivers, so the model needs no counter: after every
 * step it is at most what one cart line may hold of the chosen colour (10 with no colour,
 * Red's stock of 3, and 1 for sold-out Blue, the stepper's floor); FILL_QUANTITY presses
 * plus until it stops, which must be exactly there.
 */
import { and, assign, setup, stateIn } from 'xstate';

export type Colour = 'Red' | 'Blue';

export type VariantModelEvent =
  | { type: 'SELECT_SIZE_AGAIN' }
  | { type: 'SELECT_COLOUR'; colour: Colour }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'RETRY' }
  | { type: 'SHOW_IMAGE' }
  | { type: 'INCREMENT' }
  | { type: 'FILL_QUANTITY' }
  | { type: 'DECREMENT' }
  | { type: 'ADD_TO_CART'; signedIn: boolean }
  | { type: 'CART_OK' }
  | { type: 'CART_FAIL' }
  | { type: 'NOTIFY_ME'; signedIn: boolean }
  | { type: 'WAIT_OK' }
  | { type: 'WAIT_FAIL' };

export interface VariantModelContext {
  colour: Colour | null;
  message: 'selectAll' | 'outOfStock' | null;
  /** The shopper asked to be mailed when sold-out Blue is back, and the server took it. */
  notified: boolean;
}

/** Every payload the traversal must try (events with payloads are not guessed). */
export const variantModelEvents: VariantModelEvent[] = [
  { type: 'SELECT_SIZE_AGAIN' },
  { type: 'SELECT_COLOUR', colour: 'Red' },
  { type: 'SELECT_COLOUR', colour: 'Blue' },
  { type: 'SERVER_OK' },
  { type: 'SERVER_FAIL' },
  { type: 'RETRY' },
  { type: 'SHOW_IMAGE' },
  { type: 'INCREMENT' },
  { type: 'FILL_QUANTITY' },
  { type: 'DECREMENT' },
  { type: 'ADD_TO_CART', signedIn: true },
  { type: 'ADD_TO_CART', signedIn: false },
  { type: 'CART_OK' },
  { type: 'CART_FAIL' },
  { type: 'NOTIFY_ME', signedIn: true },
  { type: 'NOTIFY_ME', signedIn: false },
  { type: 'WAIT_OK' },
  { type: 'WAIT_FAIL' },
];

export const variantModel = setup({
  types: { context: {} as VariantModelContext, events: {} as VariantModelEvent },
  guards: {
    isNewColour: ({ context, event }) => event.type === 'SELECT_COLOUR' && event.colour !== context.colour,
    noColour: ({ context }) => context.colour === null,
    soldOut: ({ context }) => context.colour === 'Blue',
    anonymous: ({ event }) => event.type === 'ADD_TO_CART' && !event.signedIn,
    promptsLogin: ({ context, event }) => event.type === 'ADD_TO_CART' && !event.signedIn && context.colour === 'Red',
    anonymousNotify: ({ event }) => event.type === 'NOTIFY_ME' && !event.signedIn,
  },
  actions: {
    chooseColour: assign(({ event }) =>
      event.type === 'SELECT_COLOUR' ? { colour: event.colour, message: null } : {},
    ),
    askForAll: assign({ message: 'selectAll' as const }),
    sayOutOfStock: assign({ message: 'outOfStock' as const }),
    clearMessage: assign({ message: null }),
    markNotified: assign({ notified: true }),
  },
}).createMachine({
  id: 'variantModel',
  type: 'parallel',
  context: { colour: null, message: null, notified: false },
  states: {
    observed: {
      initial: 'nothing',
      on: {
        SHOW_IMAGE: '.imageShown',
        SELECT_SIZE_AGAIN: '.sizeChosenAgain',
        INCREMENT: '.incremented',
        FILL_QUANTITY: '.filled',
        ADD_TO_CART: { guard: and(['promptsLogin', stateIn('#variantModel.cart.idle')]), target: '.loginPrompted' },
        NOTIFY_ME: { guard: and(['anonymousNotify', stateIn('#variantModel.cart.idle')]), target: '.loginPrompted' },
      },
      states: {
        nothing: {},
        imageShown: {},
        sizeChosenAgain: {},
        // Decrementing is modelled only after an increment, where the real guard lets it through.
        incremented: { on: { DECREMENT: 'decremented' } },
        filled: { on: { DECREMENT: 'decremented' } },
        decremented: {},
        loginPrompted: {},
      },
    },
    selection: {
      initial: 'lookingUp',
      on: {
        SELECT_COLOUR: { guard: 'isNewColour', target: '.lookingUp', reenter: true, actions: 'chooseColour' },
      },
      states: {
        lookingUp: { on: { SERVER_OK: 'ready', SERVER_FAIL: 'failed' } },
        ready: {},
        failed: { on: { RETRY: 'lookingUp' } },
      },
    },
    cart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ADD_TO_CART: [
              { guard: 'noColour', actions: 'askForAll' },
              { guard: 'soldOut', actions: 'sayOutOfStock' },
              { guard: 'anonymous' },
              { target: 'adding', actions: 'clearMessage' },
            ],
            NOTIFY_ME: [{ guard: 'anonymousNotify' }, { guard: 'soldOut', target: 'notifying' }],
          },
        },
        adding: { on: { CART_OK: 'idle', CART_FAIL: 'idle' } },
        notifying: { on: { WAIT_OK: { target: 'idle', actions: 'markNotified' }, WAIT_FAIL: 'idle' } },
      },
    },
  },
});
