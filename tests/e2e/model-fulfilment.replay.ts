/**
 * The fulfilment replay's driver: one fulfilment model path (tests/model/fulfilment.ui-paths.ts) replayed in Chromium on
 * the back office's order page, against the real server, from a Received cash order of the test's own. Each model
 * event is a click, a fill, or a held call let through (SERVER_OK), cut (SERVER_FAIL) or beaten by someone else's
 * step taken first (SERVER_CONFLICT: the operator's door, or the shopper's own cancel); ORDER_LOADED lets the held
 * reloads of the order through. After each step the panel must show what the model's state means.
 */
import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { fulfilmentModel } from '../model/fulfilment.model';
import { fulfilmentValues } from '../model/fulfilment.ui-paths';
import type { ReplayPath } from '../model/paths';
import { fulfilmentPanel, signedInStaff } from './support/admin';
import { expect } from './support/fixtures';
import { holdCalls } from './support/heldRequests';
import { advance, freshOrder, ship } from './support/orders';
import type { ReplayFixtures } from './support/replay';
import { callAs } from './support/shopperApi';

type ModelState = SnapshotFrom<typeof fulfilmentModel>;

/** The widths a fulfilment replay runs at: the default ones. */
export const replayTags: string[] = [];

async function expectScreen(page: Page, state: ModelState) {
  const f = fulfilmentPanel(page);
  const { step } = state.context;
  if (state.matches('sending')) {
    await expect(f.sending).toBeVisible();
    return;
  }
  await expect(f.sending).toHaveCount(0);
  if (state.matches('stale')) {
    await expect(f.failure).toHaveText(/^Someone changed this order a moment ago/);
    await expect(f.stale).toBeVisible();
    return;
  }
  await expect(f.stale).toHaveCount(0);
  await expect(f.process).toHaveCount(state.matches({ ready: 'toProcess' }) ? 1 : 0);
  await expect(f.openShip).toHaveCount(state.matches({ ready: 'toShip' }) ? 1 : 0);
  await expect(f.deliver).toHaveCount(state.matches({ ready: 'inTransit' }) ? 1 : 0);
  await expect(f.finished).toHaveCount(state.matches({ ready: 'finished' }) ? 1 : 0);
  const formOpen = (which: 'ship' | 'cancel') =>
    (state.matches(`${which}Form`) || state.matches('failed')) && step === which;
  await expect(f.ship.form).toHaveCount(formOpen('ship') ? 1 : 0);
  await expect(f.cancel.form).toHaveCount(formOpen('cancel') ? 1 : 0);
  if (state.matches('failed')) await expect(f.failure).toBeVisible();
  if (state.matches('failed') && (step === 'process' || step === 'deliver')) await expect(f.tryAgain).toBeVisible();
}

/** Replays one fulfilment model path on /admin/orders/<id>, checking the panel after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { path }: ReplayPath<typeof fulfilmentModel>,
) {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|status of 409/);
  const { id, token } = await freshOrder(request, { lines: 1 });
  await signedInStaff(page);
  const steps = await holdCalls(page, 'POST', (p) =>
    /\/api\/v1\/admin\/orders\/\d+\/(process|ship|deliver|cancel)$/.test(p),
  );
  // The order's reloads wait for ORDER_LOADED; the first load goes at once.
  const reloads: Route[] = [];
  let loads = 0;
  await page.route(
    (url) => url.pathname.endsWith(`/api/v1/admin/orders/${id}`),
    (route) => (loads++ === 0 ? route.continue() : void reloads.push(route)),
  );
  await page.goto(`/admin/orders/${id}`);
  const f = fulfilmentPanel(page);
  await expectScreen(page, path.steps[0]!.state);
  let sent: 'process' | 'ship' | 'deliver' | 'cancel' | null = null;
  for (const step of path.steps.slice(1)) {
    const { event } = step;
    // The form the step is in (the model keeps it until the step is done or the order reloads).
    const openStep = step.state.context.step;
    switch (event.type) {
      case 'PROCESS':
        await f.process.click();
        break;
      case 'DELIVER':
        await f.deliver.click();
        break;
      case 'OPEN_SHIP':
        await f.openShip.click();
        break;
      case 'OPEN_CANCEL':
        await f.openCancel.click();
        break;
      case 'TYPE_VALID':
      case 'TYPE_INVALID': {
        const values = fulfilmentValues[event.type === 'TYPE_VALID' ? 'valid' : 'invalid'];
        if (openStep === 'ship') {
          const given: Partial<Record<'carrier' | 'trackingNumber' | 'trackingUrl', string>> = values.ship;
          for (const field of ['carrier', 'trackingNumber', 'trackingUrl'] as const)
            if (given[field] !== undefined) await f.ship[field].fill(given[field]);
        } else await f.cancel.reason.fill(values.cancel.reason);
        break;
      }
      case 'SUBMIT':
        if (openStep === 'ship') await f.ship.submit.click();
        else if (openStep === 'cancel') await f.cancel.submit.click();
        else await f.tryAgain.click();
        sent = openStep;
        break;
      case 'CLOSE':
        await f.close.click();
        break;
      case 'SERVER_OK':
        await steps.pass();
        break;
      case 'SERVER_FAIL':
        await steps.cut();
        break;
      case 'SERVER_CONFLICT': {
        // Someone else takes the same step first; the held one then meets the order as she left it.
        const taken = sent ?? openStep;
        if (taken === 'ship')
          await ship(request, id, { carrier: 'BlueDart', tracking_number: 'BD 1', tracking_url: '' });
        else if (taken === 'cancel') await callAs(request, token, 'PUT', `orders/${id}/cancel`);
        else await advance(request, id);
        await steps.pass();
        break;
      }
      case 'ORDER_LOADED':
        for (const route of reloads.splice(0)) await route.continue();
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    if (['PROCESS', 'DELIVER'].includes(event.type)) sent = event.type === 'PROCESS' ? 'process' : 'deliver';
    await expectScreen(page, step.state);
  }
}
