/**
 * The address model's paths as Manage Addresses replays them in Chromium
 * (tests/e2e/model-address.spec.ts): one per model transition, and the covering ones.
 * Pure: the same in vitest, which replays them on the real machine for the coverage line,
 * and in Playwright.
 */
import { addressModel } from './address.model';
import { addressQueryKeys } from './models';
import { uiPaths } from './paths';
import { covering } from './address.covering.gen';

export const addressUi = uiPaths(addressModel, {
  covering,
  perTransition: true,
  inputs: [{ queryKeys: addressQueryKeys }],
});
