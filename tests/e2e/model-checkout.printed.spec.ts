/**
 * checkout path 134 (fresh) in Chromium, as `npm run paths -- checkout --path 134 --spec` printed it.
 * The checkout replay's driver (model-checkout.replay.ts) performs each event on the page and
 * checks the screen after every step. Edit the events to replay a path of your own: pathFrom
 * names the first step the model does not take there or the page cannot do.
 */
import { checkoutUi } from '../model/checkout.ui-paths';
import { models } from '../model/models';
import { describePath, pathFrom } from '../model/paths';
import { test } from './support/fixtures';
import { replayPath, replayTags } from './model-checkout.replay';

const { model, inputs } = models.checkout;
const path = pathFrom(
  model,
  inputs[0],
  [
    { type: 'LOAD', stock: 'ok' },
    { type: 'TYPE_COUPON', filled: true },
    { type: 'APPLY_COUPON' },
    { type: 'COUPON_OK' },
    { type: 'SELECT_ADDRESS' },
  ],
  checkoutUi.allow,
);

test(`checkout (fresh): ${describePath(path.path)}`, { tag: replayTags }, ({ page, request, consoleErrors }) =>
  replayPath({ page, request, consoleErrors }, path),
);
