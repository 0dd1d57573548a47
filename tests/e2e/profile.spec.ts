/**
 * My Account (/profile): tabs Profile, Orders, Manage Addresses and Logout, against the
 * real server; axe in every state. Tests that change an account use a fresh shopper; the
 * Orders tab reads the seeded demo shopper's orders. Logout is auth.spec.ts's.
 */
import { texts } from '#rules/texts';
import type { Schemas } from '#openapi/client';
import { orderStatusColours } from '#src/ui/orderStatusColours';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { holdCalls } from './support/heldRequests';
import { apiAs, loginAsDemoUser } from './support/login';
import {
  addressFormFields,
  addressText,
  freshShopperOn,
  profilePage,
  sampleAddress,
  shopperWithAddressOn,
} from './support/profile';
import { durations } from '#rules/durations';

const networkError = 'Could not reach the shop. Check your connection and try again.';

/** '#b45309' as the browser reports a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe('tabs', () => {
  test('each tab is in the URL, so a link opens it; an unknown tab opens Profile', async ({ page, request }) => {
    await freshShopperOn(page, request, '/profile');
    const p = profilePage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await expect(p.tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);

    await p.tab('Orders').click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(p.tab('Orders')).toHaveAttribute('aria-selected', 'true');
    await expect(p.panel).toHaveText('You have not placed any orders yet.');
    await expectNoA11yViolations(page);

    await p.tab('Manage Addresses').click();
    await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
    await expect(p.panel.getByText('You have no saved addresses yet.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.reload();
    await expect(p.tab('Manage Addresses')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/profile?tab=orders');
    await expect(p.tab('Orders')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/profile?tab=nonsense');
    await expect(p.tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys move between tabs, and switching replaces the history entry', async ({ page, request }) => {
    await freshShopperOn(page, request, '/aboutus');
    await page.goto('/profile');
    const p = profilePage(page);
    await p.tab('Profile').focus();
    await page.keyboard.press('ArrowRight');
    await expect(p.tab('Orders')).toBeFocused();
    await expect(page).toHaveURL(/tab=orders$/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=addresses$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/aboutus$/);
  });
});

test.describe('Profile tab', () => {
  test('shows the account and updates the names: User Updated in green for 2 s', async ({ page, request }) => {
    await page.clock.install();
    await freshShopperOn(page, request, '/profile');
    const p = profilePage(page);
    await expect(p.panel.getByText('Test Shopper')).toBeVisible();
    await expect(p.panel.getByText(/^e2e-.*@example\.com$/)).toBeVisible();
    await expect(p.panel.getByText(/^\d{10}$/)).toBeVisible();
    await expect(p.firstName).toHaveValue('Test');
    await expect(p.lastName).toHaveValue('Shopper');

    await p.firstName.fill('  ');
    await p.update.click();
    await expect(p.firstName).toHaveAccessibleDescription('First name is required field');
    await expect(p.firstName).toBeFocused();
    await expectNoA11yViolations(page);

    await p.firstName.fill(' Meera ');
    await p.lastName.fill('Iyer');
    await expect(p.firstName).not.toHaveAttribute('aria-invalid');
    const server = await holdCalls(page, 'PUT', (path) => path.endsWith('/api/v1/user'));
    await p.update.click();
    // The page's time stands still from before the answer lands, so the 2 s start at a known instant.
    await page.clock.pauseAt(Date.now() + 1000);
    await server.pass();
    await expect(p.updated).toBeVisible();
    await expect(p.updated).toHaveCSS('color', 'rgb(29, 107, 58)');
    await expect(p.firstName).toHaveValue('Meera');
    await page.clock.runFor(durations.profileMessage - 1);
    await expect(p.updated).toBeVisible();
    await page.clock.runFor(1);
    await expect(p.updated).toBeHidden();
    // The account's name comes from a refetch, which Query hands the screen on a zero-delay
    // timer: on a paused clock it may wait for ever if its answer landed after the last runFor.
    // So the name, and axe (which needs the page's timers too), once time flows again.
    await page.clock.resume();
    await expect(p.panel.getByText('Meera Iyer')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(p.firstName).toHaveValue('Meera');
  });

  test('a failed update keeps the typed names and retries', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await freshShopperOn(page, request, '/profile');
    const p = profilePage(page);
    const server = await holdCalls(page, 'PUT', (path) => path.endsWith('/api/v1/user'));
    await p.firstName.fill('Kavya');
    await p.lastName.fill('Rao');
    await p.update.click();
    await expect(p.update).toBeDisabled();
    await server.cut();
    await expect(p.alert).toHaveText(networkError);
    await expect(p.firstName).toHaveValue('Kavya');
    await expect(p.lastName).toHaveValue('Rao');
    await expectNoA11yViolations(page);
    await p.update.click();
    await server.pass();
    await expect(p.updated).toBeVisible();
    await expect(p.alert).toHaveCount(0);
    await expect(p.panel.getByText('Kavya Rao')).toBeVisible();
  });
});

test.describe('Orders tab', () => {
  test("the demo shopper's orders, newest first, each with its status badge and link", async ({ page }) => {
    const token = await loginAsDemoUser(page, '/profile?tab=orders');
    const response = await apiAs(page, token, 'GET', 'orders');
    const orders = ((await response.json()) as { data: Schemas['Order'][] }).data;
    expect(orders.length, 'the seed gives the demo shopper orders').toBeGreaterThan(1);
    const dates = orders.map((o) => Date.parse(o.dt_createddate));
    expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a));

    const p = profilePage(page);
    await expect(p.orders).toHaveCount(orders.length);
    for (const [i, order] of orders.entries()) {
      const row = p.orders.nth(i);
      await expect(row.getByRole('link')).toHaveAttribute('href', `/orderdetail/${order.int_glcode}`);
      await expect(row).toContainText(order.order_id);
      await expect(row.locator('time')).toHaveAttribute('datetime', order.dt_createddate);
      const status = { A: 'Received', P: 'Processed', S: 'Shipped', D: 'Delivered', C: 'Cancelled', R: 'Returned' }[
        order.chr_status
      ];
      const badge = row.getByText(status, { exact: true });
      await expect(badge).toHaveCSS('background-color', rgb(orderStatusColours[order.chr_status]));
      await expect(badge).toHaveCSS('color', 'rgb(255, 255, 255)');
    }
    await expectNoA11yViolations(page);
    await p.orders.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail/${orders[0]!.int_glcode}$`));
  });
});

test.describe('Manage Addresses tab', () => {
  test('add: every field required with its product message, type home by default; then the list shows it', async ({
    page,
    request,
  }) => {
    await freshShopperOn(page, request, '/profile?tab=addresses');
    const p = profilePage(page);
    await p.addAddress.click();
    await expect(p.form.dialog.getByRole('heading')).toHaveText('New address');
    await expect(p.form.field('House no')).toBeFocused();
    await expect(p.form.home).toBeChecked();
    await expectNoA11yViolations(page);

    await p.form.save.click();
    for (const [label, message] of addressFormFields) {
      await expect(p.form.field(label)).toHaveAccessibleDescription(message);
    }
    await expect(p.form.field('House no')).toBeFocused();
    await expectNoA11yViolations(page);

    for (const [label] of addressFormFields) await p.form.field(label).fill(`${label} 1`);
    // A state the shop cannot tell decides no GST: it is named, and offered from the list as she types.
    await expect(p.form.field('State')).toHaveAccessibleDescription(texts.gst.unknownState);
    await p.form.field('State').fill(addressText('State', 1));
    await expect(p.form.invalid).toHaveCount(0);
    await p.form.save.click();
    await expect(p.form.dialog).toBeHidden();
    const toast = page.getByRole('region', { name: /Notifications \(top-center\)/ }).getByRole('listitem');
    await expect(toast, "the server's message").toContainText('Address added');
    await expect(p.addresses).toHaveCount(1);
    await expect(p.addresses.first()).toContainText('House no 1, Apartment 1');
    await expect(p.addresses.first()).toContainText('Home');
    await expect(p.addAddress, 'focus returns to the button that opened the form').toBeFocused();

    await p.addAddress.click();
    await expect(p.form.field('House no'), 'the form opens cleared').toHaveValue('');
    // Focus moved into the form once the dialog's Escape is listened for: a key pressed before that finds no dialog.
    await expect(p.form.field('House no')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(p.form.dialog).toBeHidden();
  });

  test('edit updates the chosen address; Cancel keeps it as it was', async ({ page, request }) => {
    await shopperWithAddressOn(page, request);
    const p = profilePage(page);
    await p.edit.first().click();
    await expect(p.form.dialog.getByRole('heading')).toHaveText('Edit address');
    await expect(p.form.field('City')).toHaveValue(sampleAddress.var_city);
    await expect(p.form.office).toBeChecked();
    await p.form.field('City').fill('Mumbai');
    await p.form.cancel.click();
    await expect(p.addresses.first()).toContainText(sampleAddress.var_city);
    await expect(p.edit.first()).toBeFocused();

    await p.edit.first().click();
    await expect(p.form.field('City'), 'reopened as saved').toHaveValue(sampleAddress.var_city);
    await p.form.field('City').fill('Mumbai');
    await p.form.home.check();
    await p.form.save.click();
    await expect(p.form.dialog).toBeHidden();
    await expect(p.addresses).toHaveCount(1);
    await expect(p.addresses.first()).toContainText(`Mumbai, ${sampleAddress.var_state} ${sampleAddress.var_pincode}`);
    await expect(p.addresses.first()).toContainText('Home');
  });

  test("a refused save shows the server's message and keeps what was typed", async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const { token, saved } = await shopperWithAddressOn(page, request);
    const p = profilePage(page);
    await p.edit.first().click();
    await p.form.field('Landmark').fill('Behind the station');
    // Meanwhile the address goes, from another device: the server refuses the update.
    expect((await apiAs(page, token, 'DELETE', `address/${saved.int_glcode}`)).status()).toBe(200);
    await p.form.save.click();
    await expect(p.form.alert).toHaveText('Address not found');
    await expect(p.form.field('Landmark')).toHaveValue('Behind the station');
    await expect(p.form.save).toHaveText('Try again');
    await expectNoA11yViolations(page);
    await p.form.cancel.click();
    await expect(p.form.dialog).toBeHidden();
  });

  test('delete asks first; a failed delete says so and retries', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await shopperWithAddressOn(page, request);
    const p = profilePage(page);
    await p.delete.first().click();
    await expect(p.confirm.dialog.getByRole('heading')).toHaveText('Delete this address?');
    const { var_house_no, var_app_name, var_city } = sampleAddress;
    await expect(p.confirm.dialog).toContainText(`${var_house_no}, ${var_app_name}, ${var_city}`);
    await expectNoA11yViolations(page);
    await p.confirm.keep.click();
    await expect(p.confirm.dialog).toBeHidden();
    await expect(p.addresses).toHaveCount(1);
    await expect(p.delete.first()).toBeFocused();

    const server = await holdCalls(page, 'DELETE', (path) => /\/api\/v1\/address\/\d+$/.test(path));
    await p.delete.first().click();
    await p.confirm.delete.click();
    await expect(p.confirm.keep).toBeDisabled();
    await server.cut();
    await expect(p.confirm.alert).toHaveText(networkError);
    await expectNoA11yViolations(page);
    await p.confirm.delete.click();
    await server.pass();
    await expect(p.confirm.dialog).toBeHidden();
    await expect(p.panel.getByText('You have no saved addresses yet.')).toBeVisible();
    await expect(p.addAddress, 'focus lands on Add Address once the row is gone').toBeFocused();
  });
});
