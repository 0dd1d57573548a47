import type { Schemas } from '#openapi/client';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import {
  attributeTree,
  cardTitles,
  closeFilters,
  listTitles,
  listTotal,
  openFilters,
  productCount,
  sortBy,
} from './catalog.support';

test.describe('listing', () => {
  test('pages of 9 with numbered pagination; page survives reload and back', async ({ page, request }) => {
    const total = await listTotal(request, {});
    const pages = Math.ceil(total / 9);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await productCount(page, total);
    await expect(page.getByTestId('product-card')).toHaveCount(9);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: `Page ${pages}`, exact: true })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const firstTitle = await page.getByTestId('product-card').first().getByRole('heading').textContent();
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(firstTitle!);

    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
  });

  test('size, colour, brand, sub category and tag filters toggle, live in the URL, and Clear All resets', {
    tag: '@widths',
  }, async ({ page, request }) => {
    const tree = await attributeTree(request);
    const size = tree.attribute.find((a) => a.value.every((v) => !v.color))!.value[0]!;
    const colour = tree.attribute.find((a) => a.value.some((v) => v.color))!.value[0]!;
    const brand = tree.brands[0]!;
    const sub = tree.subcategories[0]!;
    const tag = tree.tags[0]!;
    await page.goto('/shop');
    await productCount(page, await listTotal(request, {}));

    let filters = await openFilters(page);
    const sizeButton = filters.getByRole('button', { name: size.value, exact: true });
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'false');
    await sizeButton.click();
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('checkbox', { name: colour.value, exact: true }).check();
    await closeFilters(page);
    await productCount(page, await listTotal(request, { atribute: [size.id, colour.id] }));
    await expect(page).toHaveURL(/attr=/);

    filters = await openFilters(page);
    await filters.getByRole('checkbox', { name: brand.var_title, exact: true }).check();
    await closeFilters(page);
    await productCount(
      page,
      await listTotal(request, { atribute: [size.id, colour.id], fk_brand: [brand.int_glcode] }),
    );

    // Choosing a filter again removes it.
    filters = await openFilters(page);
    await filters.getByRole('checkbox', { name: brand.var_title, exact: true }).uncheck();
    await filters.getByRole('button', { name: size.value, exact: true }).click();
    await filters.getByRole('checkbox', { name: colour.value, exact: true }).uncheck();
    await filters.getByRole('checkbox', { name: sub.var_title, exact: true }).check();
    await filters.getByRole('checkbox', { name: tag.var_title, exact: true }).check();
    await closeFilters(page);
    await productCount(
      page,
      await listTotal(request, { fk_subcategory: [sub.var_slug], tag: [String(tag.int_glcode)] }),
    );

    // Reload restores the same filters from the URL.
    await page.reload();
    await productCount(
      page,
      await listTotal(request, { fk_subcategory: [sub.var_slug], tag: [String(tag.int_glcode)] }),
    );

    filters = await openFilters(page);
    await expect(filters.getByRole('checkbox', { name: tag.var_title, exact: true })).toBeChecked();
    await filters.getByRole('button', { name: 'Clear All' }).click();
    await expect(filters.getByRole('button', { name: 'Clear All' })).toBeHidden();
    await expect(filters.getByRole('checkbox', { name: tag.var_title, exact: true })).not.toBeChecked();
    await closeFilters(page);
    await productCount(page, await listTotal(request, {}));
  });

  test('the price slider narrows the range with the keyboard and returns to page 1', { tag: '@widths' }, async ({
    page,
    request,
  }) => {
    await page.goto('/shop?page=2');
    const filters = await openFilters(page);
    const upper = filters.getByRole('slider', { name: 'Maximum price' });
    await expect(upper).toHaveAttribute('aria-valuenow', '100000');
    await upper.focus();
    // PageDown moves a Radix slider thumb by ten steps of 500.
    for (let i = 0; i < 19; i++) await upper.press('PageDown');
    await expect(upper).toHaveAttribute('aria-valuenow', '5000');
    await closeFilters(page);
    await expect(page).toHaveURL(/max=5000/);
    await expect(page).not.toHaveURL(/page=2/);
    await productCount(page, await listTotal(request, { from_price: 0, to_price: 5000 }));
  });

  test('Sort by orders the listing; a filter, a page, a reload and a shared link keep the order', {
    tag: '@widths',
  }, async ({ page, request }) => {
    const brand = (await attributeTree(request)).brands[0]!;
    await page.goto('/shop');
    await expect(sortBy(page)).toHaveValue('');
    await expect(sortBy(page).locator('option:checked')).toHaveText('Relevance');

    await sortBy(page).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(cardTitles(page)).toHaveText(await listTitles(request, { sort: 'price_asc' }));

    const filters = await openFilters(page);
    await filters.getByRole('checkbox', { name: brand.var_title, exact: true }).check();
    await closeFilters(page);
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(cardTitles(page)).toHaveText(
      await listTitles(request, { sort: 'price_asc', fk_brand: [brand.int_glcode] }),
    );

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const secondPage = await listTitles(request, { sort: 'price_asc', fk_brand: [brand.int_glcode], page: 2 });
    await expect(cardTitles(page)).toHaveText(secondPage);

    await page.reload();
    await expect(sortBy(page)).toHaveValue('price_asc');
    await expect(cardTitles(page)).toHaveText(secondPage);
    await expectNoA11yViolations(page);

    // A shared link: the page drawn by the server is already in the link's order.
    await page.goto('/shop?sort=price_desc');
    await expect(sortBy(page)).toHaveValue('price_desc');
    await expect(cardTitles(page)).toHaveText(await listTitles(request, { sort: 'price_desc' }));
  });

  test('a category path narrows the listing and shows its breadcrumb', async ({ page, request }) => {
    const menu = (await (await request.get('api/v1/categories/6/y')).json()) as {
      data: { var_slug: string; var_title: string; sub_categories: { var_slug: string; var_title: string }[] }[];
    };
    const top = menu.data.find((c) => c.sub_categories.length > 0)!;
    const sub = top.sub_categories[0]!;
    await page.goto(`/shop/${top.var_slug}/${sub.var_slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: top.var_title })).toHaveAttribute('href', `/shop/${top.var_slug}`);
    await expect(page.getByRole('heading', { level: 1, name: sub.var_title })).toBeVisible();
    await productCount(page, await listTotal(request, { fk_category: top.var_slug, fk_subcategory: [sub.var_slug] }));
  });

  test('a filter that matches nothing shows a clear empty state', async ({ page }) => {
    await page.goto('/shop?search=%22zzqq-no-such-product%22');
    await expect(page.getByText('Product not found')).toBeVisible();
    await page.goto('/shop?search=%22zzqq-no-such-product%22&tag=%5B1%5D');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).last().click();
    await expect(page).not.toHaveURL(/tag=/);
  });
});

test.describe('product card', () => {
  test('quantity never goes below 1; anonymous heart and cart open the login dialog', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByTestId('product-card').first();
    const stepper = card.getByRole('group', { name: 'Quantity' });
    await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(stepper.locator('output')).toHaveText('2');
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(stepper.locator('output')).toHaveText('1');

    await card.getByTestId('heart').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This feature requierd login. Are you sure you want to login?');
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await card.getByTestId('add-to-cart').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("hovering a card's link loads its product before the click", async ({ page }) => {
    await page.goto('/shop');
    const link = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href'))!;
    const title = (await link.textContent())!;
    const detail = page.waitForRequest(
      (r) => r.method() === 'GET' && r.url().endsWith(`/api/v1${href.replace('/product/', '/products/')}`),
    );
    await link.hover();
    await detail;
    await expect(page).toHaveURL(/\/shop$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('search results', () => {
  test('grid with share menu, Copied for 1.2 s, categories on large screens', { tag: '@widths' }, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const response = await request.post('api/v1/search', { data: { search: 'saree' } });
    const result = (await response.json()) as {
      products: { var_slug: string; var_title: string }[];
      category: { var_title: string; var_slug: string }[];
    };
    await page.goto('/search-product?search=saree');
    expect(result.products.length, 'the seed has sarees').toBeGreaterThan(0);
    expect(result.category.length, 'the sarees belong to a category').toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(result.products.length);
    // The category column is a large-screen layout: the width decides, not the data.
    if (page.viewportSize()!.width >= 1024) {
      const nav = page.getByRole('navigation', { name: 'Categories' }).last();
      await expect(nav.getByRole('link', { name: result.category[0]!.var_title })).toHaveAttribute(
        'href',
        `/shop/${result.category[0]!.var_slug}`,
      );
    }
    const first = result.products[0]!;
    const card = page.getByTestId('product-card').first();
    await card.hover();
    await card.getByRole('button', { name: `Share ${first.var_title}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      /twitter\.com\/intent/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    // From the copy on, the page's time moves only when the test says.
    await page.clock.pauseAt(Date.now() + 1000);
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(card.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/product/${first.var_slug}$`),
    );
    await page.clock.runFor(1199);
    await expect(card.getByText('Copied', { exact: true }), 'still there at 1199 ms').toBeVisible();
    await page.clock.runFor(1);
    await expect(card.getByText('Copied', { exact: true })).toBeHidden();
    await page.clock.resume();
    await expectNoA11yViolations(page);
  });

  test('Sort by orders search results and New Arrivals, kept in the URL through a tab and a reload', async ({
    page,
    request,
  }) => {
    const search = (await (
      await request.post('api/v1/search', { data: { search: 'saree', sort: 'price_asc' } })
    ).json()) as Schemas['SearchResult'];
    await page.goto('/search-product?search=saree');
    await sortBy(page).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(cardTitles(page)).toHaveText(search.products.map((product) => product.var_title));
    await page.reload();
    await expect(sortBy(page)).toHaveValue('price_asc');
    await expect(cardTitles(page)).toHaveText(search.products.map((product) => product.var_title));

    const category = (
      (await (await request.get('api/v1/categories/10/n')).json()) as {
        data: { var_slug: string; var_title: string }[];
      }
    ).data[0]!;
    await page.goto('/product');
    await sortBy(page).selectOption({ label: 'Newest First' });
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(cardTitles(page)).toHaveText(
      await listTitles(request, { fk_category: 'all', limit: 8, sort: 'newest' }),
    );
    await page
      .getByRole('tablist', { name: 'New Arrivals categories' })
      .getByRole('tab', { name: category.var_title })
      .click();
    await expect(page).toHaveURL(new RegExp(`category=${category.var_slug}`));
    const newestOfCategory = await listTitles(request, { fk_category: category.var_slug, limit: 8, sort: 'newest' });
    await expect(cardTitles(page)).toHaveText(newestOfCategory);
    await page.reload();
    await expect(sortBy(page)).toHaveValue('newest');
    await expect(cardTitles(page)).toHaveText(newestOfCategory);
  });

  test("anonymous heart goes to /login; nothing found shows 'Product not found'", async ({ page }) => {
    await page.goto('/search-product?search=saree');
    await page.getByTestId('product-card').first().getByTestId('heart').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/search-product?search=zzqq-nothing');
    await expect(page.getByText('Product not found', { exact: true }).last()).toBeVisible();
  });
});

test.describe('New Arrivals', () => {
  test('breadcrumb, heading, category tabs and pages of 8', async ({ page, request }) => {
    const categories = (
      (await (await request.get('api/v1/categories/10/n')).json()) as {
        data: { var_slug: string; var_title: string }[];
      }
    ).data;
    await page.goto('/product');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home>New Arrivals');
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'New Arrivals categories' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const allTotal = await listTotal(request, { fk_category: 'all', limit: 8 });
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(8, allTotal));

    const category = categories[0]!;
    await tabs.getByRole('tab', { name: category.var_title }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.var_slug}`));
    const total = await listTotal(request, { fk_category: category.var_slug, limit: 8 });
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(8, total));
    await expectNoA11yViolations(page);
  });
});
