/**
 * What a shopper can choose stays within what the shop takes (rules/limits.ts): the
 * quantity steppers stop at one cart line's cap or the stock and say why, the header
 * search takes no more than the shop searches, a saved address past the limit cannot be
 * started, and a URL that cannot name anything is the ordinary not-found or empty page.
 * No request goes out that the server refuses, and no screen shows a validator's words.
 */
import type { Locator, Page } from '@playwright/test';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { test, expect } from './support/fixtures';
import { signUpFreshUser } from './support/api';
import { apiAs, signInWithToken } from './support/login';
import { sampleAddress } from './support/profile';
import { chooseVariant, productDetail } from './catalog.support';
import { ownListItem, ownProduct } from './support/testDoors';
import { validatorWording } from '../support/worded-for-people';

/** Every API request the server refused as invalid while the test ran. */
function refusedRequests(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 400 && response.url().includes('/api/v1/')) refused.push(response.url());
  });
  return refused;
}

async function expectNoValidatorWords(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(validatorWording);
}

/** Plus pressed `times` with the mouse, as a shopper would: presses on a disabled plus do nothing. */
async function pressPlus(stepper: Locator, times: number) {
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  // The mouse presses where the button is on screen: past the point where it is disabled too.
  await plus.scrollIntoViewIfNeeded();
  const box = (await plus.boundingBox())!;
  for (let press = 0; press < times; press++)
    await stepper.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications \(top-center\)/ }).getByRole('listitem');

test('on the product page the quantity stops at the stock, says why, and the cart takes it', async ({
  page,
  request,
}) => {
  const refused = refusedRequests(page);
  const own = await ownProduct(request, { stock: 3 });
  const product = await productDetail(request, own.slug);
  const token = await signUpFreshUser(request);
  await signInWithToken(page, token, `/product/${own.slug}`);
  await chooseVariant(page, product, product.variants.find((v) => v.variant_id === own.variant_id)!);

  const stepper = page.getByRole('group', { name: 'Quantity' });
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  await pressPlus(stepper, 14); // 15 wanted
  await expect(stepper.locator('output')).toHaveText('3');
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('Only 3 left');

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toast(page)).toContainText('Product added to cart successfully');
  const cart = (await (await apiAs(page, token, 'GET', 'cart')).json()) as {
    data: { variant_id: number; cartItem: number }[];
  };
  expect(cart.data.map((line) => [line.variant_id, line.cartItem])).toEqual([[own.variant_id, 3]]);
  expect(refused).toEqual([]);
  await expectNoValidatorWords(page);
});

test(`on a card the quantity stops at ${limits.perCartLine} a line or at the stock, says why, and the cart takes it`, async ({
  page,
  request,
}) => {
  const refused = refusedRequests(page);
  const token = await signUpFreshUser(request);
  const cases = [
    { stock: limits.perCartLine + 5, top: limits.perCartLine, why: `At most ${limits.perCartLine} per order` },
    { stock: 3, top: 3, why: 'Only 3 left' },
  ];
  for (const [index, { stock, top, why }] of cases.entries()) {
    const item = await ownListItem(request, { stock });
    const path = `/shop?search=${encodeURIComponent(item.var_title)}`;
    if (index === 0) await signInWithToken(page, token, path);
    else await page.goto(path);
    const card = page.getByTestId('product-card').filter({ hasText: item.var_title });

    const stepper = card.getByRole('group', { name: 'Quantity' });
    const plus = stepper.getByRole('button', { name: 'Increase quantity' });
    await pressPlus(stepper, 14); // 15 wanted
    await expect(stepper.locator('output'), `${stock} in stock`).toHaveText(String(top));
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription(why);

    await card.getByTestId('add-to-cart').click();
    await expect(toast(page)).toContainText('Product added to cart successfully');
  }
  const cart = (await (await apiAs(page, token, 'GET', 'cart')).json()) as { data: { cartItem: number }[] };
  expect(cart.data.map((line) => line.cartItem).sort((x, y) => x - y)).toEqual(
    cases.map((c) => c.top).sort((x, y) => x - y),
  );
  expect(refused).toEqual([]);
  await expectNoValidatorWords(page);
});

test("a refusal's sentence is shown as the server words it; one worded by a validator (an older server) becomes the plain message", async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  const item = await ownListItem(request);
  await signInWithToken(page, await signUpFreshUser(request), `/shop?search=${encodeURIComponent(item.var_title)}`);
  let refusal = {
    message: 'Quantity must be between 0 and 10.',
    errors: [{ in: 'body', field: 'var_qty', problem: 'too_large', limit: 10 }],
  };
  await page.route('**/api/v1/cart', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: refusal }) : route.fallback(),
  );
  const add = page.getByTestId('product-card').filter({ hasText: item.var_title }).getByTestId('add-to-cart');
  await add.click();
  await expect(toast(page)).toContainText(refusal.message);

  refusal = { message: 'body/var_qty must be <= 10', errors: [] };
  await add.click();
  await expect(toast(page).filter({ hasText: texts.somethingWentWrong })).toHaveCount(1);
  await expectNoValidatorWords(page);
});

test(`the header search takes at most ${limits.searchText} characters`, async ({ page, isMobile }) => {
  const refused = refusedRequests(page);
  await page.goto('/');
  // At phone width the box opens from its toggle.
  if (isMobile) await page.getByRole('button', { name: 'Toggle search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.focus();
  await page.keyboard.insertText('x'.repeat(150)); // pasted
  await expect(box).toHaveValue('x'.repeat(limits.searchText));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shop\\?search=x{${limits.searchText}}$`));
  await expect(page.getByText(texts.productNotFound, { exact: true })).toBeVisible();
  expect(refused).toEqual([]);
  await expectNoValidatorWords(page);
});

test('a URL that cannot name anything shows the not-found or empty page and asks nothing the server refuses', async ({
  page,
  request,
}) => {
  const refused = refusedRequests(page);
  await signInWithToken(page, await signUpFreshUser(request), '/');
  for (const url of ['/product/Bad_Slug', '/orderdetail/99999999999', '/shop/BAD_CAT', '/shop/clothing/Bad_Sub']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText('Page not found');
    await expectNoValidatorWords(page);
  }
  const tooLong = 'x'.repeat(limits.searchText + 50);
  for (const url of [`/search-product?search=${tooLong}`, `/shop?search=${tooLong}`]) {
    await page.goto(url);
    await expect(page.getByText(texts.productNotFound, { exact: true }).last(), url).toBeVisible();
    await expectNoValidatorWords(page);
  }
  expect(refused).toEqual([]);
});

test(`at ${limits.addressesPerShopper} saved addresses, Add Address says why it adds no more`, async ({
  page,
  request,
}) => {
  const token = await signUpFreshUser(request);
  for (let n = 0; n < limits.addressesPerShopper; n++) {
    const saved = await request.post('api/v1/address', {
      headers: { Authorization: `Bearer ${token}` },
      data: sampleAddress,
    });
    expect(saved.status()).toBe(201);
  }
  await signInWithToken(page, token, '/profile?tab=addresses');
  const add = page.getByRole('main').getByRole('button', { name: 'Add Address' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(texts.addressLimitReached(limits.addressesPerShopper));
  // Still focusable (focus comes back to it): pressed from the keyboard, it opens nothing.
  await add.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
