/**
 * The order model's UI paths (tests/model/order.ui-paths.ts), each replayed on the order
 * detail screen by the order replay's driver (model-order.replay.ts).
 */
import type { OrderInput } from '#machines/order.machine';
import { orderUi } from '../model/order.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-order.replay';

for (const { path: planned, tag } of replayPaths(orderUi.all, orderUi.covering)) {
  const status = (planned.input as OrderInput).order.chr_status;
  test(
    `order path from ${status}: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
