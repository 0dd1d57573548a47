/**
 * The cart model's UI paths (tests/model/cart.ui-paths.ts), each replayed on the cart page
 * with products of its own by the cart replay's driver (model-cart.replay.ts).
 */
import { cartUi } from '../model/cart.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-cart.replay';

for (const { path: planned, tag } of replayPaths(cartUi.all, cartUi.covering)) {
  const index = cartUi.all.indexOf(planned);
  test(
    `cart UI path ${index + 1}: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
