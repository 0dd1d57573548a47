/**
 * Coupons in the back office (issue 54), at both widths: the owner makes a coupon for one use through the form (a
 * code the shop has refused beside it, what was typed kept); two shoppers order with it at once: one order gets it,
 * the other is told it is used up; the coupon's page shows it used up with that one order, and it is ended after a
 * question. axe finds nothing on the list or the coupon.
 */
import { randomUUID } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { expectScreenAtBothWidths, signedInStaff } from './support/admin';
import { signUpFreshUser } from './support/api';
import { ownLines } from './support/orders';
import { address, callAs } from './support/shopperApi';

test.describe('coupons in the back office', { tag: '@desktop' }, () => {
  test('a coupon for one use goes to one of two shoppers ordering at once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // A code the shop has (409): a refusal the test makes on purpose.
    consoleErrors.allow(/status of 409/);
    await signedInStaff(page, 'owner');
    await page.goto('admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill('welcome10');
    await form.getByRole('radio', { name: 'An amount (₹)' }).check();
    await form.getByLabel('Amount off (₹)').fill('150');
    await form.getByLabel('Uses in all (empty: no limit)').fill('1');
    await form.getByRole('button', { name: 'Make coupon' }).click();
    await expect(form.getByRole('alert')).toHaveText('The shop already has a coupon with this code: choose another.');
    await expect(form.getByLabel('Amount off (₹)')).toHaveValue('150');
    await expectScreenAtBothWidths(page);

    const code = `LAST${randomUUID().slice(0, 6).toUpperCase()}`;
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Make coupon' }).click();
    await expect(form.getByRole('status')).toHaveText(`${code} is ready; shoppers can use it from its first day.`);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('₹150.00 off');
    await expect(row).toContainText('0 of 1');

    // Two shoppers, each a cart and an address, order with it at once.
    const shoppers = await Promise.all(
      [0, 1].map(async () => {
        const token = await signUpFreshUser(request);
        for (const line of await ownLines(request, 1))
          await callAs(request, token, 'PUT', 'cart', { ...line, var_qty: 1 });
        const saved = await callAs<{ data: { int_glcode: number } }>(request, token, 'POST', 'address', address);
        return { token, addressId: saved.data.int_glcode };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ token, addressId }) =>
        request.post('api/v1/orders', {
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
          data: {
            var_payment_mode: 'C',
            var_payment_id: '',
            shipping_charge: '0',
            var_promocode: code,
            cashback: 0,
            var_adress_id: addressId,
            var_phone: '9876543210',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status() === 400)!;
    expect(await refused.json()).toEqual({ message: 'This coupon has been used up' });
    const placed = (await answers.find((answer) => answer.status() === 201)!.json()) as {
      data: { order_id: string };
    };

    await page.reload();
    await row.getByRole('link', { name: code }).click();
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
    await expect(page.getByText('Used up')).toBeVisible();
    const uses = page.getByRole('region', { name: 'Orders placed with it' }).getByRole('row');
    await expect(uses).toHaveCount(2);
    await expect(uses.nth(1)).toContainText(placed.data.order_id);
    await expect(uses.nth(1)).toContainText('₹150.00');
    await expectScreenAtBothWidths(page);

    await page.getByRole('button', { name: 'End now' }).click();
    const question = page.getByRole('dialog', { name: 'End now' });
    await expect(question).toContainText(`End ${code} now? Shoppers can no longer use it; its uses stay.`);
    await question.getByRole('button', { name: 'End now' }).click();
    await expect(page.getByRole('status')).toHaveText(`${code} has ended; its uses stay on their orders.`);
    await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  });
});
