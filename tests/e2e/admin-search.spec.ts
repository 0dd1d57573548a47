/**
 * Search in the back office (issue 54), at both widths: a search that found nothing is listed; "Treat it as …" gives
 * it a meaning, and the shop's search finds with it at once; forgotten, it finds nothing again. axe finds nothing.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';

const found = async (request: APIRequestContext, text: string) => {
  const answer = await request.post('api/v1/search', { data: { search: text } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { products: unknown[] }).products.length;
};

test.describe('search in the back office', { tag: '@desktop' }, () => {
  test('a search that found nothing is given a meaning, and then finds', async ({ page, request }) => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    expect(await found(request, word)).toBe(0);
    await signedInStaff(page, 'staff');
    await page.goto('admin/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await page.getByRole('button', { name: `Treat “${word}” as…` }).click();
    const means = page.getByRole('textbox', { name: `What “${word}” means` });
    await expect(means).toBeFocused();
    await means.fill('kurta');
    await expectScreenAtBothWidths(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`“${word}” now finds kurta.`);
    expect(await found(request, word)).toBeGreaterThan(0);

    const row = page.getByRole('row').filter({ hasText: word });
    await expect(row).toContainText('kurta');
    await expectScreenAtBothWidths(page);
    await row.getByRole('button', { name: `Forget “${word}”` }).click();
    await expect(row).toHaveCount(0);
    expect(await found(request, word)).toBe(0);
  });
});
