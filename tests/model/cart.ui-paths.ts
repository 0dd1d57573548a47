/**
 * The cart model's paths as the cart page replays them in Chromium
 * (tests/e2e/model-cart.replay.ts): one to each model state, and the covering ones. Pure:
 * the same in vitest, which replays them on the real machine for the coverage line, and in
 * Playwright. Adds happen on cards, so the replay adds from the shopper's wishlist and comes
 * back to the cart page; a logout is the profile page's.
 */
import { cartModel } from './cart.model';
import { models } from './models';
import { uiPaths } from './paths';
import { covering } from './cart.covering.gen';

export const cartUi = uiPaths(
  cartModel,
  {
    covering,
    events: models.cart.events,
    inputs: models.cart.inputs,
    allow: (state, event) => {
      // The server answers an add with a 200 or refuses it (server/cart/cart.ts).
      if (event.type === 'ADD_OK_NOT_200') return false;
      // The page loads once, in stock; checking out leaves the page.
      if (event.type === 'LOAD') return state.context.stock === 'none' && event.stock === 'ok';
      return state.context.stock === 'ok' && !state.matches({ observed: 'checkedOut' });
    },
  },
  {
    'cart.adding.adding —xstate.done.actor.addToCart#1→ cart.adding.answered':
      'a success other than a 200 (stored, not toasted: product §8) is no answer the server ' +
      'gives an add; only the vitest paths can take it',
  },
);
