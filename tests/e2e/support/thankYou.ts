/** The thank-you page (/thankyou) by what a person sees, and what it should show of an order. */
import { expect, type Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';

export function thankYouPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    plain: page.getByText('We have received your order and will let you know when it ships.', { exact: true }),
    placed: page.getByText(/^Your order SF-\d+ is placed\./),
    items: page.getByRole('region', { name: 'What you ordered' }),
    payment: page.getByRole('region', { name: 'Payment' }),
    delivery: page.getByRole('region', { name: 'When it arrives' }),
    home: page.getByRole('link', { name: 'Continue shopping' }),
    viewOrder: page.getByRole('link', { name: 'View this order' }),
  };
}

const paymentModes = { C: 'Cash on delivery', O: 'Paid online' } as const;

/** The page shows `order`: its number, every line with its quantity, how it is paid, and product §1's delivery texts. */
export async function expectOrderShown(page: Page, order: Schemas['Order']) {
  const screen = thankYouPage(page);
  await expect(screen.heading).toBeVisible();
  await expect(page.getByText(`Your order ${order.order_id} is placed.`, { exact: false })).toBeVisible();
  await expect(screen.items.getByRole('listitem')).toHaveCount(order.fk_product_arr.length);
  for (const line of order.fk_product_arr) {
    const item = screen.items.getByRole('listitem').filter({ hasText: line.var_title });
    await expect(item.getByRole('link', { name: line.var_title })).toHaveAttribute('href', `/product/${line.var_slug}`);
    await expect(item).toContainText(`${line.var_unit} ×`);
  }
  await expect(screen.payment).toContainText(paymentModes[order.var_payment_mode as 'C' | 'O']);
  for (const text of Object.values(texts.delivery)) await expect(screen.delivery).toContainText(text);
  await expect(screen.viewOrder).toHaveAttribute('href', `/orderdetail/${order.int_glcode}`);
  await expect(screen.home).toHaveAttribute('href', '/');
}
