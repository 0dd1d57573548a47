/**
 * The variant model's paths as the product page replays them in Chromium
 * (tests/e2e/model-variant.replay.ts): one path per visible situation (lookup state, cart
 * state, chosen colour, message; the model's bookkeeping region is left to the
 * machine-level paths), and the covering ones. Add to cart on a sold-out choice is left to
 * the machine-level paths: the page offers "Notify me when it's back" there instead. Pure: the same in vitest, which replays them
 * on the real machine for the coverage line, and in Playwright.
 */
import { models } from './models';
import { uiPaths } from './paths';
import { variantModel } from './variant.model';
import { covering } from './variant.covering.gen';

export const variantUi = uiPaths(
  variantModel,
  {
    covering,
    events: models.variant.events,
    inputs: models.variant.inputs,
    serializeState: (snapshot) => {
      const { selection, cart } = snapshot.value as { selection: string; cart: string };
      return JSON.stringify({ selection, cart, ...snapshot.context });
    },
    // A sold-out choice (Blue) offers "Notify me when it's back" in place of Add to cart.
    allow: (state, event) =>
      event.type === 'ADD_TO_CART'
        ? state.context.colour !== 'Blue'
        : event.type === 'NOTIFY_ME'
          ? state.context.colour === 'Blue'
          : true,
    // The shopper is signed in from the first step or never: the page has no login mid-path.
    cannotReplay: (events) => {
      const asks = events.filter((event) => event.type === 'ADD_TO_CART' || event.type === 'NOTIFY_ME');
      return asks.some((ask) => ask.signedIn) && asks.some((ask) => !ask.signedIn)
        ? 'it mixes anonymous and signed-in steps'
        : undefined;
    },
  },
  {
    'variant.cart.idle —ADD_TO_CART#1 [isOutOfStock]→ (self)':
      'a sold-out choice shows "Notify me when it\'s back" in place of Add to cart (decision 0038)',
  },
);
