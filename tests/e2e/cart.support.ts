/**
 * Arranging carts on the real server for the cart specs: fresh shoppers (so tests never
 * share a cart), lines put in through the API, and stock taken by another shopper's order.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '#openapi/client';
import { shopData, signUpFreshUser } from './support/api';
import { signInWithToken } from './support/login';
import { callAs, placeCashOrder } from './support/shopperApi';

type Product = Schemas['ProductListItem'];

export const readCart = async (request: APIRequestContext, token: string) =>
  (await callAs(request, token, 'GET', 'cart')) as Schemas['Cart'];

export const putLine = (request: APIRequestContext, token: string, product: Product, quantity: number) =>
  callAs(request, token, 'PUT', 'cart', {
    fk_product: product.int_glcode,
    var_qty: quantity,
    fk_variant: product.default_variant.int_glcode,
  });

/**
 * `count` shared products whose default variant's stock (as the server says once carted) fits,
 * from the end of the list. Stock as it is now, which other tests may change: a test that
 * changes stock or buys takes products of its own instead (support/ownProducts.ts).
 */
export async function productsWithStock(
  request: APIRequestContext,
  count: number,
  fits: (stock: number) => boolean,
): Promise<Product[]> {
  const probe = await signUpFreshUser(request);
  const found: Product[] = [];
  // From the far end of the catalogue, away from the products the other specs use first.
  for (const product of (await shopData.products(request, { limit: 60 })).reverse()) {
    // A sold-out variant cannot be carted (409): its stock fits no test here.
    const carted = await request.put('api/v1/cart', {
      headers: { Authorization: `Bearer ${probe}` },
      data: { fk_product: product.int_glcode, var_qty: 1, fk_variant: product.default_variant.int_glcode },
    });
    if (carted.status() === 409) continue;
    expect(carted.status(), await carted.text()).toBe(200);
    const line = (await readCart(request, probe)).data.find((l) => l.fk_product === product.int_glcode);
    if (line && fits(line.stock)) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`the seed has no ${count} products whose stock fits`);
}

/** A fresh shopper with `lines` in the cart, not signed in anywhere yet: answers their token. */
export async function shopperWithLines(request: APIRequestContext, lines: [Product, number][]): Promise<string> {
  const token = await signUpFreshUser(request);
  for (const [product, quantity] of lines) await putLine(request, token, product, quantity);
  return token;
}

/** A fresh shopper, signed in on `page`, with `lines` already in the cart; leaves the page on `path`. */
export async function shopperWithCart(page: Page, lines: [Product, number][], path = '/cart'): Promise<string> {
  const token = await shopperWithLines(page.request, lines);
  await signInWithToken(page, token, path);
  return token;
}

/** Another shopper orders all but `leave` of the product's stock, cash on delivery. */
export async function buyUpStock(request: APIRequestContext, product: Product, leave: number): Promise<void> {
  const probe = await signUpFreshUser(request);
  await putLine(request, probe, product, 1);
  const stock = (await readCart(request, probe)).data[0]!.stock;
  await putLine(request, probe, product, stock - leave);
  await placeCashOrder(request, probe);
}
