/**
 * axe on every screen at phone width. Each screen's own spec checks its states with axe at
 * desktop width; at phone width the layout changes (stacked columns, the drawer, the filter
 * dialog), so each screen is met once more here, as it first shows. The drawer's and the
 * filter dialog's own states are checked in shell.spec.ts and catalog.spec.ts. A few screens
 * share a test: one page visits them in turn, each loaded afresh, so the app's code is fetched
 * once per group rather than once per screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { shopData } from './support/api';
import { test, expect } from './support/fixtures';
import { signInWithToken } from './support/login';
import { freshOrder } from './support/orders';
import { putLine } from './cart.support';
import { addAddress } from './checkout.support';
import { ownListItem } from './support/testDoors';

/** Each screen (loaded unless the page is on it already) is ready when its main heading shows. */
async function checkScreens(page: Page, screens: Record<string, string>) {
  for (const [screen, path] of Object.entries(screens)) {
    await test.step(screen, async () => {
      const { pathname, search } = new URL(page.url());
      if (`${pathname}${search}` !== path) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
}

const publicScreens: Record<string, (request: APIRequestContext) => Promise<Record<string, string>>> = {
  'home, the listing and a category': async (request) => ({
    home: '/',
    listing: '/shop',
    category: `/shop/${(await shopData.menu(request))[0]!.var_slug}`,
  }),
  'a product and search results': async (request) => ({
    product: `/product/${(await shopData.products(request, { limit: 1, page: 1 }))[0]!.var_slug}`,
    'search results': '/search-product?search=saree',
  }),
  'the account forms and contact us': async () => ({
    login: '/login',
    'sign up': '/signup',
    'forgotten password': '/forgetpassword',
    'contact us': '/contactus',
  }),
  'the content pages': async () => ({
    'about us': '/aboutus',
    terms: '/termsandconditions',
    privacy: '/privacypolicy',
    'thank you': '/thankyou',
    'not found': '/no-such-page',
  }),
};

test.describe('axe at phone width', { tag: '@mobile' }, () => {
  for (const [group, screensOf] of Object.entries(publicScreens)) {
    test(group, async ({ page, request }) => checkScreens(page, await screensOf(request)));
  }

  test.describe('signed in', () => {
    let shopper: { token: string; orderId: number };
    test.beforeAll(async ({ request }) => {
      const { token, id } = await freshOrder(request, { lines: 1, status: 'A' });
      await putLine(request, token, await ownListItem(request), 1);
      await addAddress(request, token);
      shopper = { token, orderId: id };
    });

    test('cart, checkout and wishlist', async ({ page }) => {
      await signInWithToken(page, shopper.token, '/cart');
      await checkScreens(page, { cart: '/cart', checkout: '/checkout', wishlist: '/wishlist' });
    });

    test('my account, its tabs, and an order', async ({ page }) => {
      await signInWithToken(page, shopper.token, '/profile');
      await checkScreens(page, {
        'my account': '/profile',
        'my orders': '/profile?tab=orders',
        'my addresses': '/profile?tab=addresses',
        'an order': `/orderdetail/${shopper.orderId}`,
      });
    });
  });
});
