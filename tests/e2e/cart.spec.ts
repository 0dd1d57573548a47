/**
 * The cart page and side panel (product §2, §4, §5, §8) in Chromium against the real server,
 * with axe in each state: empty, filled, pending, error, short of stock. Every test has its
 * own fresh shopper and its own products, so no cart or stock level is shared.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { ownProducts } from './support/ownProducts';
import { changeVariant } from './support/testDoors';
import { readCart, shopperWithCart, shopperWithLines } from './cart.support';
import { signInWithToken } from './support/login';
import { texts } from '#rules/texts';

const lines = (page: Page) => page.getByTestId('cart-line');
// Own products' titles differ only in their number (No. 1, No. 12): match the link's whole name.
const line = (page: Page, title: string) =>
  lines(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const checkoutLink = (page: Page) => page.getByRole('link', { name: 'Complete Checkout' });
const price = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
/** How long a line waits for more clicks before it sends its quantity (the cart machine's `settle`). */
const settle = 400;

/** Holds the page's cart PUTs until the test lets them through or fails them. */
async function holdCartPuts(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/v1/cart', (route) =>
    route.request().method() === 'PUT' ? void held.push(route) : route.continue(),
  );
  return {
    held,
    next: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      return held.shift()!;
    },
  };
}

test.describe('cart page', () => {
  test('filled: product links with attributes, quantity, price, total, server totals and Complete Checkout', async ({
    page,
    request,
  }) => {
    const [first, second] = await ownProducts(request, 2);
    const token = await shopperWithCart(page, [
      [first!, 2],
      [second!, 1],
    ]);
    const cart = await readCart(request, token);
    await expect(lines(page)).toHaveCount(2);
    for (const serverLine of cart.data) {
      const row = line(page, serverLine.var_title);
      await expect(row.getByRole('link', { name: serverLine.var_title, exact: true })).toHaveAttribute(
        'href',
        `/product/${serverLine.var_slug}`,
      );
      for (const attribute of serverLine.Variant_details.attributes.attributes) {
        await expect(row).toContainText(`${attribute.var_title}: ${attribute.value.var_title}`);
      }
      await expect(row.getByRole('group', { name: `Quantity of ${serverLine.var_title}` })).toContainText(
        String(serverLine.cartItem),
      );
      expect(price(await row.getByTestId('line-total').textContent())).toBeCloseTo(
        serverLine.selling_price * serverLine.cartItem,
        2,
      );
    }
    const totals = page.getByTestId('cart-totals');
    await expect(totals).toContainText('Sub Total');
    await expect(totals).toContainText('GST');
    expect(price(await totals.locator('dd').last().textContent())).toBeCloseTo(cart.gross_total, 2);
    await expect(checkoutLink(page)).toHaveAttribute('href', '/checkout');
    await expectNoA11yViolations(page);
    await checkoutLink(page).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('rapid clicks on one line are one request with the final quantity; checkout waits meanwhile', async ({
    page,
    request,
  }) => {
    const [product] = await ownProducts(request, 1, { stock: 5 });
    await page.clock.install();
    const token = await shopperWithCart(page, [[product!, 1]]);
    const puts = await holdCartPuts(page);
    const row = line(page, product!.var_title);
    await expect(row).toBeVisible();
    // The page's time stands still while clicking, however slow the machine: the burst stays one burst.
    await page.clock.pauseAt(Date.now() + 1000);
    const plus = row.getByRole('button', { name: 'Increase quantity' });
    await plus.click();
    await plus.click();
    await plus.click();
    // The line shows the new quantity and total at once; checkout waits.
    await expect(row.getByRole('group')).toContainText('4');
    expect(price(await row.getByTestId('line-total').textContent())).toBeCloseTo(
      product!.default_variant.selling_price * 4,
      2,
    );
    await expect(checkoutLink(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Checkout opens once your changes are saved.')).toBeVisible();
    await page.clock.runFor(settle - 1);
    expect(puts.held, 'nothing sent while settling').toHaveLength(0);
    await page.clock.runFor(1);
    const put = await puts.next();
    expect(put.request().postDataJSON()).toMatchObject({ fk_product: product!.int_glcode, var_qty: 4 });
    // Time flows again (axe needs its timers); the request is still held, so the cart is still pending.
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await put.continue();
    await expect(checkoutLink(page)).toHaveAttribute('href', '/checkout');
    expect(puts.held, 'no second request').toHaveLength(0);
    expect((await readCart(request, token)).data[0]!.cartItem).toBe(4);
  });

  // A click while a change is on its way, sent after it and never overwritten by the older answer: the cart model's
  // replays (model-cart.spec.ts), in the path that changes a line again while it saves, then answers the save.
  test('a failed change rolls the line back to the server quantity and says why', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 503/);
    const [product] = await ownProducts(request, 1);
    await page.clock.install();
    await shopperWithCart(page, [[product!, 2]]);
    const puts = await holdCartPuts(page);
    const row = line(page, product!.var_title);
    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(row.getByRole('group')).toContainText('3');
    await page.clock.fastForward(settle);
    await (await puts.next()).fulfill({ status: 503, json: { message: 'Service unavailable' } });
    // A 5xx's own text is not for people: the line says to try again.
    await expect(row.getByRole('alert')).toHaveText(`Not changed: ${texts.somethingWentWrong}`);
    await expect(row.getByRole('group')).toContainText('2');
    await expectNoA11yViolations(page);
  });

  test('minus down to 0 removes the line on the server', async ({ page, request }) => {
    const [first, second] = await ownProducts(request, 2);
    await page.clock.install();
    const token = await shopperWithCart(page, [
      [first!, 1],
      [second!, 1],
    ]);
    await line(page, first!.var_title).getByRole('button', { name: 'Decrease quantity' }).click();
    await page.clock.fastForward(settle);
    await expect(line(page, first!.var_title)).toHaveCount(0);
    await expect(lines(page)).toHaveCount(1);
    expect((await readCart(request, token)).data.map((l) => l.fk_product)).toEqual([second!.int_glcode]);
  });

  test('the remove icon removes the line and the cart reloads; the last one leaves the empty state', async ({
    page,
    request,
  }) => {
    const [product] = await ownProducts(request, 1);
    const token = await shopperWithCart(page, [[product!, 1]]);
    await page.getByRole('button', { name: `Remove ${product!.var_title} from cart` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect((await readCart(request, token)).data).toEqual([]);
  });

  test('a line whose stock fell below its quantity says so and blocks checkout until fixed', async ({
    page,
    request,
  }) => {
    const [product] = await ownProducts(request, 1, { stock: 3 });
    await page.clock.install();
    const token = await shopperWithLines(request, [[product!, 2]]);
    await changeVariant(request, product!.default_variant.int_glcode, { stock: 1 });
    await signInWithToken(page, token, '/cart');
    const row = line(page, product!.var_title);
    await expect(row).toContainText('Only 1 item(s) left in stock!');
    await expect(checkoutLink(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Change or remove the marked items to check out.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expectNoA11yViolations(page);
    await row.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(row).not.toContainText('left in stock');
    await page.clock.fastForward(settle);
    await expect(checkoutLink(page)).toHaveAttribute('href', '/checkout');
  });
});

test.describe('cart side panel', () => {
  test(
    'badge counts the lines; opening the panel reloads the cart, lists and links the lines ' +
      "with 'Cart' and 'Checkout', and shows changes from the cart page",
    async ({ page, request }) => {
      const [first, second] = await ownProducts(request, 2);
      const token = await shopperWithCart(page, [[first!, 1]], '/');
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      // Another device adds a line: opening the panel reloads the cart and shows it.
      await page.request.fetch('api/v1/cart', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}` },
        data: { fk_product: second!.int_glcode, var_qty: 1, fk_variant: second!.default_variant.int_glcode },
      });
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(panel.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      for (const p of [first!, second!]) {
        await expect(panel.getByRole('link', { name: p.var_title, exact: true })).toHaveAttribute(
          'href',
          `/product/${p.var_slug}`,
        );
      }
      await expect(panel.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
      await expect(panel.getByRole('link', { name: 'Checkout', exact: true })).toHaveAttribute('href', '/checkout');
      await expectNoA11yViolations(page);
      await panel.getByRole('link', { name: 'Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
      await expect(panel).toBeHidden();

      await page.getByRole('button', { name: `Remove ${second!.var_title} from cart` }).click();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toHaveCount(0);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(panel.getByRole('link', { name: first!.var_title, exact: true })).toHaveAttribute(
        'href',
        `/product/${first!.var_slug}`,
      );
      await panel.getByRole('link', { name: 'Checkout', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(panel).toBeHidden();
    },
  );

  test(
    "empty: no badge, 'Your cart is empty' and no buttons, closing returns focus to the cart " +
      'button; the cart page says so too, with a way back to the shop',
    async ({ page }) => {
      await shopperWithCart(page, [], '/');
      const cart = page.getByRole('button', { name: 'Cart', exact: true });
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);
      await cart.click();
      const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(panel.getByText('Your cart is empty')).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Cart', exact: true })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Checkout', exact: true })).toHaveCount(0);
      await expectNoA11yViolations(page);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await expect(cart).toBeFocused();

      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
      await expect(checkoutLink(page)).toHaveCount(0);
      await expectNoA11yViolations(page);
    },
  );
});
