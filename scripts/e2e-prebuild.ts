/**
 * What the end-to-end stage's servers start from: both storefronts (the production build and the flows panel's), each
 * cached by the content of its sources (scripts/e2e-build.ts), and, where E2E_DATA_MADE names a place, the Playwright
 * server's database (scripts/e2e-data.ts). `npm test` runs this beside the tests, before the e2e stage, so its servers
 * find them made.
 */
import { builtStorefront } from './e2e-build';
import { makeE2eDataAhead } from './e2e-data';

builtStorefront();
builtStorefront({ flows: true });
if (process.env.E2E_DATA_MADE) await makeE2eDataAhead(process.env.E2E_DATA_MADE);
