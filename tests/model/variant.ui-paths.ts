/**
 * The variant model's paths as the product page replays them in Chromium
 * (tests/e2e/model-variant.replay.ts): one path per visible situation (lookup state, cart
 * state, chosen colour, message; the model's bookkeeping region is left to the
 * machine-level paths), and the covering ones. Pure: the same in vitest, which replays them
 * on the real machine for the coverage line, and in Playwright.
 */
import { models } from './models';
import { uiPaths } from './paths';
import { variantModel } from './variant.model';
import { covering } from './variant.covering.gen';

export const variantUi = uiPaths(variantModel, {
  covering,
  events: models.variant.events,
  inputs: models.variant.inputs,
  serializeState: (snapshot) => {
    const { selection, cart } = snapshot.value as { selection: string; cart: string };
    return JSON.stringify({ selection, cart, ...snapshot.context });
  },
  // The shopper is signed in from the first step or never: the page has no login mid-path.
  cannotReplay: (events) => {
    const adds = events.filter((event) => event.type === 'ADD_TO_CART');
    return adds.some((add) => add.signedIn) && adds.some((add) => !add.signedIn) ? 'it mixes anonymous and signed-in steps' : undefined;
  },
});
