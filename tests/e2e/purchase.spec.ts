/**
 * A whole purchase in Chromium against the real server: the listing, a product, Add to
 * cart, the cart, Complete Checkout, the address, the payment, Place Order, /thankyou with
 * the order, and the order itself. Three shoppers: by mouse (tapping, at phone width too),
 * from the search results' card, and by keyboard only (Tab, Shift+Tab, Enter, Space, arrows;
 * typing only where focus went by keyboard), from the search box's suggestion; by mouse
 * paying cash and by sandbox card, by keyboard by card, each buying a product of its own. Every
 * screen and dialog met here is checked with axe in its own spec (catalog, product, shell,
 * cart, checkout, thankyou, order-detail); this one checks that they join up.
 */
import type { Locator, Page } from '@playwright/test';
import { productDetail } from './catalog.support';
import { addAddress, checkoutPage, orders } from './checkout.support';
import { signUpFreshUser } from './support/api';
import { test, expect } from './support/fixtures';
import { arrowTo, tabTo } from './support/keyboard';
import { signInWithToken } from './support/login';
import { orderScreen } from './support/orders';
import { ownProduct } from './support/testDoors';
import { expectOrderShown, thankYouPage } from './support/thankYou';

// Every other spec runs with reduced motion (playwright.config.ts): these walks keep the shop's animations.
test.use({ reducedMotion: 'no-preference' });

/** How the shopper works the page: pressing a control, choosing a radio, typing in a field. */
interface Hands {
  press(target: Locator): Promise<void>;
  choose(target: Locator, group: Locator): Promise<void>;
  type(target: Locator, text: string): Promise<void>;
}

const mouse = (page: Page): Hands => ({
  press: (target) => target.click(),
  choose: (target) => target.check(),
  type: async (target, text) => {
    await target.click();
    await page.keyboard.type(text);
  },
});

const keyboard = (page: Page): Hands => ({
  async press(target) {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  },
  async choose(target, group) {
    // Tab stops once in a radio group, on its checked radio (or the first); Space checks it, arrows choose another.
    await tabTo(page, group);
    await page.keyboard.press('Space');
    await arrowTo(page, target);
  },
  async type(target, text) {
    await tabTo(page, target);
    await page.keyboard.type(text);
  },
});

// By keyboard, the card run alone: choosing cash by arrow keys is a step of choosing the
// card (the group is entered on its checked radio), and every other step is the same.
const runs = [
  { hands: 'mouse', pay: 'cash' },
  { hands: 'mouse', pay: 'card' },
  { hands: 'keyboard', pay: 'card' },
] as const;

for (const run of runs) {
  // A phone's shopper taps: the mouse runs take the phone's layout too. A keyboard is a
  // desktop's (at phone width the header search it starts from sits behind its toggle).
  const widths = { tag: run.hands === 'mouse' ? '@widths' : '@desktop' };
  test(
    `a whole purchase by ${run.hands}, paying ${run.pay === 'cash' ? 'cash on delivery' : 'by sandbox card'}`,
    widths,
    async ({ page, request }) => {
      // Some three hundred presses of Tab, each a round trip to the browser.
      if (run.hands === 'keyboard') test.slow();
      const hands = run.hands === 'mouse' ? mouse(page) : keyboard(page);
      const own = await ownProduct(request, { stock: 5 });
      const product = await productDetail(request, own.slug);
      const variant = product.variants.find((v) => v.variant_id === own.variant_id)!;
      const token = await signUpFreshUser(request);
      await addAddress(request, token);
      // The clock runs as ever; it is installed so the redirect to /thankyou can be skipped, not waited for.
      await page.clock.install();
      if (run.hands === 'mouse') {
        // The listing: the search results for the product's name, and its card.
        await signInWithToken(page, token, `/shop/?search=${encodeURIComponent(product.var_title)}`);
        await hands.press(page.getByTestId('product-card').getByRole('link', { name: product.var_title, exact: true }));
      } else {
        // The header's search: the name typed, its suggestion chosen with the arrow keys (the
        // listing's filters would be a hundred Tabs from its cards; the mouse runs take the listing).
        await signInWithToken(page, token, '/');
        const search = page.getByRole('combobox', { name: 'Search products' });
        await hands.type(search, product.var_title);
        await expect(page.getByRole('option', { name: product.var_title })).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('option', { name: product.var_title })).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Enter');
      }

      // The product: its options, then Add to cart.
      await expect(page).toHaveURL(new RegExp(`/product/${product.var_slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: product.var_title })).toBeVisible();
      for (const option of product.prod_options) {
        const value = option.attrs_v.find((v) => variant.option_ids.includes(v.int_glcode))!;
        const button = page
          .getByTestId(`option-${option.var_attribute}`)
          .getByRole('button', { name: value.var_title, exact: true });
        await hands.press(button);
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
      await hands.press(page.getByRole('button', { name: 'Add to cart', exact: true }));
      await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText(
        'Product added to cart successfully',
      );

      // The cart panel, then the cart page.
      await hands.press(page.getByRole('button', { name: /^Cart/ }));
      const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(panel.getByRole('link', { name: product.var_title })).toBeVisible();
      await hands.press(panel.getByRole('link', { name: 'Cart', exact: true }));
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await hands.press(page.getByRole('link', { name: 'Complete Checkout' }));

      // Checkout: the address, the payment, Place Order.
      await expect(page).toHaveURL(/\/checkout$/);
      const ui = checkoutPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await hands.choose(ui.addressChoice, page.getByRole('radio', { name: /Palm Court/ }));
      await expect(ui.addressChoice).toBeChecked();
      const modes = page.getByRole('radio', { name: /Cash on delivery|Pay online by card/ });
      await hands.choose(run.pay === 'cash' ? ui.cash : ui.online, modes);
      await expect(run.pay === 'cash' ? ui.cash : ui.online).toBeChecked();
      await hands.press(ui.placeOrder);

      if (run.pay === 'card') {
        const card = page.getByRole('dialog', { name: 'Pay by card' });
        await expect(card).toBeVisible();
        await expect(card.getByLabel('Card number'), 'the form takes focus').toBeFocused();
        await hands.type(card.getByLabel('Card number'), '4111 1111 1111 1111');
        await hands.type(card.getByLabel('Expiry (MM/YY)'), '12/39');
        await hands.type(card.getByLabel('CVC'), '123');
        await hands.press(card.getByRole('button', { name: /^Pay / }));
        await expect(card).toBeHidden();
      }

      const placed = ui.notice.filter({ hasText: 'Order placed' });
      await expect(placed).toBeFocused();

      // The thank-you page shows the order (the redirect's 2 s are checked in checkout.spec.ts); View this order opens it.
      await page.clock.fastForward(2000);
      await expect(page).toHaveURL(/\/thankyou$/);
      const [order] = await orders(request, token);
      expect(order!.var_payment_mode).toBe(run.pay === 'cash' ? 'C' : 'O');
      expect(order!.fk_product_arr.map((line) => [line.int_glcode, line.variants.int_glCode, line.var_unit])).toEqual([
        [product.int_glcode, variant.variant_id, 1],
      ]);
      await expectOrderShown(page, order!);
      await hands.press(thankYouPage(page).viewOrder);
      await expect(page).toHaveURL(new RegExp(`/orderdetail/${order!.int_glcode}$`));
      const detail = orderScreen(page);
      await expect(detail.heading).toContainText(order!.order_id);
      await expect(detail.lines).toHaveCount(1);
      await expect(detail.lines.first()).toContainText(product.var_title);
      await expect(detail.currentStep).toHaveText(/Received$/);
    },
  );
}
