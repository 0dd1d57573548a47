/**
 * The API calls a storefront page makes before its first screen is complete: the
 * shared layout's (header, menu, footer) and the page's loader's. The client's loaders
 * are the source of these; this list follows them (tests/e2e/first-load.spec.ts fails
 * when a page makes one of these calls itself after all). Decision 0016.
 */
import { limits } from '../../rules/limits';
import type { Schemas } from '../../openapi/client';
import type { InlinedRequest } from '../../drawn-page/inlined';

/** `subject`: the call for what the page shows (a product, a category): its 404 is the page's. */
type PageRequest = InlinedRequest & { personal: boolean; subject?: true };

const get = (path: string, personal = false, subject = false): PageRequest => ({ method: 'GET', path, personal, ...(subject ? { subject } : {}) });
/** A product list, as the client's productListQuery sends it (page size 9 unless said). */
const productList = (filter: Record<string, unknown>): PageRequest => ({
  method: 'POST',
  path: '/products',
  body: { limit: 9, page: 1, ...filter },
  personal: true,
});

/** Header (site settings, menu) and footer (company, meta, classifications, contact, social links). */
const layout: PageRequest[] = [
  get('/general'),
  get('/categories/6/y'),
  get('/company-details'),
  get('/meta-content'),
  get('/categories/8/n'),
  get('/contact'),
  get('/social-links'),
];

/** Pages without the shared layout (product §2): the account screens. */
const bare = new Set(['login', 'signup', 'forgetpassword', 'confirmpassword', 'newpassword']);

/**
 * The orders a listing's URL can ask (`?sort=price_asc`), as the client's reader takes
 * them (src/features/catalog/sort.ts; tests/unit/listing-search.test.ts holds the two
 * alike). Another value is Relevance to the client, which then asks for no sort.
 */
export const listingSorts: readonly Schemas['ProductSort'][] = ['price_asc', 'price_desc', 'newest', 'rating'];

/**
 * The listing's order when `query` (the page's search params) names one and nothing
 * else, no order ({}) when empty, and null when it holds anything else (a filter, a page, a text).
 */
function listingSort(query: string): { sort?: Schemas['ProductSort'] } | null {
  const params = [...new URLSearchParams(query)];
  if (params.length === 0) return {};
  const [[name, value] = []] = params;
  const sort = listingSorts.find((known) => known === value);
  return params.length === 1 && name === 'sort' && sort ? { sort } : null;
}

/**
 * What the page at `pagePath` (under the base path, decoded, no leading slash) asks for
 * on its first load, `query` being its search params. A listing is inlined without search
 * params, or with only an order (a shared "cheapest first" link draws sorted): filters in
 * the URL change the list, and the first screen of a filtered link is rarer.
 */
export function pageRequests(pagePath: string, query: string): PageRequest[] {
  const segments = pagePath.split('/').filter(Boolean);
  if (segments.length === 1 && bare.has(segments[0]!)) return [];
  const [first, ...rest] = segments;

  if (first === undefined) {
    return [
      ...layout,
      { method: 'POST', path: '/offerbanners', personal: false },
      get('/home-banners'),
      get('/categories/10/n'),
      productList({ fk_category: 'all', limit: limits.newArrivalsPageSize, page: 1 }),
    ];
  }
  if (first === 'product' && rest.length === 1) {
    return [...layout, get(`/products/${encodeURIComponent(rest[0]!)}`, true, true)];
  }
  const sorted = first === 'shop' ? listingSort(query) : null;
  if (first === 'shop' && rest.length <= 3 && sorted) {
    const [id, subid, subsubid] = rest;
    return [
      ...layout,
      get(`/attribute-tree/${encodeURIComponent(id ?? 'all')}`, false, true),
      productList({
        limit: limits.listingPageSize,
        page: 1,
        fk_category: id ?? 'all',
        ...(subid ? { fk_subcategory: [subid] } : {}),
        ...(subsubid ? { fk_subsubcategory: [subsubid] } : {}),
        from_price: limits.priceMin,
        to_price: limits.priceMax,
        ...sorted,
      }),
    ];
  }
  return layout;
}
