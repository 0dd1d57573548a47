import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';

/** Catalog data read through the real API, so assertions follow the seeded shop. */
export async function listTotal(
  request: APIRequestContext,
  filter: Partial<Schemas['ProductFilter']>,
): Promise<number> {
  const response = await request.post('api/v1/products', { data: { limit: 9, page: 1, ...filter } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** The titles of a page of products, as the API orders them. */
export async function listTitles(
  request: APIRequestContext,
  filter: Partial<Schemas['ProductFilter']>,
): Promise<string[]> {
  const response = await request.post('api/v1/products', { data: { limit: 9, page: 1, ...filter } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Schemas['ProductListItem'][] }).data.map((item) => item.var_title);
}

/** The cards' titles, in the order shown. */
export const cardTitles = (page: Page) => page.getByTestId('product-card').getByRole('heading');

/** The "Sort by" select of a product list. */
export const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

export async function attributeTree(request: APIRequestContext, category = 'all'): Promise<Schemas['AttributeTree']> {
  const response = await request.get(`api/v1/attribute-tree/${category}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Schemas['AttributeTree'];
}

export async function productDetail(request: APIRequestContext, slug: string): Promise<Schemas['ProductDetail']> {
  const response = await request.get(`api/v1/products/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Schemas['ProductDetail'] }).data;
}

/** The first seeded product whose detail satisfies `wanted`. */
export async function findProduct(
  request: APIRequestContext,
  wanted: (product: Schemas['ProductDetail']) => boolean,
): Promise<Schemas['ProductDetail']> {
  for (let page = 1; page <= 5; page++) {
    const response = await request.post('api/v1/products', { data: { limit: 60, page } });
    const { data } = (await response.json()) as { data: Schemas['ProductListItem'][] };
    for (const item of data) {
      const detail = await productDetail(request, item.var_slug);
      if (wanted(detail)) return detail;
    }
  }
  throw new Error('no seeded product fits this test');
}

/** On a product page, clicks the value of every option that `variant` has, in option order. */
export async function chooseVariant(page: Page, product: Schemas['ProductDetail'], variant: Schemas['ProductVariant']) {
  for (const option of product.prod_options) {
    const value = option.attrs_v.find((v) => variant.option_ids.includes(v.int_glcode))!;
    const group = page.getByTestId(`option-${option.var_attribute}`);
    const button = group.getByRole('button', { name: value.var_title, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The filter panel: the sidebar on wide screens, the Filters dialog on small ones. */
export async function openFilters(page: Page) {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the small-screen dialog with its OK button; nothing to do on wide screens. */
export async function closeFilters(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
}

export const productCount = (page: Page, total: number) =>
  expect(page.getByText(`${total} product${total === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
