/** The back office for end-to-end tests: a member of the test's own signed in, and its screens by what a person sees. */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
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

export const phone = { width: 390, height: 844 };

/**
 * The screen as it is now, checked at desktop width and at a phone's: axe finds nothing at either, and on the phone
 * nothing widens the page past the screen. The back office's screens offer the same controls at both widths, laid
 * out anew, so a walk runs once, at desktop width, and checks each screen it reaches at both. `name` also screenshots
 * it at each width, when a person asked for them (ADMIN_SHOTS).
 */
export async function expectScreenAtBothWidths(page: Page, name?: string) {
  const desktop = page.viewportSize()!;
  await expectNoA11yViolations(page);
  if (name) await shot(page, name);
  await page.setViewportSize(phone);
  try {
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `the page is ${wide} px wide on a ${phone.width} px phone`).toBeLessThanOrEqual(phone.width);
    await expectNoA11yViolations(page);
    if (name) await shot(page, name);
  } finally {
    await page.setViewportSize(desktop);
  }
}
