/**
 * The variant model's paths as the product page replays them in Chromium
 * (tests/e2e/model-variant.spec.ts): one path per visible situation (lookup
 * state, cart state, chosen colour, message); the model's bookkeeping region is
 * left to the machine-level paths. Pure: computed the same in vitest and Playwright.
 */
import { createTestModel } from 'xstate/graph';
import { variantModel, variantModelEvents } from './variant.model';

export const variantUiPaths = createTestModel(variantModel, {
  events: variantModelEvents,
  serializeState: (snapshot) => {
    const { selection, cart } = snapshot.value as { selection: string; cart: string };
    return JSON.stringify({ selection, cart, ...snapshot.context });
  },
}).getShortestPaths();

/** The lookup and cart states the UI paths pass through, as `selection.x` / `cart.y`. */
export function uiRegionsCovered(paths: typeof variantUiPaths): string[] {
  const regions = new Set(
    paths.flatMap((p) =>
      p.steps.flatMap((s) => {
        const { selection, cart } = s.state.value as { selection: string; cart: string };
        return [`selection.${selection}`, `cart.${cart}`];
      }),
    ),
  );
  return [...regions].sort();
}
