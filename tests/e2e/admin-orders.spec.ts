/**
 * The back office's orders in Chromium against the real server (issue 52): an order placed in the storefront shows in
 * the list within 2 s; Process, Ship with its tracking and Deliver, each mailed through the test's mail server; the
 * shopper's own order page then shows the tracking. axe finds nothing on the list, the order, and Activity, at both
 * widths (the side bar becomes a top bar, and the order's next step comes first).
 */
import { expectScreenAtBothWidths, fulfilmentPanel, signedInStaff } from './support/admin';
import { signUpFreshUser } from './support/api';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/login';
import { mailsTo, nthMailTo } from './support/mail';
import { orderScreen } from './support/orders';
import { callAs, placeCashOrder } from './support/shopperApi';
import { ownProduct } from './support/testDoors';

test('an order placed in the storefront is processed, shipped with its tracking and delivered, each mailed', {
  tag: '@desktop',
}, async ({ page, request }) => {
  // The list's 2 s tick is moved on by the test's clock, not waited for (on a busy machine the answer came late).
  await page.clock.install();
  const member = await signedInStaff(page, 'staff');
  const token = await signUpFreshUser(request);
  const { data: shopper } = await callAs<{ data: { var_email: string } }>(request, token, 'GET', 'user');
  const own = await ownProduct(request);
  await callAs(request, token, 'PUT', 'cart', { fk_product: own.product_id, fk_variant: own.variant_id, var_qty: 1 });

  await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.var_email)}`);
  await expect(page.getByRole('status').filter({ hasText: 'No order matches.' })).toBeVisible();
  const placed = await placeCashOrder(request, token);
  // The list asks again every 2 s: with the clock moved on 2 s it asks at once, and shows the new order, no reload.
  const asked = page.waitForRequest((sent) => sent.url().includes('/api/v1/admin/orders?'), { timeout: 1_000 });
  await page.clock.fastForward(2_000);
  await asked;
  await expect(page.getByRole('link', { name: placed.order_id })).toBeVisible();
  await expectScreenAtBothWidths(page);

  await page.getByRole('link', { name: placed.order_id }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.order_id}` })).toBeVisible();
  const f = fulfilmentPanel(page);
  await f.process.click();
  await expect(f.done).toHaveText(`Order ${placed.order_id} is processed; the shopper is mailed.`);
  await f.openShip.click();
  await f.ship.carrier.fill('Delhivery');
  await f.ship.trackingNumber.fill('DL 4711 0042');
  await f.ship.trackingUrl.fill('https://track.example/DL47110042');
  await f.ship.submit.click();
  await expect(f.done).toHaveText(`Order ${placed.order_id} is shipped; the shopper is mailed its tracking.`);
  await expectScreenAtBothWidths(page);
  await f.deliver.click();
  await expect(f.done).toHaveText(`Order ${placed.order_id} is delivered; the shopper is mailed.`);
  await expect(f.finished).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Placed the order/,
    new RegExp(`^Processed the order.*${member.email}`),
    /^Shipped the order with Delhivery, tracking DL 4711 0042/,
    /^Marked the order delivered/,
  ]);

  // Placed, processed, shipped (with its tracking) and delivered: four mails, through the mail server.
  await nthMailTo(request, shopper.var_email, 4);
  const mails = await mailsTo(request, shopper.var_email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/placed/i),
    expect.stringMatching(/processed/i),
    expect.stringMatching(/shipped/i),
    expect.stringMatching(/delivered/i),
  ]);
  expect(mails[2]!.text).toContain('DL 4711 0042');

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `order ${placed.order_id}` })).toHaveCount(3);
  await expectScreenAtBothWidths(page);

  // The shopper's own order page shows the carrier and the tracking number, linked.
  await signInWithToken(page, token, `/orderdetail/${placed.int_glcode}`);
  await expect(orderScreen(page).heading).toContainText(placed.order_id);
  await expect(page.getByText('Shipped with Delhivery, tracking number DL 4711 0042.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Track your parcel/ })).toHaveAttribute(
    'href',
    'https://track.example/DL47110042',
  );
});
