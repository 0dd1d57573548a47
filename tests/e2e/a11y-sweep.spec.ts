/**
 * axe on every screen at phone width. Each screen's own spec checks its states with axe at
 * desktop width; at phone width the layout changes (stacked columns, the drawer, the filter
 * dialog), so each screen is met once more here, as it first shows. The drawer's and the
 * filter dialog's own states are checked in shell.spec.ts and catalog.spec.ts.
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

/** Each screen is ready when its main heading shows. */
async function checkScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
}

const publicScreens: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  listing: async () => '/shop',
  category: async (request) => `/shop/${(await shopData.menu(request))[0]!.var_slug}`,
  product: async (request) => `/product/${(await shopData.products(request, { limit: 1, page: 1 }))[0]!.var_slug}`,
  'search results': async () => '/search-product?search=saree',
  login: async () => '/login',
  'sign up': async () => '/signup',
  'forgotten password': async () => '/forgetpassword',
  'contact us': async () => '/contactus',
  'about us': async () => '/aboutus',
  terms: async () => '/termsandconditions',
  privacy: async () => '/privacypolicy',
  'thank you': async () => '/thankyou',
  'not found': async () => '/no-such-page',
};

test.describe('axe at phone width', { tag: '@mobile' }, () => {
  for (const [screen, pathOf] of Object.entries(publicScreens)) {
    test(screen, async ({ page, request }) => checkScreen(page, await pathOf(request)));
  }

  test.describe('signed in', () => {
    let shopper: { token: string; orderId: number };
    test.beforeAll(async ({ request }) => {
      const { token, id } = await freshOrder(request, { lines: 1, status: 'A' });
      await putLine(request, token, await ownListItem(request), 1);
      await addAddress(request, token);
      shopper = { token, orderId: id };
    });

    for (const [screen, path] of Object.entries({
      cart: '/cart',
      checkout: '/checkout',
      wishlist: '/wishlist',
      'my account': '/profile',
      'my orders': '/profile?tab=orders',
      'my addresses': '/profile?tab=addresses',
    })) {
      test(screen, async ({ page }) => {
        await signInWithToken(page, shopper.token);
        await checkScreen(page, path);
      });
    }
    test('an order', async ({ page }) => {
      await signInWithToken(page, shopper.token);
      await checkScreen(page, `/orderdetail/${shopper.orderId}`);
    });
  });
});
