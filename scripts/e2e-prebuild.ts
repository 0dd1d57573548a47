/**
 * Builds both storefronts the end-to-end stage serves (the production build and the flows
 * panel's), each cached by the content of its sources (scripts/e2e-build.ts). `npm test`
 * runs this beside the tests, before the e2e stage, so the e2e servers find their builds made.
 */
import { builtStorefront } from './e2e-build';

builtStorefront();
builtStorefront({ flows: true });
