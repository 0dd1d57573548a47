/**
 * Search as a shopper meets it (decision 0036), at both widths: the header's suggestions for
 * a plural and a typo with the matched words in bold, 'Product not found' with categories to
 * go to, and the results of a typo (corrected, with a link to what was typed) and a plural.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { cardTitles, listTotal, productCount } from './catalog.support';

/** The header's search box; at phone width it sits behind the 'Toggle search' button, which this presses. */
async function headerSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Toggle search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

test.describe('search', () => {
  test('suggests for a plural and a typo with the words that matched in bold; nothing offers categories the keyboard reaches', {
    tag: '@widths',
  }, async ({ page, isMobile }) => {
    await page.goto('/aboutus');
    const box = await headerSearch(page, isMobile);

    await box.fill('sarees');
    await expect(suggestions(page).first()).toContainText(/saree/i);
    await expect(suggestions(page).first().locator('strong').first()).toHaveText(/^sarees?$/i);

    await box.fill('sikrt');
    await expect(suggestions(page).first()).toContainText(/skirt/i);
    await expect(suggestions(page).first().locator('strong').first()).toHaveText(/^skirts?$/i);

    await box.fill('zzqxqzz');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toContainText('Product not found');
    const category = (await suggestions(page).first().innerText()).trim();
    expect(category.length).toBeGreaterThan(0);
    await box.press('ArrowDown');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  });

  test('a typo from the header is searched as its correction, headed as typed, counted and said so; a plural finds its own', {
    tag: '@widths',
  }, async ({ page, isMobile, request }) => {
    await page.goto('/aboutus');
    const box = await headerSearch(page, isMobile);
    await box.fill('sraee');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=sraee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "sraee"' })).toBeVisible();
    await productCount(page, await listTotal(request, { search: 'sraee' }));
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(
      'Showing results for saree. Search instead for sraee',
    );
    await expect(cardTitles(page).first()).toContainText('Saree');
    for (const title of await cardTitles(page).allInnerTexts()) expect(title).toMatch(/saree/i);

    await page.getByRole('link', { name: 'sraee', exact: true }).click();
    await expect(page).toHaveURL(/exact=true/);
    await expect(page.getByText('Product not found', { exact: true }).last()).toBeVisible();

    await page.goto('/shop?search=dupattas');
    await expect(cardTitles(page).first()).toContainText('Dupatta');
    await expect(page.getByText('Showing results for')).toHaveCount(0);

    await page.goto('/search-product?search=dresss');
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText(
      'Showing results for dress',
    );
    await expect(cardTitles(page).first()).toContainText('Dress');
  });
});
