import { expect, type APIRequestContext } from '@playwright/test';
import type { Schemas } from '#openapi/client';

/**
 * Reads the seeded shop through the real API, so tests assert against the data the
 * server actually holds instead of hard-coding the seed.
 */
async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`api/v1/${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

export const shopData = {
  classifications: async (r: APIRequestContext) =>
    (await get<{ data: Schemas['Classification'][] }>(r, 'categories/8/n')).data,
  menu: async (r: APIRequestContext) => (await get<{ data: Schemas['MenuCategory'][] }>(r, 'categories/6/y')).data,
  newArrivalCategories: async (r: APIRequestContext) =>
    (await get<{ data: Schemas['Classification'][] }>(r, 'categories/10/n')).data,
  homeBanners: async (r: APIRequestContext) => (await get<{ data: Schemas['HomeBanners'] }>(r, 'home-banners')).data,
  siteSettings: async (r: APIRequestContext) => (await get<{ data: Schemas['SiteSettings'] }>(r, 'general')).data,
  contact: async (r: APIRequestContext) => (await get<{ data: Schemas['ContactDetails'][] }>(r, 'contact')).data[0],
  products: async (r: APIRequestContext, body: Partial<Schemas['ProductFilter']> = {}) => {
    const response = await r.post('api/v1/products', { data: body });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: Schemas['ProductListItem'][]; total: number }).data;
  },
};

let counter = 0;

/** A brand-new shopper with an empty cart, for tests that change per-user state. */
export async function signUpFreshUser(request: APIRequestContext): Promise<string> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const response = await request.post('api/v1/user', {
    data: {
      var_email: `e2e-${stamp}@example.com`,
      var_password: 'Shopper@123',
      var_mobile_no: String(9000000000 + Math.floor(Math.random() * 999999999)).slice(0, 10),
      var_name: 'Test',
      last_name: 'Shopper',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}
