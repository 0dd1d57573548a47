/**
 * The wishlist page and the heart (product §2 wishlist, §4 liking) in Chromium on the real
 * server, with axe in each state (empty, filled, error). The anonymous heart (dialog, or
 * /login on the search page) is covered by catalog.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { ownProducts } from './support/ownProducts';
import { readCart, shopperWithCart, shopperWithLines } from './cart.support';
import { signInWithToken } from './support/login';

const cards = (page: Page) => page.getByTestId('product-card');
// Own products' titles differ only in their number (No. 1, No. 12): match the whole title.
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications \(top-center\)/ }).getByRole('listitem');

async function wish(page: Page, token: string, productId: number) {
  const response = await page.request.put('api/v1/wishlist', {
    headers: { Authorization: `Bearer ${token}` },
    data: { fk_product: productId },
  });
  expect(response.status()).toBe(200);
}

test.describe('wishlist', () => {
  test("empty: 'No item in the wishlist'; a heart on the listing fills at once, and the product then shows on the wishlist page", async ({
    page,
  }) => {
    await shopperWithCart(page, [], '/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('No item in the wishlist')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/shop');
    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent())!;
    const heart = first.getByTestId('heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title).getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, title).getByTestId('add-to-cart')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a failed toggle rolls the heart back and says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await shopperWithCart(page, [], '/shop');
    await page.route('**/api/v1/like', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    const heart = cards(page).first().getByTestId('heart');
    await heart.click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText(
      'Could not update your wishlist. Please try again.',
    );
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expectNoA11yViolations(page);
  });

  test('un-hearting on the wishlist page takes the product off once the list reloads', async ({ page, request }) => {
    const [product] = await ownProducts(request, 1);
    const token = await shopperWithLines(request, []);
    await wish(page, token, product!.int_glcode);
    await signInWithToken(page, token, '/wishlist');
    await card(page, product!.var_title).getByTestId('heart').click();
    await expect(page.getByText('No item in the wishlist')).toBeVisible();
  });

  test('add to cart from a wished card: spinner on that card only, the server message toasted, the cart reloads', async ({
    page,
    request,
  }) => {
    const [first, second] = await ownProducts(request, 2);
    const token = await shopperWithLines(request, []);
    await wish(page, token, first!.int_glcode);
    await wish(page, token, second!.int_glcode);
    await signInWithToken(page, token, '/wishlist');
    await expect(cards(page)).toHaveCount(2);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/cart', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    const adding = card(page, first!.var_title).getByTestId('add-to-cart');
    await adding.click();
    await expect(adding).toHaveAttribute('aria-busy', 'true');
    await expect(card(page, second!.var_title).getByTestId('add-to-cart')).toHaveAttribute('aria-busy', 'false');
    release();
    await expect(toast(page)).toContainText('Product added to cart successfully');
    await expect(adding).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect((await readCart(request, token)).data.map((l) => l.fk_product)).toEqual([first!.int_glcode]);
  });

  test('add to cart refused by the server: its message in a top-centre toast', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    const [product] = await ownProducts(request, 1);
    const token = await shopperWithLines(request, []);
    await wish(page, token, product!.int_glcode);
    await signInWithToken(page, token, '/wishlist');
    await page.route('**/api/v1/cart', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, json: { message: 'This product out of stock' } })
        : route.continue(),
    );
    await card(page, product!.var_title).getByTestId('add-to-cart').click();
    await expect(toast(page)).toContainText('This product out of stock');
    await expectNoA11yViolations(page);
  });
});
