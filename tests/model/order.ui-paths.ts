/**
 * The order model's paths as the order detail screen replays them in Chromium
 * (tests/e2e/model-order.spec.ts), from a placed, a delivered and a cancelled order: one
 * to each model state, and the covering ones. Pure: the same in vitest, which replays them
 * on the real machine for the coverage line, and in Playwright.
 */
import { models } from './models';
import { orderModel } from './order.model';
import { uiPaths } from './paths';
import { covering } from './order.covering.gen';

export const orderUi = uiPaths(orderModel, {
  covering,
  events: models.order.events,
  inputs: models.order.inputs,
  // Stars once chosen cannot be unchosen: an invalid review is one whose stars were never touched.
  allow: (state, event) => !(event.type === 'TYPE_INVALID' && state.matches('reviewing') && state.context.valid),
});
