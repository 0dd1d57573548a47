import type { Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { test, expect, untilHydrated } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { shopData, signUpFreshUser } from './support/api';
import { apiAs, signInWithToken } from './support/login';
import { chooseVariant as choose, findProduct, productDetail } from './catalog.support';
import { holdFirstAnswer } from './support/heldRequests';
import { ownProduct } from './support/testDoors';

type Detail = Schemas['ProductDetail'];

const twoOptionsInStock = (p: Detail) => p.prod_options.length >= 2 && p.variants.some((v) => v.stock > 0);
const message = (page: Page) => page.getByTestId('variant-message');

test.describe('product detail', () => {
  test("'Select all variants' until every option is chosen, then 'Only N item(s) left in stock!'", async ({
    page,
    request,
  }) => {
    // A product of the test's own: nobody else's order can change its stock meanwhile.
    const own = await ownProduct(request, { stock: 4 });
    const product = await productDetail(request, own.slug);
    const variant = product.variants.find((v) => v.variant_id === own.variant_id)!;
    await page.goto(`/product/${product.var_slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.var_title })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(message(page)).toHaveText('Select all variants');
    await choose(page, product, variant);
    await expect(message(page)).toHaveText('');
    await expect(page.getByTestId('stock')).toHaveText('Only 4 item(s) left in stock!');
  });

  test(
    'logged in, Add to cart puts the chosen variant and quantity in the cart and toasts the server message; ' +
      "the header's badge counts the line though its first read of the cart was read before the add",
    async ({ page, request }) => {
      const product = await findProduct(request, (p) => twoOptionsInStock(p) && p.variants.some((v) => v.stock >= 3));
      const variant = product.variants.find((v) => v.stock >= 3)!;
      const token = await signUpFreshUser(request);
      // The badge's first read of the cart is answered by the server at once (an empty cart) and handed to the page
      // only after the add: the page must read the cart again, not settle for this read (decision 0090).
      const firstRead = await holdFirstAnswer(page, 'GET', '/api/v1/cart');
      await signInWithToken(page, token, `/product/${product.var_slug}`);
      await firstRead.answered;
      await choose(page, product, variant);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      const toast = page.getByRole('region', { name: /Notifications \(top-center\)/ }).getByRole('listitem');
      // The server's own message, as it answered the cart call.
      await expect(toast).toContainText('Product added to cart successfully');
      await firstRead.release();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      const cart = (await (await apiAs(page, token, 'GET', 'cart')).json()) as Schemas['Cart'];
      expect(cart.data.map((line) => [line.fk_product, line.variant_id, line.cartItem])).toEqual([
        [product.int_glcode, variant.variant_id, 2],
      ]);
    },
  );

  test('tabs, large image dialog, document title, Product JSON-LD, and a breadcrumb to the listings', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.total_review > 0 && p.images.length > 1);
    await page.goto(`/product/${product.var_slug}`);
    await expect(page).toHaveTitle(product.meta_title || product.var_title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      product.meta_description || product.var_short_description,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.var_title,
      offers: { priceCurrency: 'INR' },
      aggregateRating: { reviewCount: product.total_review },
    });

    await page.getByRole('tab', { name: 'Ratings & Reviews' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(product.reviews[0]!.review_text);
    await page.getByRole('tab', { name: 'Delivery & Return' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Metros: 3-5 working days');
    await page.getByRole('tab', { name: 'Specification' }).click();
    await expect(page.getByRole('tabpanel').locator('script, [style]')).toHaveCount(0);

    await page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }).click();
    await expect(page.getByRole('button', { name: `Show image 2 of ${product.images.length}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const enlarge = page.getByRole('button', { name: 'View large image' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${product.var_title}, large image` });
    await expect(dialog.getByRole('img', { name: product.var_title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoA11yViolations(page);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: product.category.var_title })).toHaveAttribute(
      'href',
      `/shop/${product.category.var_slug}`,
    );
    await crumbs.getByRole('link', { name: product.subcategory.var_title }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${product.category.var_slug}/${product.subcategory.var_slug}$`));
  });

  test('entering a product shows its top: from a listing scrolled down, and from another product scrolled down', async ({
    page,
    request,
  }) => {
    const [first, second] = await shopData.products(request, { limit: 2, page: 1 });
    await page.goto('/shop');
    await untilHydrated(page);
    const card = page.getByTestId('product-card').getByRole('link', { name: first!.var_title, exact: true });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: first!.var_title })).toBeVisible();
    // The page scrolls smoothly (global.css): to the top, where it stays.
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

    // The same route, another product: the header's search, its suggestion chosen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill(second!.var_title);
    await page.getByRole('option', { name: second!.var_title }).click();
    await expect(page.getByRole('heading', { level: 1, name: second!.var_title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });

  test("an unknown product says 'Product not found' with a retry", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    consoleErrors.allow(/Product not found/); // the router reports the loader's error
    await page.goto('/product/zzqq-no-such-product');
    await expect(page.getByRole('alert')).toContainText('Product not found');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
