/**
 * The variant model's UI paths (tests/model/variant.ui-paths.ts), each replayed on a product
 * page of its own by the variant replay's driver (model-variant.replay.ts).
 */
import { describePath } from '../model/paths';
import { variantUi } from '../model/variant.ui-paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-variant.replay';

for (const { path: planned, tag } of replayPaths(variantUi.all, variantUi.covering)) {
  const index = variantUi.all.indexOf(planned);
  test(
    `variant UI path ${index + 1}: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
