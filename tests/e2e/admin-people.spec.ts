/**
 * The back office's customers and mails (issue 54), at both widths. The owner finds a shopper by her phone, reads her
 * page, and erases her data: a wrong email is refused and stays typed, the right one erases her, and she can no longer
 * sign in. A member of staff finds a failed mail among the failed ones with its error in words, reads it (its HTML
 * drawn with no script run), sends it again, and watches it leave through the test's mail server. Axe finds nothing.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';
import { expect, test, probesBlockedInSandbox } from './support/fixtures';
import { mailsTo, nthMailTo } from './support/mail';
import { failedMail } from './support/testDoors';

test.describe('customers and mails', { tag: '@desktop' }, () => {
  test('finds a customer, reads her page and erases her data on her request', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // A wrong email typed to confirm (400), her sign-in refused after (401), the list refused once (429): on purpose.
    consoleErrors.allow(/status of (400|401|429)/);
    const her = {
      var_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
      var_password: 'Kurta#2026',
      var_mobile_no: `7${String(randomInt(0, 1e9)).padStart(9, '0')}`,
      var_name: 'Asha',
      last_name: 'Menon',
    };
    const signedUp = await request.post('api/v1/user', { data: her });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    await signedInStaff(page, 'owner');

    // The list, refused once (too many reads), then, tried again, shown.
    await page.route(
      /\/api\/v1\/admin\/customers(\?.*)?$/,
      (route) => route.fulfill({ status: 429, json: { message: 'Too many requests, please try again later' } }),
      { times: 1 },
    );
    await page.goto('admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Too many requests, please try again later');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: /customers?, newest first/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by email, name or phone' }).fill(her.var_mobile_no);
    await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=.*${her.var_mobile_no}`));
    const row = page.getByRole('row').filter({ hasText: her.var_email });
    await expect(row).toContainText('Asha Menon');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectScreenAtBothWidths(page, 'customers');
    await row.getByRole('link', { name: 'Asha Menon' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Asha Menon' })).toBeVisible();
    await expect(page.getByText('No order yet.')).toBeVisible();
    const confirm = page.getByLabel(`Type her email to confirm (${her.var_email})`);
    await confirm.fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await expect(confirm).toHaveAccessibleDescription(/That is not her email: type it exactly as shown above\.$/);
    await expect(confirm).toHaveValue('someone-else@example.com');
    await expectScreenAtBothWidths(page, 'customer');
    await confirm.fill(her.var_email);
    await page.getByRole('button', { name: 'Erase for good' }).click();
    const said = page.getByRole('status').filter({ hasText: 'Her personal data is erased.' });
    await expect(said).toBeFocused();
    await expect(page.getByText(/^Her personal data was erased on /)).toBeVisible();
    await expect(page.getByText(her.var_email)).toHaveCount(0);
    await expectScreenAtBothWidths(page);
    const login = await request.post('api/v1/login', {
      data: { var_email: her.var_email, var_password: her.var_password },
    });
    expect(login.status()).toBe(401);
  });

  test('sends a failed mail again, and it leaves through the mail server', async ({ page, request, consoleErrors }) => {
    // The mail's own script, refused by the frame's sandbox: the proof that it did not run.
    consoleErrors.allow(probesBlockedInSandbox);
    const mail = await failedMail(request);
    await signedInStaff(page, 'staff');
    await page.goto('admin/mails');
    await expect(page.getByRole('heading', { level: 1, name: 'Mails' })).toBeVisible();
    // Staff have the mails; shoppers' personal data stays with the owner.
    const sections = page.getByRole('navigation', { name: 'Back office' });
    await expect(sections.getByRole('link', { name: 'Mails' })).toHaveAttribute('aria-current', 'page');
    await expect(sections.getByRole('link', { name: 'Customers' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Failed, trying again' }).click();
    await expect(page).toHaveURL(/\/admin\/mails\?state=failed$/);
    const row = page.getByRole('row').filter({ hasText: mail.to });
    await expect(row).toContainText('The mail server did not answer in time.');
    await expectScreenAtBothWidths(page, 'mails');
    await row.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 2, name: `Your message to the shop ${mail.to}` })).toBeVisible();
    await expect(page.getByText('Yes: the red saree is back in every size.')).toBeVisible();
    const drawn = page.frameLocator('iframe[title="The mail as it looks, with no script run"]');
    await expect(drawn.getByText('every size')).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', 'allow-same-origin');
    // Its script would have given the frame a title.
    expect(await drawn.locator('title').count()).toBe(0);
    await expectScreenAtBothWidths(page, 'mail');
    expect(await mailsTo(request, mail.to)).toEqual([]);

    // By the keyboard; focus then moves to what was done, beside the way to the copy.
    await page.getByRole('button', { name: 'Send again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^A new copy, mail #\d+, is queued/ })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(/^A new copy, mail #\d+, is queued/);
    const received = await nthMailTo(request, mail.to, 1);
    expect(received.subject).toBe(`Your message to the shop ${mail.to}`);
    expect(received.text).toContain('Yes: the red saree is back in every size.');
    await page.getByRole('link', { name: /^Mail #\d+$/ }).click();
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  });
});
