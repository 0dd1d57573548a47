/**
 * The password reset model's UI paths (tests/model/passwordReset.ui-paths.ts), each replayed
 * on the three reset screens by the reset replay's driver (model-passwordReset.replay.ts).
 */
import { passwordResetUi } from '../model/passwordReset.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-passwordReset.replay';

for (const { path: planned, tag } of replayPaths(passwordResetUi.all, passwordResetUi.covering)) {
  test(
    `password reset path: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
