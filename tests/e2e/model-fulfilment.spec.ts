/**
 * The fulfilment model's UI paths (tests/model/fulfilment.ui-paths.ts), each replayed on the back office's order page
 * by the fulfilment replay's driver (model-fulfilment.replay.ts).
 */
import { fulfilmentUi } from '../model/fulfilment.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-fulfilment.replay';

for (const { path: planned, tag } of replayPaths(fulfilmentUi.all, fulfilmentUi.covering)) {
  test(
    `fulfilment path: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
