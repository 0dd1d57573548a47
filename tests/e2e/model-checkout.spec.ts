/**
 * The checkout model's UI paths (tests/model/checkout.ui-paths.ts, from each input), each
 * replayed on the real checkout screen by the checkout replay's driver
 * (model-checkout.replay.ts, which says how each model event is made true).
 */
import type { CheckoutInput } from '#machines/checkout.machine';
import { inputLabel } from '../model/checkout.fixture';
import { checkoutUi } from '../model/checkout.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-checkout.replay';

for (const { path: planned, tag } of replayPaths(checkoutUi.all, checkoutUi.covering)) {
  const index = checkoutUi.all.indexOf(planned);
  test(
    `checkout path ${inputLabel(planned.input as CheckoutInput)} ${index + 1}: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
