/** Products of the test's own (ownProduct), as the shop shows them: for tests that cart, wish or change them. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { ownProduct, type VariantChange } from './testDoors';

export type ListedProduct = Schemas['ProductDetail'];

/**
 * `count` products nobody else reads, each with its default variant at `change` (10 units
 * and its own price unless told), as the product API answers them. Their titles end in a
 * number (`Test Piece No. 001`): find them by exact name.
 */
export async function ownProducts(
  request: APIRequestContext,
  count: number,
  change: VariantChange = {},
): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const { slug } = await ownProduct(request, change);
    const response = await request.get(`api/v1/products/${slug}`);
    expect(response.status(), `GET products/${slug}`).toBe(200);
    products.push(((await response.json()) as { data: ListedProduct }).data);
  }
  return products;
}
