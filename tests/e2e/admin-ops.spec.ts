/**
 * The back office at work (issue 52), at both widths: a member answers a contact message and marks it dealt with
 * (an answer that fails to send stays in its field, the server's sentence beside it), sets a low variant's stock in
 * place, and opens the dashboard with its month drawn; axe finds nothing on each screen. A session that ends while a
 * screen is open leads to the sign-in.
 */
import { randomUUID } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';
import { ownProduct } from './support/testDoors';

test.describe('the back office at work', { tag: '@desktop' }, () => {
  test('answers the inbox, sets a low stock and reads the dashboard', async ({ page, request, consoleErrors }) => {
    // Her session gone (401), a stock below 0 (400), too many reads (429): refusals the test makes on purpose.
    consoleErrors.allow(/status of (400|401|429)/);
    await signedInStaff(page, 'staff');
    const email = `writer-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await request.post('api/v1/contact', {
      data: { var_name: 'Meera', var_email: email, var_message: 'Is the red saree back?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    // The inbox, refused once (too many reads), then, tried again, her message among the open ones.
    await page.route(
      '**/api/v1/admin/inbox?*',
      (route) => route.fulfill({ status: 429, json: { message: 'Too many requests, please try again later' } }),
      { times: 1 },
    );
    await page.goto('admin/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Too many requests, please try again later');
    await page.getByRole('button', { name: 'Try again' }).click();
    const link = page.getByRole('link', { name: `Meera · ${email}` });
    await expect(link).toBeVisible();
    await expectScreenAtBothWidths(page);
    await link.click();
    await expect(page.getByText('Is the red saree back?')).toBeVisible();

    // Marked dealt with, then answered.
    await page.getByRole('button', { name: 'Mark dealt with' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The message is marked dealt with.' })).toBeVisible();
    const answer = page.getByLabel('Your answer');
    await answer.fill('Yes: it is back in every size.');
    // A send that fails (her session is gone) keeps what was typed, with the server's sentence beside the field.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer).toHaveAccessibleDescription(/Please sign in to the back office to continue\.$/);
    await expect(answer).toHaveValue('Yes: it is back in every size.');
    await expectScreenAtBothWidths(page);
    await signedInStaff(page, 'staff');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your answer is on its way to ${email}.` })).toBeVisible();
    await expect(answer).toHaveValue('');
    await expect(page.getByRole('heading', { name: /^Answer mailed/ })).toBeVisible();

    // No longer open; among all, dealt with.
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await expect(page.getByRole('link', { name: 'Open messages' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: `Meera · ${email}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?show=all$/);
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Dealt with');

    // A variant of its own at 1 unit, found by its product's title, set to 12.
    const product = await ownProduct(request, { stock: 1 });
    const title = (
      (await (await request.get(`api/v1/products/${product.slug}`)).json()) as { data: { var_title: string } }
    ).data.var_title;
    await page.goto('admin/stock');
    await expect(page.getByRole('heading', { level: 1, name: 'Low stock' })).toBeVisible();
    await page.getByLabel('SKU or product').fill(title);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/stock\\?q=${encodeURIComponent(title).replace(/%20/g, '\\+')}$`));
    const low = await page.request.get(`api/v1/admin/stock/low?q=${encodeURIComponent(title)}`);
    const row = ((await low.json()) as { data: { variant_id: number; sku: string }[] }).data.find(
      (variant) => variant.variant_id === product.variant_id,
    );
    expect(row, `${title}'s default variant is low`).toBeDefined();
    const units = page.getByLabel(`New stock for ${row!.sku}`);
    await expectScreenAtBothWidths(page);
    await units.fill('-2');
    await units.press('Enter');
    await expect(units).toHaveAccessibleDescription('Stock must be between 0 and 1000000.');
    await units.fill('12');
    await units.press('Enter');
    await expect(page.getByText(`${row!.sku}: stock set from 1 to 12.`)).toBeVisible();
    const shown = await request.get(`api/v1/products/${product.slug}`);
    const variants = ((await shown.json()) as { data: { variants: { variant_id: number; stock: number }[] } }).data
      .variants;
    expect(variants.find((variant) => variant.variant_id === product.variant_id)?.stock).toBe(12);

    // A search typed as one long word, found nothing often enough to top the list: it must not widen the page.
    const longWord = `zq${randomUUID().replaceAll('-', '')}${'x'.repeat(60)}`;
    for (let i = 0; i < 20; i++) await request.post('api/v1/search', { data: { search: longWord } });

    // The dashboard: the periods, the month drawn with its figures in words.
    await page.goto('admin/dashboard');
    await expect(page.getByText(`“${longWord}”`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Revenue by day from / })).toBeVisible();
    // By the keyboard: a summary toggles its figures on Enter (a tap's hit test races the page's smooth scroll).
    await page.getByText('The figures by day').press('Enter');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);
    await expectScreenAtBothWidths(page);
    await page.getByRole('link', { name: 'See low stock' }).click();
    await expect(page).toHaveURL(/\/admin\/stock$/);
    // The screen's own read answered first: her session must end after it, not while it is under way.
    await expect(
      page.getByText(/variants?, fewest units first\.$/).or(page.getByText('No variant is that low.')),
    ).toBeVisible();

    // Her session ends while a screen is open: the next read takes her to the sign-in.
    await page.context().clearCookies();
    await page.getByLabel('Units or fewer').fill('2');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
