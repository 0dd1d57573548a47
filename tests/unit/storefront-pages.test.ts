/**
 * The server's pages and their first calls are the app's own (src/pages.tsx, built into the
 * prerender the server loads): what the router, the loaders and their constants say, the
 * server serves, with no second list of its own to keep in step.
 */
import { beforeAll, describe, expect, it, inject } from 'vitest';
import type { FirstRequest, StorefrontPages } from '#drawn-page/pages';
import { limits } from '#rules/limits';
import { loadPageRoutes } from '#server/first-screen/page-routes';
import { sorts } from '#src/features/catalog/sort';

let pages: StorefrontPages;
beforeAll(async () => {
  pages = await loadPageRoutes(inject('storefrontPages')!);
});

const productList = (requests: FirstRequest[]) =>
  requests.find((request) => request.method === 'POST' && request.path === '/products')?.body;

describe("the app's pages, as the server gets them", () => {
  it("are the router's: a page names its route files, outermost first, and whether a guard stands before it", () => {
    expect(pages.pageAt('shop/dresses/')).toEqual({
      fullPath: '/shop/$id/',
      files: ['src/routes/shop.tsx', 'src/routes/shop.$id.index.tsx'],
      guarded: false,
    });
    expect(pages.pageAt('orderdetail/12')).toEqual({
      fullPath: '/orderdetail/$id',
      files: ['src/routes/_authed.tsx', 'src/routes/_authed/orderdetail.$id.tsx'],
      guarded: true,
    });
    for (const notAPage of ['aboutus/more', 'no-such-page', 'shop/a/b/c/d'])
      expect(pages.pageAt(notAPage), notAPage).toBeNull();
  });

  it("draw a sorted listing's first screen for exactly the orders the listing offers", async () => {
    for (const sort of sorts)
      expect(productList(await pages.firstRequests('shop', `sort=${sort}`)), sort).toMatchObject({
        sort,
        limit: limits.listingPageSize,
      });
    // The listing reads any other value as Relevance: a list sorted so is one the page never asks for.
    for (const sort of ['best_selling', 'PRICE_ASC'])
      expect(productList(await pages.firstRequests('shop', `sort=${sort}`)), sort).toBeUndefined();
  });

  it('give the account screens, which show no layout, no calls, and mark what a page shows as its subject', async () => {
    expect(await pages.firstRequests('login', '')).toEqual([]);
    const product = await pages.firstRequests('product/blue-dress', '');
    expect(product.filter((request) => request.subject).map((request) => request.path)).toEqual([
      '/products/blue-dress',
    ]);
    expect(product.find((request) => request.path === '/general')).toMatchObject({
      method: 'GET',
      operation: '/general',
      subject: false,
    });
  });
});
