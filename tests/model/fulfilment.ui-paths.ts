/**
 * The fulfilment model's paths as the back office's order page replays them in Chromium
 * (tests/e2e/model-fulfilment.spec.ts), from a Received order. Pure: the same in vitest, which
 * replays them on the real machine for the coverage line, and in Playwright.
 */
import { fulfilmentModel } from './fulfilment.model';
import { covering } from './fulfilment.covering.gen';
import { models } from './models';
import { uiPaths } from './paths';

export const fulfilmentUi = uiPaths(fulfilmentModel, { covering, inputs: models.fulfilment.inputs });

/** What a valid and an invalid fill type into each form, here and in Chromium. */
export const fulfilmentValues = {
  valid: {
    ship: { carrier: 'Delhivery', trackingNumber: 'DL 4711', trackingUrl: 'https://track.example/DL4711' },
    cancel: { reason: 'The fabric came torn' },
  },
  invalid: { ship: { trackingNumber: 'DL/12' }, cancel: { reason: '   ' } },
} as const;
