/**
 * The order detail screen (product §2, §4, §5, §8) in Chromium against the real server: the
 * demo shopper's seeded orders show each status (at both widths: nothing scrolls sideways);
 * actions that change an order run on a fresh shopper's fresh order of products of its own.
 */
import type { Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { profileTexts } from '#src/ui/copy';
import { orderStatusColours } from '#src/ui/orderStatusColours';
import { formatPrice } from '#src/ui/price';
import { expectNoA11yViolations } from './support/a11y';
import { signUpFreshUser } from './support/api';
import { test, expect } from './support/fixtures';
import { holdPosts } from './support/heldRequests';
import { demoUserToken, signInWithToken } from './support/login';
import { freshOrder, orderScreen, ship } from './support/orders';
import { callAs, placeOnlineOrder } from './support/shopperApi';
import { ownProduct } from './support/testDoors';

type Status = Schemas['Order']['chr_status'];

/** product §4: each status's steps, and which one the order is at. */
const stepper: Record<Status, { steps: string[]; at: string }> = {
  A: { steps: ['Received', 'Processed', 'Shipped', 'Delivered'], at: 'Received' },
  P: { steps: ['Received', 'Processed', 'Shipped', 'Delivered'], at: 'Processed' },
  S: { steps: ['Received', 'Processed', 'Shipped', 'Delivered'], at: 'Shipped' },
  D: { steps: ['Received', 'Processed', 'Shipped', 'Delivered'], at: 'Delivered' },
  C: { steps: ['Received', 'Cancelled'], at: 'Cancelled' },
  R: { steps: ['Received', 'Returned'], at: 'Returned' },
};

/** product §4 badge colours, as the shared badge paints them (src/ui/orderStatusColours.ts). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const badgeColour = Object.fromEntries(
  Object.entries(orderStatusColours).map(([status, hex]) => [status, rgb(hex)]),
) as Record<Status, string>;
const red = 'rgb(179, 19, 43)';

// Paise always print with two digits (₹1,299.50); whole rupees print bare.
const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const badge = (page: Page, status: Status) =>
  page.getByRole('main').locator('p', { hasText: 'Placed on' }).getByText(texts.orderStatus[status], { exact: true });

async function expectStepper(page: Page, status: Status) {
  const screen = orderScreen(page);
  const { steps, at } = stepper[status];
  // Steps before the current one are announced as done.
  await expect(screen.steps).toHaveText(
    steps.map((step, i) => new RegExp(i < steps.indexOf(at) ? `${step}, done$` : `${step}$`)),
  );
  await expect(screen.currentStep).toHaveText(new RegExp(`${at}$`));
  await expect(badge(page, status)).toBeVisible();
}

test('every status: stepper, badge colour, address, payment, summary and the actions it allows', {
  tag: '@widths',
}, async ({ page }) => {
  const token = await demoUserToken(page.request);
  const list = await page.request.get('api/v1/orders', { headers: { Authorization: `Bearer ${token}` } });
  const orders = ((await list.json()) as { data: Schemas['Order'][] }).data;
  const screen = orderScreen(page);
  for (const status of ['A', 'P', 'S', 'D', 'C', 'R'] as const) {
    const order = orders.find((o) => o.chr_status === status);
    expect(order, `a seeded order in ${status}`).toBeDefined();
    await test.step(`${status} ${texts.orderStatus[status]}`, async () => {
      // The first order's load signs the shopper in.
      await signInWithToken(page, token, `/orderdetail/${order!.int_glcode}`);
      await expect(screen.heading).toHaveText(`Order #${order!.order_id}`);
      await expectStepper(page, status);
      await expect(badge(page, status)).toHaveCSS('background-color', badgeColour[status]);
      if (status === 'C') await expect(screen.currentStep).toHaveCSS('color', red);

      const address = page.getByRole('region', { name: 'Shipping address' });
      await expect(address).toContainText(order!.var_user_address.var_landmark);
      await expect(address).toContainText(
        `${order!.var_user_address.var_city}, ${order!.var_user_address.var_state} ${order!.var_user_address.var_pincode}`,
      );
      await expect(page.getByRole('region', { name: 'Payment method' })).toContainText(
        order!.var_payment_mode === 'C' ? 'Cash on delivery' : 'Paid online',
      );
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary.getByRole('definition').last()).toHaveText(rupees(order!.var_payable_amount));
      await expect(summary.getByRole('definition').first()).toHaveText(rupees(order!.var_total_amount));

      await expect(screen.lines).toHaveCount(order!.fk_product_arr.length);
      for (const [i, line] of order!.fk_product_arr.entries()) {
        await expect(
          screen.lines.nth(i).getByRole('link', { name: `View Detail – ${line.var_title}` }),
        ).toHaveAttribute('href', `/product/${line.var_slug}`);
      }
      const delivered = status === 'D';
      await expect(screen.cancelOrder).toHaveCount(['A', 'P', 'S'].includes(status) ? 1 : 0);
      await expect(screen.printInvoice).toHaveCount(delivered ? 1 : 0);
      await expect(screen.reviewButtons).toHaveCount(delivered ? order!.fk_product_arr.length : 0);
      await expect(screen.returnButtons).toHaveCount(
        delivered ? order!.fk_product_arr.length - order!.returnProduct.length : 0,
      );
      await expect(screen.returnedNotes).toHaveCount(order!.returnProduct.length);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'no sideways scrolling',
      ).toBe(true);
      await expectNoA11yViolations(page);
    });
  }
  expect(
    orders.find((o) => o.chr_status === 'R')?.returnProduct.length,
    "the returned order's line shows as returned",
  ).toBeGreaterThan(0);
});

test('a shipped order shows who carries it, its tracking number and a link that follows it', {
  tag: '@widths',
}, async ({ page, request }) => {
  const { token, id } = await freshOrder(request, { lines: 1, status: 'P' });
  const link = 'https://www.delhivery.com/track/package/1234567890123';
  await ship(request, id, { carrier: 'Delhivery', tracking_number: '1234567890123', tracking_url: link });
  await signInWithToken(page, token, `/orderdetail/${id}`);
  await expectStepper(page, 'S');
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address).toContainText('Shipped with Delhivery, tracking number 1234567890123.');
  const track = address.getByRole('link', { name: 'Track your parcel (opens in a new tab)' });
  await expect(track).toHaveAttribute('href', link);
  await expect(track).toHaveAttribute('target', '_blank');
  await expectNoA11yViolations(page);
});

test('Cancel Order asks first, toasts the server message, shows the order cancelled and reloads the list', async ({
  page,
  request,
}) => {
  const { token, order } = await freshOrder(request, { status: 'A' });
  const screen = orderScreen(page);
  // Through the Orders list, so the list is in memory when we come back to it.
  await signInWithToken(page, token, '/profile?tab=orders');
  const row = page.getByRole('link', { name: new RegExp(order.order_id) });
  await expect(row).toContainText(texts.orderStatus.A);
  await row.click();
  await expectStepper(page, 'A');

  await screen.cancelOrder.click();
  await expect(screen.dialog).toContainText('Cancel this order?');
  await expectNoA11yViolations(page);
  await screen.dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(screen.dialog).toBeHidden();
  await expect(screen.cancelOrder).toBeFocused();

  await screen.cancelOrder.click();
  const answer = page.waitForResponse((r) => r.url().endsWith(`/orders/${order.int_glcode}/cancel`));
  await screen.dialog.getByRole('button', { name: 'Cancel Order' }).click();
  const { message } = (await (await answer).json()) as { message: string };
  await expect(screen.toast).toContainText(message);
  await expect(screen.dialog).toBeHidden();
  await expectStepper(page, 'C');
  await expect(screen.cancelOrder).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Order progress' })).toBeFocused();

  await page.goBack();
  await expect(row).toContainText(texts.orderStatus.C);
});

test('an order paid online, cancelled, says its payment was refunded, on the detail and in the list', async ({
  page,
  request,
}) => {
  const token = await signUpFreshUser(request);
  const own = await ownProduct(request);
  await callAs(request, token, 'PUT', 'cart', { fk_product: own.product_id, fk_variant: own.variant_id, var_qty: 1 });
  const order = await placeOnlineOrder(request, token);
  await callAs(request, token, 'PUT', `orders/${order.int_glcode}/cancel`);
  await signInWithToken(page, token, `/orderdetail/${order.int_glcode}`);
  await expectStepper(page, 'C');
  const payment = page.getByRole('region', { name: 'Payment method' });
  await expect(payment).toContainText('Paid online');
  await expect(payment).toContainText(`${formatPrice(order.var_payable_amount)} refunded on`);
  // The cancel issued a credit note against the order's invoice (decision 0051): a link opens its PDF.
  const creditNote = page.getByRole('link', { name: new RegExp(texts.printCreditNote) });
  await expect(creditNote).toHaveAttribute(
    'href',
    new RegExp(`^/api/v1/credit-note/[A-Za-z0-9_.-]+/${order.int_glcode}$`),
  );
  const pdf = page.context().waitForEvent('response', (r) => r.url().includes('/api/v1/credit-note/'));
  const tab = page.waitForEvent('popup');
  await creditNote.click();
  await (await tab).close();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await page.goto('profile?tab=orders');
  await expect(page.getByRole('link', { name: new RegExp(order.order_id) })).toContainText(
    profileTexts.refund.refunded,
  );
});

test(
  'a cancel that fails keeps the dialog with the reason and retries; one the server refuses ' +
    'shows its message and the order reloads',
  async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|409/);
    const { token, id } = await freshOrder(request, { status: 'P' });
    const screen = orderScreen(page);
    await signInWithToken(page, token, `/orderdetail/${id}`);
    const server = await holdPosts(page, [`orders/${id}/cancel`], ['PUT']);
    await screen.cancelOrder.click();
    await screen.dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(screen.dialog.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await server.cut();
    await expect(screen.dialogAlert).toHaveText(texts.networkError);
    await expectNoA11yViolations(page);
    await screen.dialog.getByRole('button', { name: 'Try again' }).click();
    await server.pass();
    await expect(screen.toast).toContainText('Order cancelled');
    await expectStepper(page, 'C');

    // Another tab cancels first: this screen still offers Cancel Order, and the server says no.
    const second = await freshOrder(request, { status: 'S' });
    await signInWithToken(page, second.token, `/orderdetail/${second.id}`);
    await expectStepper(page, 'S');
    const cancelled = await request.put(`api/v1/orders/${second.id}/cancel`, {
      headers: { Authorization: `Bearer ${second.token}` },
    });
    expect(cancelled.ok()).toBe(true);
    await screen.cancelOrder.click();
    const refusal = page.waitForResponse((r) => r.url().endsWith(`/orders/${second.id}/cancel`));
    await screen.dialog.getByRole('button', { name: 'Cancel Order' }).click();
    const refused = await refusal;
    expect(refused.status()).toBe(409);
    await expect(screen.dialogAlert).toHaveText(((await refused.json()) as { message: string }).message);
    await screen.dialog.getByRole('button', { name: 'Keep order' }).click();
    await expectStepper(page, 'C');
    await expect(screen.cancelOrder).toHaveCount(0);
  },
);

test('Return Product needs a reason, keeps it through a failure, marks the line returned; the last line makes the order Returned', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const { token, id, order } = await freshOrder(request, { lines: 2, status: 'D' });
  const [first, second] = order.fk_product_arr;
  const screen = orderScreen(page);
  await signInWithToken(page, token, `/orderdetail/${id}`);
  await expectStepper(page, 'D');
  const returnCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/return') && returnCalls.push(r.method()));

  await screen.lines
    .nth(0)
    .getByRole('button', { name: /^Return Product/ })
    .click();
  await expect(screen.dialog.getByRole('heading')).toHaveText(`Return ${first!.var_title}`);
  const reason = screen.dialog.getByLabel('Why are you returning it?');
  await expect(reason).toHaveAttribute('maxlength', '1000');
  await screen.dialog.getByRole('button', { name: 'Return Product' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.dialog).toContainText('Please tell us why you are returning this product.');
  await expectNoA11yViolations(page);
  expect(returnCalls, 'nothing is sent without a reason').toEqual([]);

  const server = await holdPosts(page, ['return'], ['PUT']);
  await reason.fill('The colour is not as pictured');
  await screen.dialog.getByRole('button', { name: 'Return Product' }).click();
  await expect(screen.dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await server.cut();
  await expect(screen.dialogAlert).toHaveText(texts.networkError);
  await expect(reason).toHaveValue('The colour is not as pictured');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/return'));
  await screen.dialog.getByRole('button', { name: 'Try again' }).click();
  await server.pass();
  await expect(screen.toast).toContainText(((await (await answer).json()) as { message: string }).message);
  await expect(screen.dialog).toBeHidden();
  await expect(screen.lines.nth(0)).toContainText(texts.productReturned);
  await expect(screen.returnButtons).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Items' })).toBeFocused();
  await expectStepper(page, 'D');

  await screen.lines
    .nth(1)
    .getByRole('button', { name: `Return Product – ${second!.var_title}` })
    .click();
  await screen.dialog.getByLabel('Why are you returning it?').fill('Too small');
  await screen.dialog.getByRole('button', { name: 'Return Product' }).click();
  await server.pass();
  await expect(screen.returnedNotes).toHaveCount(2);
  await expectStepper(page, 'R');
  await expect(screen.printInvoice).toHaveCount(0);
  await expect(screen.reviewButtons).toHaveCount(0);
});

test('Give a Review: stars by keyboard from 0, a failure keeps stars and text, then the thanks', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const { token, id, order } = await freshOrder(request, { lines: 1, status: 'D' });
  const screen = orderScreen(page);
  await signInWithToken(page, token, `/orderdetail/${id}`);
  const reviewCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/review') && reviewCalls.push(r.method()));

  const opener = screen.reviewButtons.first();
  await opener.click();
  await expect(screen.dialog.getByRole('heading')).toHaveText(`Review ${order.fk_product_arr[0]!.var_title}`);
  const stars = screen.dialog.getByRole('radio');
  await expect(stars).toHaveCount(5);
  for (const star of await stars.all()) await expect(star).not.toBeChecked();
  const text = screen.dialog.getByLabel('Your review (optional)');
  await expect(text).toHaveAttribute('maxlength', '2000');
  await screen.dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(screen.dialog).toContainText('Choose a rating from 1 to 5 stars.');
  expect(reviewCalls, 'nothing is sent without stars').toEqual([]);
  await expectNoA11yViolations(page);

  await screen.dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(screen.dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(screen.dialog).not.toContainText('Choose a rating');
  await text.fill('Lovely fabric, true to size.');

  const server = await holdPosts(page, ['review']);
  await screen.dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(screen.dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await server.cut();
  await expect(screen.dialogAlert).toHaveText(texts.networkError);
  await expect(screen.dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(text).toHaveValue('Lovely fabric, true to size.');
  await expectNoA11yViolations(page);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/review'));
  await screen.dialog.getByRole('button', { name: 'Try again' }).click();
  await server.pass();
  expect((await sent).postDataJSON()).toMatchObject({
    fk_product: order.fk_product_arr[0]!.int_glcode,
    rating: 4,
    review_text: 'Lovely fabric, true to size.',
  });
  await expect(screen.toast).toContainText(texts.reviewThanks);
  await expect(screen.dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
