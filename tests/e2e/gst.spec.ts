/**
 * GST as the law asks (issue 53, decision 0052), in Chromium against the real server: a ₹12,999 lehenga (HSN 6204,
 * above ₹2,500 a piece: 18%) bought at checkout by a shopper in Karnataka from the shop in Rajasthan is charged IGST,
 * and the order page, its tax invoice and, once it comes back, its credit note all say so. The PDFs are kept beside
 * the test's results, to be looked at.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { texts } from '#rules/texts';
import { pdfText } from '#tests/server/invoices/pdf-text';
import { checkoutPage, orders, shopperAtCheckout } from './checkout.support';
import { expectNoA11yViolations } from './support/a11y';
import { test, expect } from './support/fixtures';
import { advance, orderScreen, receiveReturns } from './support/orders';
import { callAs } from './support/shopperApi';
import { ownListItem } from './support/testDoors';

/** 18% of ₹12,999 as the shop takes it: two halves of ₹1,169.91, each rounded to the paisa. */
const IGST = 2339.82;

/** Opens a document in its own tab, as the shopper does, and answers the PDF at the address the tab asked for. */
async function openDocument(page: Page, name: RegExp, path: string): Promise<Buffer> {
  const asked = page.context().waitForEvent('request', (r) => new URL(r.url()).pathname.startsWith(path));
  const tab = page.waitForEvent('popup');
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
  const url = (await asked).url();
  await (await tab).close();
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return response.body();
}

test('a lehenga to another state: IGST at 18% at checkout, on the order, its invoice and its credit note', async ({
  page,
}, testInfo) => {
  const lehenga = await ownListItem(page.request, { selling_price: 12_999, stock: 3, hsn: '6204' });
  await page.clock.install();
  const { token } = await shopperAtCheckout(page, [[lehenga, 1]]);
  const ui = checkoutPage(page);
  const prices = page.getByTestId('price-details');
  await expect(prices.getByRole('definition').nth(2)).toHaveText('₹2,339.82');

  await ui.addressChoice.check();
  await ui.cash.check();
  await ui.placeOrder.click();
  await expect(ui.notice.filter({ hasText: 'Order placed' })).toBeFocused();
  const [order] = await orders(page.request, token);
  expect(order!.var_tax).toBe(IGST);
  expect(order!.var_gst).toEqual({ cgst: 0, sgst: 0, igst: IGST, place_of_supply: 'Karnataka', included: false });
  expect(order!.var_payable_amount).toBe(12_999 + IGST);

  for (let step = 0; step < 3; step++) await advance(page.request, order!.int_glcode);
  await page.goto(`/orderdetail/${order!.int_glcode}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('IGST₹2,339.82');
  await expect(summary).toContainText('Place of supplyKarnataka');
  await expectNoA11yViolations(page);

  const invoice = await openDocument(page, /^Print Invoice/, '/api/v1/invoice/');
  await writeFile(testInfo.outputPath('invoice.pdf'), invoice);
  const invoiceText = pdfText(invoice);
  for (const field of [
    texts.gst.titles.invoice,
    'GSTIN: 08AAHCS1234K1ZA',
    'Karnataka (State code 29)',
    '6204',
    '18% ₹2,339.82',
    `Total ₹${(12_999 + IGST).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  ])
    expect(invoiceText, field).toContain(field);

  // Returned whole and received back, the order is credited by a note of its own series against the invoice.
  const line = order!.fk_product_arr[0]!;
  await callAs(page.request, token, 'PUT', 'return', {
    order_id: order!.int_glcode,
    fk_product: line.int_glcode,
    fk_variant: line.variants.int_glCode,
    return_text: 'The colour is not as shown',
  });
  await receiveReturns(page.request, order!.int_glcode);
  await page.reload();
  await expect(orderScreen(page).heading).toContainText(order!.order_id);
  const note = await openDocument(page, new RegExp(texts.printCreditNote), '/api/v1/credit-note/');
  await writeFile(testInfo.outputPath('credit-note.pdf'), note);
  const noteText = pdfText(note);
  for (const field of [texts.gst.titles.creditNote, 'Karnataka (State code 29)', '18% -₹2,339.82'])
    expect(noteText, field).toContain(field);
});
