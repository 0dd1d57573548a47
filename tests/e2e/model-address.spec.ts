/**
 * The address model's UI paths (tests/model/address.ui-paths.ts), each replayed on the
 * Manage Addresses tab by the address replay's driver (model-address.replay.ts).
 */
import { addressUi } from '../model/address.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-address.replay';

for (const { path: planned, tag } of replayPaths(addressUi.all, addressUi.covering)) {
  test(`address path: ${describePath(planned.path)}${tag}`, { tag: replayTags }, ({ page, request, consoleErrors }) =>
    replayPath({ page, request, consoleErrors }, planned),
  );
}
