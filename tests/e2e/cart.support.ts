/**
 * Arranging carts on the real server for the cart specs: fresh shoppers (so tests never
 * share a cart), lines put in through the API, and stock taken by another shopper's order.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Schemas } from '../../openapi/client';
import { shopData, signUpFreshUser } from './support/api';
import { signInWithToken } from './support/login';

type Product = Schemas['ProductListItem'];

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

export const readCart = async (request: APIRequestContext, token: string) =>
  (await call(request, token, 'GET', 'cart')) as Schemas['Cart'];

export const putLine = (request: APIRequestContext, token: string, product: Product, quantity: number) =>
  call(request, token, 'PUT', 'cart', { fk_product: product.int_glcode, var_qty: quantity, fk_variant: product.default_variant.int_glcode });

/** `count` products whose default variant's stock (as the server says once carted) fits, from the end of the list. */
export async function productsWithStock(request: APIRequestContext, count: number, fits: (stock: number) => boolean): Promise<Product[]> {
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

/** A fresh shopper, signed in on `page`, with `lines` already in the cart; leaves the page on `path`. */
export async function shopperWithCart(page: Page, lines: [Product, number][], path = '/cart'): Promise<string> {
  const token = await signUpFreshUser(page.request);
  for (const [product, quantity] of lines) await putLine(page.request, token, product, quantity);
  await signInWithToken(page, token, path);
  return token;
}

/** Another shopper orders all but `leave` of the product's stock, cash on delivery. */
export async function buyUpStock(request: APIRequestContext, product: Product, leave: number): Promise<void> {
  const probe = await signUpFreshUser(request);
  await putLine(request, probe, product, 1);
  const stock = (await readCart(request, probe)).data[0]!.stock;
  await putLine(request, probe, product, stock - leave);
  const address = (await call(request, probe, 'POST', 'address', {
    var_house_no: '1',
    var_app_name: 'Test Apartments',
    var_landmark: 'Park',
    var_country: 'India',
    var_state: 'Kerala',
    var_city: 'Kochi',
    var_pincode: '682001',
    chr_type: 'home',
  })) as { data: { int_glcode: number } };
  await call(request, probe, 'POST', 'orders', {
    var_payment_mode: 'C',
    var_payment_id: '',
    shipping_charge: '0',
    var_promocode: '',
    cashback: 0,
    var_adress_id: address.data.int_glcode,
    var_phone: '9876543210',
  });
}
