/**
 * The back office's sign-in (issue 52): its own page at /admin/login, clean for axe, that signs a staff member in with
 * the cookie the page's scripts never see, says who she is, and signs her out; on a phone its sections open under
 * Menu. The storefront loads none of its code.
 */
import { expectScreenAtBothWidths, phone } from './support/admin';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { newStaff } from './support/testDoors';

test.describe('the back office', { tag: '@desktop' }, () => {
  test('signs staff in and out at /admin/login, with a cookie no script reads; on a phone, a menu', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Not signed in yet (the app asks who she is), then a wrong password: both answered 401.
    consoleErrors.allow(/status of 401/);
    const member = await newStaff(request, 'staff');
    // The one-time link's page, before any session.
    await page.goto('/admin/set-password#a-link-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await expectScreenAtBothWidths(page);
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
    await expectScreenAtBothWidths(page);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is not right.')).toBeVisible();
    await expectScreenAtBothWidths(page);

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByText(`${member.email} (staff)`)).toBeVisible();
    await expectScreenAtBothWidths(page);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sf_admin');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sf_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/admin' });

    // On a phone the sections wait behind Menu, so the screen starts at the top; Escape or a section closes it.
    const desktop = page.viewportSize()!;
    await page.setViewportSize(phone);
    const menu = page.getByRole('button', { name: 'Menu' });
    const sections = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections).toBeHidden();
    expect((await page.getByRole('heading', { level: 1, name: 'Orders' }).boundingBox())!.y).toBeLessThan(120);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sections.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await sections.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(sections).toBeHidden();
    await page.setViewportSize(desktop);
    await expect(menu).toBeHidden();
    await expect(sections).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === 'sf_admin')).toBeUndefined();
  });

  test('the storefront loads none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('/admin/'))).toEqual([]);
  });
});
