import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '../../../openapi/client';
import { shopData, signUpFreshUser } from './api';
import { callAs, placeCashOrder } from './shopperApi';

type Order = Schemas['Order'];


export const getOrder = async (request: APIRequestContext, token: string, id: number) =>
  (await callAs<{ data: Order }>(request, token, 'GET', `orders/${id}`)).data;

let picked = 0;

/** `count` variants of different products with stock to spare, taken in turn so orders spread over the catalog. */
async function variantsInStock(request: APIRequestContext, count: number) {
  const products = await shopData.products(request, { limit: 40 });
  const found: { fk_product: number; fk_variant: number }[] = [];
  for (let i = 0; i < products.length && found.length < count; i++) {
    const product = products[(picked + i) % products.length]!;
    const detail = (await (await request.get(`api/v1/products/${product.var_slug}`)).json()) as { data: Schemas['ProductDetail'] };
    const variant = [...detail.data.variants].sort((a, b) => b.stock - a.stock)[0];
    if (variant && variant.stock > 2) found.push({ fk_product: product.int_glcode, fk_variant: variant.variant_id });
  }
  picked += count;
  expect(found, 'products in stock').toHaveLength(count);
  return found;
}

const statusSteps = ['A', 'P', 'S', 'D'] as const;

/**
 * A brand-new shopper's cash order with `lines` products, moved along to `status` as the
 * shop operator does (`npm run shop -- advance`, run by the e2e server: see scripts/e2e-server.ts).
 */
export async function freshOrder(request: APIRequestContext, { lines = 2, status = 'A' }: { lines?: number; status?: (typeof statusSteps)[number] } = {}) {
  const token = await signUpFreshUser(request);
  for (const line of await variantsInStock(request, lines)) await callAs(request, token, 'PUT', 'cart', { ...line, var_qty: 1 });
  const { int_glcode: id } = await placeCashOrder(request, token);
  for (let step = 0; step < statusSteps.indexOf(status); step++) await advance(request, id);
  return { token, id, order: await getOrder(request, token, id) };
}

/** The operator moves the order one step along A → P → S → D. */
export async function advance(request: APIRequestContext, id: number) {
  const response = await request.post(`__e2e/advance/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The order detail screen, by what a person sees. */
export function orderScreen(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    stepper: page.getByRole('list', { name: 'Order progress' }),
    steps: page.getByRole('list', { name: 'Order progress' }).getByRole('listitem'),
    currentStep: page.locator('[aria-current="step"]'),
    cancelOrder: page.getByRole('button', { name: 'Cancel Order', exact: true }),
    printInvoice: page.getByRole('button', { name: /^Print Invoice/ }),
    lines: page.getByTestId('order-line'),
    returnButtons: page.getByRole('button', { name: /^Return Product/ }),
    reviewButtons: page.getByRole('button', { name: /^Give a Review/ }),
    returnedNotes: page.getByText('This Product is Returned', { exact: true }),
    dialog,
    dialogAlert: dialog.getByRole('alert'),
    toast: page.getByRole('region', { name: /Notifications \(top-center\)/ }).getByRole('listitem'),
  };
}
