/**
 * The shop's settings in the back office (issue 54), walked at desktop width: the terms page's text changed and seen
 * in the preview before saving, as the storefront draws it; a link the settings file refuses refused beside its
 * field in the file's words, what was typed kept; saved, the storefront's terms page shows the new text at once, under
 * the settings' favicon.
 * axe finds nothing at 1280 and at 390 px. The page's text is changed, not the name or a banner: other files read
 * those from the shared server while they test.
 */
import { randomUUID } from 'node:crypto';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';
import { expect, test } from './support/fixtures';

test.describe("the shop's settings in the back office", { tag: '@desktop' }, () => {
  test('a new terms page, previewed, saved and shown by the storefront', async ({ page, consoleErrors }) => {
    // A link the settings file refuses (400): a refusal the test makes on purpose.
    consoleErrors.allow(/status of 400/);
    await signedInStaff(page, 'owner');
    await page.goto('admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
    await expectScreenAtBothWidths(page);

    const heading = `Terms of ${randomUUID().slice(0, 8)}`;
    // Typed as HTML, with what the shop's rules take out.
    await page.getByRole('button', { name: 'Edit the HTML of Terms and conditions' }).click();
    const terms = page.getByRole('textbox', { name: 'Terms and conditions (HTML)' });
    await terms.fill(`<h2>${heading}</h2><p onclick="steal()">Be kind.</p><script>steal()</script>`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: /^Preview: / });
    await preview.getByRole('combobox', { name: 'Page to preview' }).selectOption({ label: 'Terms & Conditions' });
    await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
    await expect(preview.getByText('Be kind.')).toBeVisible();
    await expect(preview.locator('script, [onclick]')).toHaveCount(0);
    await expectScreenAtBothWidths(page, 'settings');

    const instagram = page.getByRole('textbox', { name: 'Instagram' });
    const was = await instagram.inputValue();
    await instagram.fill('instagram.com/statefront');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toHaveText('Instagram is not an http(s) address.');
    await expect(instagram).toHaveAccessibleDescription('is not an http(s) address');
    await expect(terms).toHaveValue(new RegExp(heading));

    await instagram.fill(was);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toHaveText('The shop’s settings are saved; the storefront shows them now.');
    const shop = await page.context().newPage();
    await shop.goto('termsandconditions');
    await expect(shop.getByTestId('rich-content').getByRole('heading', { name: heading })).toBeVisible();
    // The tab's icon is the settings' favicon, not the build's.
    const details = (await (await shop.request.get('api/v1/company-details')).json()) as {
      data: { fav_icon: string }[];
    };
    await expect(shop.locator('link[rel="icon"]')).toHaveAttribute('href', details.data[0]!.fav_icon);
    await shop.close();
  });
});
