/**
 * The mails' wording in the back office (decision 0064), at desktop width with axe at both: the order-placed subject
 * is reworded, previewed on the sample order in a sandboxed frame, saved, and put back to the shop's own words (so
 * the shop's other walks meet its mails as they were). What a saved wording does to the next mail, the 409 and the
 * refusals are the server tests' (tests/server/admin/mail-templates.test.ts).
 */
import { probesBlockedInSandbox, test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';

test.describe("the mails' wording", { tag: '@desktop' }, () => {
  test('rewords the order-placed subject, previews it, saves it and puts it back', async ({ page, consoleErrors }) => {
    // The sandboxed frame is an origin of its own: the admin's CSP (img-src 'self') keeps the shop's logo out of it.
    consoleErrors.allow(/Loading the image .* violates the following Content Security Policy directive/);
    consoleErrors.allow(probesBlockedInSandbox);
    await signedInStaff(page, 'staff');
    await page.goto('admin/mails');
    await page.getByRole('link', { name: 'Mail wording' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail wording' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Your order {order} is placed');

    await subject.fill('{name}, your order {order} is in');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Priya, your order SF1001 is in', { exact: true })).toBeVisible();
    const frame = page.frameLocator('iframe[title="The mail as it would look, with no script run"]');
    await expect(frame.getByText('Thank you for your order SF1001.', { exact: false })).toBeVisible();
    await expect(frame.locator('script')).toHaveCount(0);
    await expectScreenAtBothWidths(page, 'mail-templates');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The Order placed mail is saved; the next one is written with it.',
    );
    await expect(page.getByRole('link', { name: 'Order placed (reworded)' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to the shop’s own words' }).click();
    await expect(page.getByRole('status')).toHaveText('The Order placed mail is back to the shop’s own words.');
    await expect(subject).toHaveValue('Your order {order} is placed');
  });
});
