/**
 * The checkout screen (product §2 checkout, §5, §7, §8) in Chromium against the real server,
 * with axe in each state and dialog. Every test has its own fresh shopper and its own
 * product. The whole purchase from the listing and the thank-you page are the purchase
 * specs'; this one covers the screen's states. The app's timers (the 2 s redirect to
 * /thankyou, the payment's hold) run on the page's clock: one test checks the redirect's 2 s.
 */
import type { Schemas } from '#openapi/client';
import { buyUpStock, shopperWithLines } from './cart.support';
import {
  addAddress,
  amountOf,
  cardForm,
  changeQuantity,
  checkoutPage,
  orders,
  shopperAtCheckout,
  startCardPayment,
} from './checkout.support';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { holdCalls } from './support/heldRequests';
import { signInWithToken } from './support/login';
import { addressFormFields, addressText, profilePage } from './support/profile';
import { callAs, placeCashOrder } from './support/shopperApi';
import { ownListItem } from './support/testDoors';

test.describe('checkout screen', () => {
  test('sections open and close on their own, by keyboard too; address, lines, payment and price details show', {
    tag: '@widths',
  }, async ({ page, request }) => {
    const product = await ownListItem(request);
    await shopperAtCheckout(page, [[product, 2]]);
    const ui = checkoutPage(page);
    for (const name of ['Delivery Address', 'Order Summary', 'Payment Options']) {
      await expect(ui.section(name)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(ui.addressChoice).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Add Address' })).toHaveAttribute('href', '/profile?tab=addresses');
    await expect(page.getByRole('link', { name: product.var_title })).toBeVisible();
    await expect(page.getByText(/^2 ×/)).toBeVisible();
    await expect(ui.cash, "product §3: cash is the default ('PaymentModes.C')").toBeChecked();
    for (const label of ['Sub Total', 'Discount', 'GST', 'Delivery', 'Total payable'])
      await expect(ui.priceDetails).toContainText(label);
    await expectNoA11yViolations(page);

    await ui.section('Order Summary').focus();
    await page.keyboard.press('Enter');
    await expect(ui.section('Order Summary')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: product.var_title })).toBeHidden();
    await expect(ui.section('Delivery Address'), 'the others stay as they were').toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Space');
    await expect(ui.section('Order Summary')).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
  });

  test("Place Order without an address: 'Select shipping address', its section opens; choosing one clears it", async ({
    page,
    request,
  }) => {
    const product = await ownListItem(request);
    await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await ui.section('Delivery Address').click();
    await expect(ui.addressChoice).toBeHidden();
    await ui.placeOrder.click();
    const message = page.getByRole('alert').filter({ hasText: 'Select shipping address' });
    await expect(message).toBeFocused();
    await expect(ui.section('Delivery Address')).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
    await ui.addressChoice.focus();
    await page.keyboard.press('Space');
    await expect(ui.addressChoice).toBeChecked();
    await expect(message).toHaveCount(0);
  });

  test('no saved address: Add Address goes to Manage Addresses, and coming back keeps the checkout as it was', async ({
    page,
    request,
  }) => {
    const product = await ownListItem(request);
    await shopperAtCheckout(page, [[product, 1]], { withAddress: false });
    const ui = checkoutPage(page);
    await expect(page.getByText('You have no saved address yet.')).toBeVisible();
    await expectNoA11yViolations(page);
    await ui.online.check();
    await ui.coupon.fill('SUMMER');
    await page.getByRole('link', { name: 'Add Address' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
    const profile = profilePage(page);
    await profile.addAddress.click();
    for (const [label] of addressFormFields)
      await profile.form.field(label).fill(label === 'Apartment' ? 'Palm Court' : addressText(label, 1));
    await profile.form.save.click();
    await expect(profile.form.dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(ui.addressChoice).toBeVisible();
    await expect(ui.online).toBeChecked();
    await expect(ui.coupon).toHaveValue('SUMMER');
  });

  test("coupon: a refused code in red under the box with the discount at 0; WELCOME10 shows the server's discount", async ({
    page,
    consoleErrors,
    request,
  }) => {
    const product = await ownListItem(request);
    consoleErrors.allow(/status of 400/);
    const { token } = await shopperAtCheckout(page, [[product, 2]]);
    const ui = checkoutPage(page);
    const gross = amountOf(await ui.payable.textContent());
    await expect(ui.apply, 'product §5: applying needs text').toBeDisabled();
    await ui.coupon.fill('NOPE');
    await ui.apply.click();
    const refusal = page.getByText('Invalid coupon code');
    await expect(refusal).toBeVisible();
    await expect(ui.coupon).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.coupon).toHaveAccessibleDescription('Invalid coupon code');
    expect(amountOf(await ui.payable.textContent())).toBe(gross);
    await expectNoA11yViolations(page);

    await ui.coupon.fill('WELCOME10');
    await expect(refusal, 'typing retires the message').toHaveCount(0);
    await ui.coupon.press('Enter');
    await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
    const cart = await callAs<Schemas['Cart']>(page.request, token, 'GET', 'cart');
    const coupon = await callAs<Schemas['CouponResult']>(page.request, token, 'POST', 'coupon', {
      coupon_code: 'WELCOME10',
      total_amount: cart.Sub_Total,
      total_tax: cart.gst_total,
      total_discount: cart.discount_total,
      delivery_charge: cart.delivery_charge,
    });
    await expect(ui.priceDetails).toContainText('Coupon discount');
    await expect.poll(async () => amountOf(await ui.payable.textContent())).toBeCloseTo(coupon.payble_amount, 2);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(ui.priceDetails).not.toContainText('Coupon discount');
    expect(amountOf(await ui.payable.textContent())).toBe(gross);
  });

  test('cash on delivery: placed, the cart empties, /thankyou after 2 s with the order in its history state', async ({
    page,
    request,
  }) => {
    const product = await ownListItem(request);
    await page.clock.install();
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await ui.addressChoice.check();
    // From here the page's time moves only when the test says.
    await page.clock.pauseAt(Date.now() + 1000);
    await ui.placeOrder.click();
    // axe waits on timers of its own: the placed notice is checked in the card payment's test.
    await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeFocused();
    await page.clock.runFor(1999);
    await expect(page, 'still on the checkout at 1999 ms').toHaveURL(/\/checkout$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/thankyou$/);
    const [order] = await orders(page.request, token);
    expect(order!.var_payment_mode).toBe('C');
    expect(await page.evaluate(() => (history.state as { placedOrderId?: number }).placedOrderId)).toBe(
      order!.int_glcode,
    );
    expect((await callAs<Schemas['Cart']>(page.request, token, 'GET', 'cart')).data).toEqual([]);
  });

  test('the cart changed since the shopper looked: the changes show, Place Order confirms the cart as it is now', async ({
    page,
    request,
  }) => {
    const product = await ownListItem(request);
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await ui.addressChoice.check();
    await changeQuantity(page.request, token, product, 3);
    await ui.placeOrder.click();
    const review = ui.notice.filter({ hasText: 'Your cart changed since you looked' });
    await expect(review).toBeFocused();
    await expect(review).toContainText(`${product.var_title}: quantity now 3 (was 1)`);
    await expect(review).toContainText('Total payable now');
    await expect(page.getByText(/^3 ×/), 'the summary shows the cart as it is now').toBeVisible();
    await expectNoA11yViolations(page);
    await ui.placeOrder.click();
    await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeVisible();
    const [order] = await orders(page.request, token);
    expect(order!.fk_product_arr[0]!.var_unit, 'the quantity confirmed').toBe(3);
  });

  test(
    'the cart was ordered from another window meanwhile: the notice says what went, asks for ' +
      'no confirmation, and the cart shows empty',
    async ({ page, request }) => {
      const product = await ownListItem(request);
      const { token } = await shopperAtCheckout(page, [[product, 1]]);
      const ui = checkoutPage(page);
      await ui.addressChoice.check();
      await placeCashOrder(page.request, token);
      await ui.placeOrder.click();
      const review = ui.notice.filter({ hasText: 'Your cart changed since you looked' });
      await expect(review).toContainText(`${product.var_title} is no longer in your cart`);
      await expect(review).not.toContainText('press Place Order again');
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expectNoA11yViolations(page);
      expect(await orders(page.request, token)).toHaveLength(1);
    },
  );

  test('a line now short of stock: shown, and Place Order waits for the cart to be changed', async ({
    page,
    request,
  }) => {
    // Another shopper buys all but one.
    const scarce = await ownListItem(request, { stock: 3 });
    await shopperAtCheckout(page, [[scarce, 2]]);
    const ui = checkoutPage(page);
    await ui.addressChoice.check();
    await buyUpStock(request, scarce, 1);
    await ui.placeOrder.click();
    const review = ui.notice.filter({ hasText: 'Your cart changed since you looked' });
    await expect(review).toContainText(`${scarce.var_title}: Only 1 item(s) left in stock!`);
    await expect(ui.placeOrder).toHaveAttribute('aria-disabled', 'true');
    await expect(ui.placeOrder).toHaveAccessibleDescription(/Some items are not available/);
    await expect(page.getByRole('link', { name: 'Change them in your cart' })).toHaveAttribute('href', '/cart');
    await expectNoA11yViolations(page);
  });

  test('a lost connection while placing: Retry sends the same order with the same key, placed once', async ({
    page,
    consoleErrors,
    request,
  }) => {
    const product = await ownListItem(request);
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/orders'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const held = await holdCalls(page, 'POST', (path) => path.endsWith('/api/v1/orders'));
    await ui.addressChoice.check();
    await ui.placeOrder.click();
    await held.cut();
    const failed = ui.notice.filter({ hasText: 'We could not confirm your order' });
    await expect(failed).toBeFocused();
    await expect(failed).toContainText('Could not reach the shop');
    await expectNoA11yViolations(page);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await held.pass();
    await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1], 'the retry carries the first attempt’s key').toBe(keys[0]);
    expect(await orders(page.request, token)).toHaveLength(1);
  });

  test('refused by the server: its message, what to do, and nothing charged', async ({
    page,
    consoleErrors,
    request,
  }) => {
    const product = await ownListItem(request);
    consoleErrors.allow(/status of 404/);
    const { token, address } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await ui.addressChoice.check();
    await callAs(page.request, token, 'DELETE', `address/${address!.int_glcode}`);
    await ui.placeOrder.click();
    const refused = ui.notice.filter({ hasText: 'Your order was not placed' });
    await expect(refused).toBeFocused();
    await expect(refused).toContainText('Address not found');
    await expectNoA11yViolations(page);
    expect(await orders(page.request, token)).toHaveLength(0);
  });

  test('card payment: a declined card keeps the form as typed but the CVC; the test card pays and the order is placed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const product = await ownListItem(request);
    await page.clock.install();
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await ui.addressChoice.check();
    await ui.online.check();
    const gross = amountOf(await ui.payable.textContent());
    await ui.placeOrder.click();
    const form = cardForm(page);
    await expect(form.dialog).toBeVisible();
    await expect(form.dialog).toContainText(`Amount to pay: ₹`);
    expect(amountOf(await form.dialog.getByText('Amount to pay').textContent())).toBe(gross);
    await expect(form.dialog).toContainText('4111 1111 1111 1111 pays');
    await expectNoA11yViolations(page);

    await form.pay.click();
    await expect(form.number, 'what the card form needs shows before anything is sent').toHaveAccessibleDescription(
      /12 to 19 digits/,
    );
    await form.fill('4000 0000 0000 0002');
    await form.pay.click();
    const declined = ui.notice.filter({ hasText: 'Your payment did not go through' });
    await expect(declined).toBeFocused();
    await expect(declined).toContainText('Your card was declined.');
    await expect(declined).toContainText('Items held until');
    await expect(form.dialog).toBeHidden();
    await expectNoA11yViolations(page);

    await declined.getByRole('button', { name: 'Try again' }).click();
    await expect(form.number).toHaveValue('4000 0000 0000 0002');
    await expect(form.cvc).toHaveValue('');
    await form.fill('4111 1111 1111 1111');
    await form.pay.click();
    await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeFocused();
    await expectNoA11yViolations(page);
    await page.clock.fastForward(2000);
    await expect(page).toHaveURL(/\/thankyou$/);
    const placed = await orders(page.request, token);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.var_payment_mode).toBe('O');
  });

  test('closing the card form cancels the payment: nothing charged, its items released', async ({ page, request }) => {
    const product = await ownListItem(request);
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    const providerOrder = await startCardPayment(page);
    await page.keyboard.press('Escape');
    const cancelled = ui.notice.filter({ hasText: 'Payment cancelled' });
    await expect(cancelled).toBeFocused();
    await expect(cancelled).toContainText('Nothing was charged');
    await expectNoA11yViolations(page);
    const attempt = await callAs<{ data: Schemas['PaymentAttempt'] }>(
      page.request,
      token,
      'GET',
      `payments/${providerOrder.id}`,
    );
    expect(attempt.data.status).toBe('cancelled');
    await expect(ui.online, 'the choices stay as they were').toBeChecked();
    await expect(ui.addressChoice).toBeChecked();
  });

  test('a lost connection after paying: Retry confirms the same payment with the same key, the order placed once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    const product = await ownListItem(request);
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    const keys: string[] = [];
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().endsWith('/api/v1/orders') && call.postDataJSON()?.var_payment_id) {
        keys.push(call.headers()['idempotency-key'] ?? '');
      }
    });
    await startCardPayment(page);
    const form = cardForm(page);
    await form.fill('4111 1111 1111 1111');
    const held = await holdCalls(page, 'POST', (path) => path.endsWith('/api/v1/orders'));
    await form.pay.click();
    await expect(ui.notice.filter({ hasText: 'Confirming your payment' })).toBeVisible();
    await held.cut();
    const failed = ui.notice.filter({ hasText: 'Your payment went through, but your order is not confirmed yet' });
    await expect(failed).toBeFocused();
    await expectNoA11yViolations(page);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await held.pass();
    await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await orders(page.request, token)).toHaveLength(1);
  });

  test('a reload while paying comes back to the same payment, and pays it once', async ({ page, request }) => {
    const product = await ownListItem(request);
    await page.clock.install();
    const { token } = await shopperAtCheckout(page, [[product, 1]]);
    const providerOrder = await startCardPayment(page);
    // The page asks before it goes (beforeunload); the shopper says leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const settled = page.waitForRequest(
      (call) => call.method() === 'GET' && call.url().endsWith(`/api/v1/payments/${providerOrder.id}`),
    );
    await page.reload();
    await settled;
    const form = cardForm(page);
    await expect(form.dialog, 'the same payment opens again').toBeVisible();
    await form.fill('4111 1111 1111 1111');
    await form.pay.click();
    await expect(checkoutPage(page).notice.filter({ hasText: 'Order placed' })).toBeVisible();
    await page.clock.fastForward(2000);
    await expect(page).toHaveURL(/\/thankyou$/);
    expect(await orders(page.request, token)).toHaveLength(1);
  });

  test('leaving while paying asks first; staying keeps the payment, leaving and coming back finds it again', async ({
    page,
    request,
  }) => {
    const product = await ownListItem(request);
    const token = await shopperWithLines(request, [[product, 1]]);
    await addAddress(request, token);
    // Into checkout from the cart, so Back is a move inside the shop, not a page load.
    await signInWithToken(page, token, '/cart');
    await page.getByRole('link', { name: 'Complete Checkout' }).click();
    await startCardPayment(page);
    const form = cardForm(page);
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave while paying?' });
    await expect(leave).toBeVisible();
    await expectNoA11yViolations(page);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(form.dialog).toBeVisible();
    await page.goBack();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/checkout');
    await expect(form.dialog, 'the payment in flight is still there').toBeVisible();
  });

  test('the time to pay runs out: nothing charged, Place Order starts again', async ({ page, request }) => {
    const product = await ownListItem(request);
    await page.clock.install();
    await shopperAtCheckout(page, [[product, 1]]);
    const ui = checkoutPage(page);
    await startCardPayment(page);
    await page.clock.fastForward('15:01');
    const expired = ui.notice.filter({ hasText: 'The time to pay ran out' });
    await expect(expired).toBeFocused();
    await expect(cardForm(page).dialog).toBeHidden();
    await expectNoA11yViolations(page);
    await expect(ui.placeOrder).not.toHaveAttribute('aria-disabled', 'true');
  });
});
