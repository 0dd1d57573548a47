/**
 * The auth model's UI paths (tests/model/auth.ui-paths.ts), each replayed by the auth
 * replay's driver (model-auth.replay.ts).
 */
import { authUi } from '../model/auth.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-auth.replay';

for (const { path: planned, tag } of replayPaths(authUi.all, authUi.covering)) {
  test(
    `auth path${(planned.input as { hasToken: boolean }).hasToken ? ' (a token stored)' : ''}: ${describePath(planned.path)}${tag}`,
    { tag: replayTags },
    ({ page, request, consoleErrors }) => replayPath({ page, request, consoleErrors }, planned),
  );
}
