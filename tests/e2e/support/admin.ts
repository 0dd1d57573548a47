/** The back office for end-to-end tests: a member of the test's own signed in, and its screens by what a person sees. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { newStaff } from './testDoors';

/** A new member of the role, signed in: the page's context holds her sf_admin cookie, as after the login form. */
export async function signedInStaff(page: Page, role: 'owner' | 'staff' = 'owner') {
  const member = await newStaff(page.request, role);
  const answer = await page.request.post('api/v1/admin/session', { data: member });
  expect(answer.status(), await answer.text()).toBe(200);
  return member;
}

/** The order page's fulfilment panel. */
export function fulfilmentPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Fulfilment' });
  const ship = panel.getByRole('form', { name: 'Ship' });
  const cancel = panel.getByRole('form', { name: 'Cancel order' });
  return {
    panel,
    process: panel.getByRole('button', { name: 'Process', exact: true }),
    openShip: panel.getByRole('button', { name: 'Ship…' }),
    deliver: panel.getByRole('button', { name: 'Mark delivered' }),
    openCancel: panel.getByRole('button', { name: 'Cancel order…' }),
    tryAgain: panel.getByRole('button', { name: 'Try again' }),
    close: panel.getByRole('button', { name: /^(Close|Keep it)$/ }),
    sending: panel.getByRole('status').filter({ hasText: 'Sending…' }),
    failure: panel.getByRole('alert'),
    done: panel.getByRole('status').filter({ hasNotText: 'Sending…' }),
    stale: panel.getByText('Loading the order as it is now…'),
    finished: panel.getByText('No step is left for this order.'),
    ship: {
      form: ship,
      carrier: ship.getByRole('textbox', { name: 'Carrier' }),
      trackingNumber: ship.getByRole('textbox', { name: 'Tracking number' }),
      trackingUrl: ship.getByRole('textbox', { name: 'Tracking link (optional)' }),
      submit: ship.getByRole('button', { name: 'Ship', exact: true }),
    },
    cancel: {
      form: cancel,
      reason: cancel.getByRole('textbox'),
      submit: cancel.getByRole('button', { name: 'Cancel the order' }),
    },
  };
}

/** A screenshot of the page as it is, to ADMIN_SHOTS/<name>-<width>.png, when a person asked for them to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.ADMIN_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}
