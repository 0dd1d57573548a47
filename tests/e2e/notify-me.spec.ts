/**
 * "Notify me when it's back" (decision 0038) at both widths, in Chromium on the real server: a signed-in shopper is
 * told she will be mailed, finds the wait on her profile, and when the operator restocks, the mail reaches the shop's
 * SMTP server with a link to the product and the wait is gone. She can also stop waiting from her profile. What an
 * anonymous shopper meets (the login dialog), and that a sold-out choice offers it in place of Add to cart, are the
 * variant model's paths (model-variant.spec.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signUpFreshUser } from './support/api';
import { signInWithToken } from './support/login';
import { mailsTo } from './support/mail';
import { ownProduct, restock } from './support/testDoors';
import { productDetail } from './catalog.support';

/** The shopper's own email, read through the API with her token. */
async function emailOf(request: APIRequestContext, token: string): Promise<string> {
  const profile = await request.get('api/v1/user', { headers: { Authorization: `Bearer ${token}` } });
  return ((await profile.json()) as { data: { var_email: string } }).data.var_email;
}

test('a signed-in shopper is mailed once when the operator restocks, and her profile lists the wait until then', {
  tag: '@widths',
}, async ({ page, request }) => {
  const token = await signUpFreshUser(request);
  const email = await emailOf(request, token);
  const own = await ownProduct(request, { stock: 0 });
  await signInWithToken(page, token, `/product/${own.slug}`);
  await soldOutPageChoose(page, request, own.slug, own.variant_id);
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByTestId('notify-done')).toHaveText("We will mail you when it's back in stock.");

  await page.goto('/profile');
  const waits = page.getByTestId('stock-wait');
  await expect(waits).toHaveCount(1);
  const title = (await productDetail(request, own.slug)).var_title;
  await expect(waits.getByRole('link', { name: title })).toHaveAttribute('href', `/product/${own.slug}`);

  await restock(request, own.variant_id, 3);
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(request, email);
  expect(mail!.subject).toBe(`${title} is back in stock`);
  expect(mail!.text).toContain(`product/${own.slug}`);
  await page.reload();
  await expect(page.getByText('You are not waiting for any product.')).toBeVisible();
});

test('a shopper stops waiting from her profile', { tag: '@widths' }, async ({ page, request }) => {
  const token = await signUpFreshUser(request);
  const own = await ownProduct(request, { stock: 0 });
  const asked = await request.put(`api/v1/stock-waits/${own.variant_id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await signInWithToken(page, token, '/profile');
  await page
    .getByTestId('stock-wait')
    .getByRole('button', { name: /^Stop waiting for / })
    .click();
  await expect(page.getByText('You will not be mailed about it.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('stock-wait')).toHaveCount(0);
});

/** On the product page: the sold-out default variant chosen. */
async function soldOutPageChoose(page: Page, request: APIRequestContext, slug: string, variantId: number) {
  const detail = await productDetail(request, slug);
  const chosen = detail.variants.find((v) => v.variant_id === variantId)!;
  for (const option of detail.prod_options) {
    const value = option.attrs_v.find((v) => chosen.option_ids.includes(v.int_glcode))!;
    const button = page
      .getByTestId(`option-${option.var_attribute}`)
      .getByRole('button', { name: value.var_title, exact: true });
    await expect(button).toBeVisible();
    // The page starts on the first option's first value: a press there would empty it again.
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}
