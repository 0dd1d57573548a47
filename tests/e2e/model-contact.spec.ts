/**
 * The contact model's UI paths (tests/model/contact.ui-paths.ts), each replayed on the
 * contact screen by the contact replay's driver (model-contact.replay.ts).
 */
import { contactUi } from '../model/contact.ui-paths';
import { describePath } from '../model/paths';
import { test } from './support/fixtures';
import { replayPaths } from './support/tier';
import { replayPath, replayTags } from './model-contact.replay';

for (const { path: planned, tag } of replayPaths(contactUi.all, contactUi.covering)) {
  test(`contact path: ${describePath(planned.path)}${tag}`, { tag: replayTags }, ({ page, request, consoleErrors }) =>
    replayPath({ page, request, consoleErrors }, planned),
  );
}
