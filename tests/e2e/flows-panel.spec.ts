/**
 * The flows panel, on the storefront built with it (VITE_FLOWS=1, its own server: see
 * support/flagBuild.ts), with the network shut to everything but the shop's own server:
 * the panel draws each actor's statechart, context and events from the machines alone.
 * The panel does not change with the width: desktop only.
 */
import type { Page } from '@playwright/test';
import { checkoutPage, orders, shopperAtCheckout } from './checkout.support';
import { signUpFreshUser } from './support/api';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/flagBuild';
import { tabTo } from './support/keyboard';
import { signInWithToken } from './support/login';
import { ownListItem } from './support/testDoors';

/** The panel's parts, by role and name. */
function flowsPanel(page: Page) {
  const region = page.getByRole('complementary', { name: 'Flows' });
  const chart = region.getByRole('img', { name: /statechart/ });
  return {
    region,
    toggle: region.getByRole('button', { name: 'Flows' }),
    heading: region.getByRole('heading', { name: 'Flows' }),
    actor: (name: string) => region.getByRole('tab', { name, exact: true }),
    chart,
    /** The ids of the states the chart draws as active (Graphviz titles each state with its id). */
    activeStates: chart.locator('g.node[data-active] > title'),
    context: region.getByRole('region', { name: 'Context' }),
    events: region.getByRole('region', { name: 'Events' }).getByRole('row'),
  };
}

// One worker for the file: each worker that meets it starts a server of its own (support/flagBuild.ts).
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  // No network but the shop's own server: nothing of the panel may come from elsewhere.
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
});

test('the checkout actor passes through its placement states, live, during a cash order', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  const product = await ownListItem(request);
  await page.clock.install();
  const { token } = await shopperAtCheckout(page, [[product, 1]]);
  const ui = checkoutPage(page);
  const flows = flowsPanel(page);

  await flows.toggle.click();
  await flows.actor('checkout').click();
  await expect(flows.activeStates).toContainText(['checkout.placement.idle.ready']);

  await ui.addressChoice.check();
  // From here the page's time moves only when the test says: every event below is stamped with this second.
  const paused = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000);
  await page.clock.pauseAt(paused);
  await ui.placeOrder.click();
  await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeVisible();
  const [order] = await orders(page.request, token);

  // Newest first: Place Order checked the cart, placed the order, and the order was placed.
  await expect(flows.events).toContainText([
    /xstate\.done\.actor\.placeOrder[\s\S]*placement\.placed/,
    /xstate\.done\.actor\.checkCart[\s\S]*placement\.placing/,
    /PLACE_ORDER[\s\S]*placement\.checking/,
  ]);
  const two = (n: number) => String(n).padStart(2, '0');
  const at = `${two(paused.getHours())}:${two(paused.getMinutes())}:${two(paused.getSeconds())}.000`;
  const placedRow = flows.events.filter({ hasText: 'xstate.done.actor.placeOrder' });
  await expect(placedRow.getByRole('cell').first()).toHaveText(at);
  await placedRow.locator('summary').click();
  await expect(placedRow).toContainText(`"int_glcode": ${order!.int_glcode}`);
  await expect(flows.activeStates).toContainText(['checkout.placement.placed']);
  await expect(flows.context).toContainText(`"placedOrderId": ${order!.int_glcode}`);

  // 2 s later the machine sends the shopper to /thankyou and goes back to idle: the panel follows.
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(flows.activeStates).toContainText(['checkout.placement.idle.ready']);
  await expect(flows.activeStates).not.toContainText(['checkout.placement.placed']);
});

test('by keyboard: opened from its button, actors chosen with the arrows, closed with Escape; axe finds nothing', {
  tag: '@desktop',
}, async ({ page, request }) => {
  const token = await signUpFreshUser(request);
  // The empty cart: a short page to Tab through (the panel comes after it).
  await signInWithToken(page, token, '/cart');
  const flows = flowsPanel(page);

  await tabTo(page, flows.toggle);
  await page.keyboard.press('Enter');
  await expect(flows.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(flows.heading).toBeFocused();

  // The signed-in shopper's session and cart are running.
  await expect(flows.actor('auth')).toBeVisible();
  await expect(flows.actor('cart')).toBeVisible();
  await tabTo(page, flows.actor('auth'));
  await page.keyboard.press('ArrowRight');
  await expect(flows.actor('cart')).toBeFocused();
  await expect(flows.actor('cart')).toHaveAttribute('aria-selected', 'true');
  await expect(flows.chart).toHaveAccessibleName(/^cart statechart, in /);
  await expectNoA11yViolations(page, { include: ['[data-flows-panel]'] });

  await page.keyboard.press('Escape');
  await expect(flows.heading).toBeHidden();
  await expect(flows.toggle).toBeFocused();
  await expect(flows.toggle).toHaveAttribute('aria-expanded', 'false');
});
