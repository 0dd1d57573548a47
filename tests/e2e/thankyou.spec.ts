/**
 * The thank-you page (/thankyou, product §2, a public route) in Chromium against the real
 * server, with axe in each state: the plain confirmation of a
 * direct visit, the order just placed right after checkout, the same after a reload of
 * that history entry, and plain again once signed out.
 */
import type { Page } from '@playwright/test';
import { checkoutPage, orders, shopperAtCheckout } from './checkout.support';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { signInWithToken } from './support/login';
import { freshOrder } from './support/orders';
import { ownListItem } from './support/testDoors';
import { expectOrderShown, thankYouPage } from './support/thankYou';

/**
 * A fresh shopper places a cash order of a product of their own on the checkout screen and
 * lands on /thankyou (the redirect's 2 s skipped on the page's clock); answers their token and the order.
 */
async function placeCashOrderOnScreen(page: Page) {
  const product = await ownListItem(page.request);
  await page.clock.install();
  const { token } = await shopperAtCheckout(page, [[product, 2]]);
  const ui = checkoutPage(page);
  await ui.addressChoice.check();
  await ui.placeOrder.click();
  await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL(/\/thankyou$/);
  const [order] = await orders(page.request, token);
  return { token, order: order! };
}

const placedOrderIdOf = (page: Page) =>
  page.evaluate(() => (history.state as { placedOrderId?: number } | null)?.placedOrderId);

test('a direct visit shows the plain confirmation and links home', async ({ page }) => {
  await page.goto('/thankyou');
  const screen = thankYouPage(page);
  await expect(screen.heading).toBeVisible();
  await expect(screen.plain).toBeVisible();
  await expect(screen.placed).toHaveCount(0);
  await expect(screen.viewOrder).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screen.home.click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'right after checkout the order shows; a reload of that entry keeps it, a failed one ' +
    'offers Try again; View this order opens it',
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    consoleErrors.allow(/Could not reach the shop/); // the router reports the loader's error
    const { order } = await placeCashOrderOnScreen(page);
    await expectOrderShown(page, order);
    await expectNoA11yViolations(page);

    const fetched = page.waitForResponse((r) => r.url().endsWith(`/api/v1/orders/${order.int_glcode}`) && r.ok());
    await page.reload();
    await fetched;
    expect(await placedOrderIdOf(page), 'the history entry still names the order').toBe(order.int_glcode);
    await expectOrderShown(page, order);

    // Every read of the order fails as a lost connection until the shopper's retry: the old
    // page's own reads too, so which request comes first never matters.
    const orderRead = (url: URL) => url.pathname.endsWith(`/api/v1/orders/${order.int_glcode}`);
    await page.route(orderRead, (route) =>
      route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.reload();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expect(thankYouPage(page).heading).toBeVisible();
    await expectNoA11yViolations(page);
    await page.unroute(orderRead);
    await retry.click();
    await expectOrderShown(page, order);

    await thankYouPage(page).viewOrder.click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail/${order.int_glcode}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order_id);
  },
);

test('signed out, the same history entry shows the plain confirmation and asks for no order', async ({ page }) => {
  // The entry checkout leaves names the order (history.state); the order itself is placed through the API.
  const { token, id } = await freshOrder(page.request, { lines: 1 });
  await signInWithToken(page, token, '/profile');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  // The entry right after checkout, as a signed-out reload finds it.
  await page.goto('/thankyou');
  await page.evaluate(
    (placed) => history.replaceState({ ...(history.state as object), placedOrderId: placed }, '', '/thankyou'),
    id,
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/orders')) asked.push(request.url());
  });
  await page.reload();
  expect(await placedOrderIdOf(page)).toBe(id);
  const screen = thankYouPage(page);
  await expect(screen.plain).toBeVisible();
  await expect(screen.placed).toHaveCount(0);
  await expect(screen.viewOrder).toHaveCount(0);
  await expect(screen.home).toBeVisible();
  expect(asked).toEqual([]);
  await expectNoA11yViolations(page);
});
