import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { shopData, signUpFreshUser } from './support/api';
import { signInWithToken } from './support/login';

/** The header's search box; at phone width it sits behind the 'Toggle search' button, which this presses. */
async function headerSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Toggle search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

// The layout's tests load a light page that has it: home's carousel and banners are home.spec's,
// and loading them for each header or footer check cost Chromium far more than the check itself.
const layoutPage = '/aboutus';

test.describe('header', () => {
  test('shows the site name and the search box; at phone width the search opens from its toggle', {
    tag: '@widths',
  }, async ({ page, request, isMobile }) => {
    const site = await shopData.siteSettings(request);
    await page.goto(layoutPage);
    await expect(page.getByRole('banner').getByRole('link', { name: site.site_name })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle search' });
    const box = page.getByRole('combobox', { name: 'Search products' });
    if (isMobile) {
      await expect(box).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toBeFocused();
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(box).toHaveAttribute('placeholder', 'search');
    await expectNoA11yViolations(page);
  });

  test('search suggests products as you type, says when none, and keyboard picks one', async ({
    page,
    request,
    isMobile,
  }) => {
    const [product] = await shopData.products(request, { limit: 1, page: 1 });
    expect(product).toBeDefined();
    const word = product!.var_title.split(' ')[0]!;

    await page.goto(layoutPage);
    const box = await headerSearch(page, isMobile);

    await box.fill('zzqxv-nothing');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toContainText('Product not found');

    await box.fill(word);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(new RegExp(word, 'i'));
    await expectNoA11yViolations(page);

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const chosen = (await options.first().innerText()).trim();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    expect(chosen.length).toBeGreaterThan(0);
  });

  // The hover panel is the desktop header; the mobile project leaves @desktop out.
  test('the category panel lists subcategories with their links', { tag: '@desktop' }, async ({ page, request }) => {
    const menu = await shopData.menu(request);
    const category = menu.find((c) => c.sub_categories.some((s) => s.subsub_categories.length > 0));
    expect(category, 'seed has a category with sub-subcategories').toBeDefined();
    const sub = category!.sub_categories.find((s) => s.subsub_categories.length > 0)!;
    const subsub = sub.subsub_categories[0]!;

    await page.goto(layoutPage);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const top = nav.getByRole('link', { name: category!.var_title, exact: true });
    await top.hover();
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: sub.var_title, exact: true })).toHaveAttribute(
      'href',
      `/shop/${category!.var_slug}/${sub.var_slug}`,
    );
    await expect(nav.getByRole('link', { name: subsub.var_title, exact: true })).toHaveAttribute(
      'href',
      `/shop/${category!.var_slug}/${sub.var_slug}/${subsub.var_slug}`,
    );
    await expectNoA11yViolations(page);

    // Keyboard: focus opens it, Escape closes it and keeps focus on the category.
    await page.mouse.move(0, 600);
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await top.focus();
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await expect(top).toBeFocused();
  });

  // At phone width the header has no Wishlist or Profile icon: those live in the drawer.
  test('anonymous cart, wishlist and profile clicks ask to log in', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto(layoutPage);
    const cart = page.getByRole('button', { name: 'Cart', exact: true });
    await cart.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This feature requierd login. Are you sure you want to login?');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    await expect(cart).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${layoutPage}$`));

    const wishlist = page.getByRole('link', { name: 'Wishlist' });
    const profile = page.getByRole('link', { name: 'Profile' });
    if (isMobile) {
      await expect(wishlist).toBeHidden();
      await expect(profile).toBeHidden();
      await cart.click();
    } else {
      await wishlist.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await profile.click();
      await expect(dialog).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

// The drawer is the mobile navigation; the desktop project leaves @mobile out.
test.describe('mobile drawer', { tag: '@mobile' }, () => {
  test("anonymous: Home, Carts, the shop's categories and Legals, no Account group", async ({ page }) => {
    await page.goto(layoutPage);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Carts' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Shop' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ethnic Wear' })).toHaveAttribute('href', '/shop/ethnic-wear');
    await expect(drawer.getByRole('heading', { name: 'Account' })).toHaveCount(0);
    await expect(drawer.getByRole('heading', { name: 'Legals' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    await expect(drawer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(drawer).toBeHidden();
  });

  test('logged in: the Account group with Wishlist, Profile and Logout', async ({ page, request }) => {
    await signInWithToken(page, await signUpFreshUser(request));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('j_keys'))).toBeNull();
  });
});

test.describe('footer', () => {
  test('shop-by entries, legal links, social block, logo and chat link', async ({ page, request }) => {
    const classifications = await shopData.classifications(request);
    await page.goto(layoutPage);
    const footer = page.getByRole('contentinfo');
    const shopBy = footer.getByRole('navigation', { name: 'Shop by' });
    const firstFour = classifications.slice(0, 4);
    await expect(shopBy.getByRole('link')).toHaveCount(firstFour.length);
    for (const c of firstFour) {
      await expect(shopBy.getByRole('link', { name: c.var_title })).toHaveAttribute('href', `/shop/${c.var_slug}`);
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/aboutus');
    await expect(legal.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactus');
    await expect(legal.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacypolicy');
    await expect(legal.getByRole('link', { name: 'terms & conditions' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
    await expect(footer.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('link', { name: 'Google' }).locator('svg')).toHaveCount(1);

    const logo = footer.locator('img').first();
    await expect(logo).toHaveAttribute('width', '90');
    await expect(logo).toHaveAttribute('height', '30');

    const chat = page.getByRole('link', { name: /Chat with us/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await footer.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);

    await shopBy.getByRole('link', { name: firstFour[0]!.var_title }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${firstFour[0]!.var_slug}$`));
    const recorded = await page.evaluate(() => sessionStorage.getItem('statefront:selected-category'));
    expect(JSON.parse(recorded!)).toEqual({ id: firstFour[0]!.int_glcode, title: firstFour[0]!.var_title });
  });

  test('five columns at desktop width, one at phone width', { tag: '@widths' }, async ({ page, isMobile }) => {
    await page.goto(layoutPage);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const columns = await footer
      .locator('section, nav')
      .first()
      .evaluate((el) => getComputedStyle(el.parentElement!).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(isMobile ? 1 : 5);
  });
});

test.describe('routing', () => {
  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each guarded page without a token goes to /login, replacing the history entry', async ({ page }) => {
    await page.goto('/aboutus');
    for (const path of ['/cart', '/checkout', '/wishlist', '/profile', '/orderdetail/1']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        // Back skips the guarded page: it was replaced by /login.
        await page.goBack();
        await expect(page).toHaveURL(/\/aboutus$/);
      });
    }
  });

  test('guarded pages render for a shopper with a token', async ({ page, request }) => {
    await signInWithToken(page, await signUpFreshUser(request), '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await expect(page.getByText('Test Shopper')).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByText('No item in the wishlist')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
