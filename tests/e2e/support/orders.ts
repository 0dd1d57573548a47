import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { signUpFreshUser } from './api';
import { callAs, placeCashOrder } from './shopperApi';
import { ownProduct } from './testDoors';

type Order = Schemas['Order'];

export const getOrder = async (request: APIRequestContext, token: string, id: number) =>
  (await callAs<{ data: Order }>(request, token, 'GET', `orders/${id}`)).data;

/** `count` products of the test's own, one variant each to order (the orders change their stock). */
export async function ownLines(request: APIRequestContext, count: number) {
  const lines: { fk_product: number; fk_variant: number }[] = [];
  for (let i = 0; i < count; i++) {
    const own = await ownProduct(request);
    lines.push({ fk_product: own.product_id, fk_variant: own.variant_id });
  }
  return lines;
}

const statusSteps = ['A', 'P', 'S', 'D'] as const;

/**
 * A brand-new shopper's cash order with `lines` products of its own, moved along to `status` as the
 * shop operator does (`npm run shop -- advance`, run by the e2e server: see scripts/e2e-server.ts).
 */
export async function freshOrder(
  request: APIRequestContext,
  { lines = 2, status = 'A' }: { lines?: number; status?: (typeof statusSteps)[number] } = {},
) {
  const token = await signUpFreshUser(request);
  for (const line of await ownLines(request, lines))
    await callAs(request, token, 'PUT', 'cart', { ...line, var_qty: 1 });
  const { int_glcode: id } = await placeCashOrder(request, token);
  for (let step = 0; step < statusSteps.indexOf(status); step++) await advance(request, id);
  return { token, id, order: await getOrder(request, token, id) };
}

/** The operator moves the order one step along A → P → S → D. */
export async function advance(request: APIRequestContext, id: number) {
  const response = await request.post(`__e2e/advance/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shop ships a processed order with its carrier, tracking number and link (`npm run shop -- ship`). */
export async function ship(request: APIRequestContext, id: number, shipment: Record<string, string>) {
  const response = await request.post(`__e2e/ship/${id}`, { data: shipment });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shop has the goods of the order's returns back (`npm run shop -- receive`). */
export async function receiveReturns(request: APIRequestContext, id: number) {
  const response = await request.post(`__e2e/receive/${id}`);
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
