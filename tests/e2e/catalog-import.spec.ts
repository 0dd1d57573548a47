/**
 * A product an owner imported (decision 0037), as a shopper sees it: the e2e server imports
 * the catalog fixture's kurta at start-up (scripts/e2e-fixtures.ts), its photos made there.
 * Its photo is the WebP of a kept photo at the drawn pictures' widths, its options are the
 * file's, and its Compare At Price is the struck price.
 */
import { IMPORTED_SLUG } from '#scripts/e2e-fixtures';
import { test, expect } from './support/fixtures';
import { widthTags } from './support/tier';

test.describe('an imported product', () => {
  test(`shows its photo, its options and its struck price ${widthTags.both}`, async ({ page }) => {
    await page.goto(`/product/${IMPORTED_SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Block Print Cotton Kurta' })).toBeVisible();

    const photo = page.locator('img[src*="/media/photos/"]').first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('srcset', /\/media\/photos\/[0-9a-f]{32}\.w480\.webp 480w/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/photos\/[0-9a-f]{32}\.w\d+\.webp$/,
    );

    const colour = page.getByTestId('option-Colour');
    await expect(colour.getByRole('button')).toHaveCount(2);
    await expect(colour.getByRole('button', { name: 'Navy' })).toBeVisible();
    await expect(colour.getByRole('button', { name: 'Mustard' })).toBeVisible();
    await expect(page.getByTestId('option-Size').getByRole('button')).toHaveText(['S', 'M', 'L']);

    const price = page.getByTestId('price');
    await expect(price).toContainText('₹1,499');
    await expect(price.locator('s')).toHaveText('₹1,999');
    await expect(price).toContainText('25% off');

    // A mustard one shows its own photo.
    const navyPhoto = await photo.getAttribute('src');
    await colour.getByRole('button', { name: 'Mustard' }).click();
    await page.getByTestId('option-Size').getByRole('button', { name: 'M' }).click();
    await expect(page.getByTestId('stock')).toHaveText(/item\(s\) left in stock!/);
    await expect(page.locator('img[src*="/media/photos/"]').first()).not.toHaveAttribute('src', navyPhoto!);
  });
});
