import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { shopData } from './support/api';
import { texts } from '#rules/texts';

// The three legal and about pages show rich content from the API; /contactus its own sections.
const pages = [
  { path: '/aboutus', title: 'About Us', rich: true },
  { path: '/termsandconditions', title: 'Terms & Conditions', rich: true },
  { path: '/privacypolicy', title: 'Privacy Policy', rich: true },
  { path: '/contactus', title: 'Contact Us', rich: false },
];

// One visit a page, in one test: each page's checks are the same, and a test of its own each cost a reset and a start.
// That a page opened from further down a screen starts at its top is product.spec's (the same router for every route).
test('each static page: title, breadcrumb, rich content shown sanitised, no axe violations', async ({ page }) => {
  for (const { path, title, rich } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    if (rich) {
      const content = page.getByTestId('rich-content');
      await expect(content).not.toBeEmpty();
      await expect(
        content.locator('script, form, input, button, textarea, select, iframe, style, [style], [onclick], [onerror]'),
      ).toHaveCount(0);
    }
    await expectNoA11yViolations(page);
  }
});

test('footer links reach every static page', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await legal.getByRole('link', { name: 'about' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/contactus shows the store details and the form section', async ({ page, request }) => {
  const contact = await shopData.contact(request);
  await page.goto('/contactus');
  const details = page.getByRole('region', { name: 'Store details' });
  await expect(details).toContainText(contact!.address);
  await expect(details.getByRole('link', { name: contact!.mobile })).toHaveAttribute('href', /^tel:/);
  await expect(details.getByRole('link', { name: contact!.email })).toHaveAttribute('href', `mailto:${contact!.email}`);
  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
});

test('a failed load, tried three times, shows the error with a retry that recovers', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 500/);
  consoleErrors.allow(/Something went wrong on our side/); // the router reports the loader's error
  let fail = true;
  let attempts = 0;
  await page.route('**/api/v1/about', (route) => {
    if (!fail) return route.fallback();
    attempts += 1;
    return route.fulfill({ status: 500, json: { message: 'The shop is resting' } });
  });
  await page.clock.install();
  await page.goto('/aboutus');
  // A server failure is tried again after 1 s, then after 2 s more (Query's retries): the clock runs them.
  await expect.poll(() => attempts).toBe(1);
  await page.clock.fastForward(1000);
  await expect.poll(() => attempts).toBe(2);
  await page.clock.fastForward(2000);
  // A 5xx's own text is not for people: the page says to try again.
  await expect(page.getByRole('alert')).toContainText(texts.somethingWentWrong);
  expect(attempts).toBe(3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('rich-content')).not.toBeEmpty();
});
