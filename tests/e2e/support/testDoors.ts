/** What the shop or the passing of time does, through the e2e server's /__e2e routes (scripts/e2e-doors.ts). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Schemas } from '#openapi/client';

async function door<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.post(`__e2e/${path}`, data === undefined ? {} : { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The online payment's hold runs out now; its stock goes back on sale. */
export const expirePayment = (request: APIRequestContext, providerOrderId: string) =>
  door(request, `expire-payment/${providerOrderId}`);

export interface VariantChange {
  /** Rupees. */
  selling_price?: number;
  stock?: number;
}

/** The shop changes a variant's price or stock; answers what it was. */
export const changeVariant = (request: APIRequestContext, variantId: number, change: VariantChange) =>
  door<Required<VariantChange>>(request, `variant/${variantId}`, change);

/** The shop's own 10% coupon `code`, running, or ended (`ended`): refused from then on. */
export const runCoupon = (request: APIRequestContext, code: string, { ended = false } = {}) =>
  door(request, `coupon/${code}`, { ended });

/** A variant's change, and what the product is for GST (its HSN code, which sets its rate). */
export type ProductChange = VariantChange & { hsn?: string };

export interface OwnProduct {
  slug: string;
  product_id: number;
  /** The default variant, at the stock and price asked for. */
  variant_id: number;
}

/**
 * A product of this test's own, nobody else's: a copy of a seeded product with two options
 * and pictures, its default variant at `stock` units (default 10) and `selling_price`
 * (default its own). For a test that changes a price or a stock level, or buys.
 */
export const ownProduct = (request: APIRequestContext, change: ProductChange = {}) =>
  door<OwnProduct>(request, 'product', change);

/** `ownProduct`, as the listing shows it (its card's fields), for the helpers that take a list item. */
export async function ownListItem(
  request: APIRequestContext,
  change: ProductChange = {},
): Promise<Schemas['ProductListItem']> {
  const { slug } = await ownProduct(request, change);
  // Each copy's title is its own (Test Piece No. 007): a search for it finds that copy alone.
  const detail = await request.get(`api/v1/products/${slug}`);
  const title = ((await detail.json()) as { data: Schemas['ProductDetail'] }).data.var_title;
  const listed = await request.post('api/v1/products', { data: { search: title } });
  expect(listed.ok(), await listed.text()).toBe(true);
  const item = ((await listed.json()) as { data: Schemas['ProductListItem'][] }).data.find((p) => p.var_slug === slug);
  expect(item, `the search for ${title} lists it`).toBeDefined();
  return item!;
}

/** `npm run shop -- stock`: the operator sets a variant's stock (from 0, its waiting shoppers are mailed). */
export const restock = (request: APIRequestContext, variantId: number, quantity: number) =>
  door<{ sku: string; from: number; to: number }>(request, `stock/${variantId}/${quantity}`);

/** A back-office member of the test's own, her password set. */
export const newStaff = (request: APIRequestContext, role: 'owner' | 'staff') =>
  door<{ email: string; password: string }>(request, `staff/${role}`);

/** A mail of the test's own that failed three times, its next try an hour off: only a resend sends it now. */
export const failedMail = (request: APIRequestContext) => door<{ id: number; to: string }>(request, 'failed-mail');
