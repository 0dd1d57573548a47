/**
 * Arranging checkouts on the real server: a fresh shopper with lines in the cart and,
 * unless asked otherwise, a saved address; and the page's parts by role and label.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { putLine, shopperWithLines } from './cart.support';
import { signInWithToken } from './support/login';
import { address, callAs } from './support/shopperApi';

type Product = Schemas['ProductListItem'];

export const addAddress = async (request: APIRequestContext, token: string) =>
  (await callAs<{ data: Schemas['Address'] }>(request, token, 'POST', 'address', address)).data;

/**
 * A fresh shopper with `lines` in the cart and (by default) one saved address, arranged
 * through the API, then signed in on /checkout: one page load.
 */
export async function shopperAtCheckout(page: Page, lines: [Product, number][], { withAddress = true } = {}) {
  const token = await shopperWithLines(page.request, lines);
  const saved = withAddress ? await addAddress(page.request, token) : null;
  await signInWithToken(page, token, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { token, address: saved };
}

export const orders = async (request: APIRequestContext, token: string) =>
  (await callAs<{ data: Schemas['Order'][] }>(request, token, 'GET', 'orders')).data;

export const changeQuantity = (request: APIRequestContext, token: string, product: Product, quantity: number) =>
  putLine(request, token, product, quantity);

/** The checkout page's parts, by role and name. */
export function checkoutPage(page: Page) {
  const section = (name: string) => page.getByRole('button', { name, exact: true });
  return {
    section,
    addressChoice: page.getByRole('radio', { name: /Palm Court/ }),
    cash: page.getByRole('radio', { name: /Cash on delivery/ }),
    online: page.getByRole('radio', { name: /Pay online by card/ }),
    coupon: page.getByLabel('Coupon code'),
    apply: page.getByRole('button', { name: 'Apply' }),
    placeOrder: page.getByRole('button', { name: /Place Order|Placing your order/ }),
    priceDetails: page.getByTestId('price-details'),
    notice: page.getByTestId('checkout-notice'),
    payable: page.getByTestId('price-details').locator('dd').last(),
  };
}

export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The sandbox's card form (a dialog), and filling it with a card that has a future expiry. */
export function cardForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  const number = dialog.getByLabel('Card number');
  const cvc = dialog.getByLabel('CVC');
  return {
    dialog,
    number,
    cvc,
    pay: dialog.getByRole('button', { name: /^Pay / }),
    async fill(card: string) {
      await number.fill(card);
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/39');
      await cvc.fill('123');
    },
  };
}

/** With an address and card payment chosen, Place Order: the provider order step 1 answered, once the card form is open. */
export async function startCardPayment(page: Page): Promise<Schemas['PaymentOrder']> {
  const ui = checkoutPage(page);
  await ui.addressChoice.check();
  await ui.online.check();
  const step1 = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/orders') && response.status() === 200,
  );
  await ui.placeOrder.click();
  const { data } = (await (await step1).json()) as { data: Schemas['PaymentOrder'] };
  await expect(cardForm(page).dialog).toBeVisible();
  return data;
}
