/**
 * What a model replay's driver (tests/e2e/model-<flow>.replay.ts) is given: the test's
 * fixtures. A driver exports `replayPath(fixtures, path)` and `replayTags` (its widths), so
 * model-<flow>.spec.ts and a spec `npm run paths -- <flow> --path N --spec` printed both use it.
 */
import type { APIRequestContext, Page } from '@playwright/test';

export interface ReplayFixtures {
  page: Page;
  request: APIRequestContext;
  consoleErrors: { allow: (pattern: RegExp) => void };
}
