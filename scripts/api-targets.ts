/**
 * The catalog reads bench:api and bench:profile load, found in the seeded catalog so filters
 * match rows, and autocannon's programmatic call (it ships no types).
 */
import { createRequire } from 'node:module';
import { address, cashOrder, newShopper } from './shopper-bodies';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

// The slice of autocannon's API used here.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Target {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `connections` at once on `target` for `seconds`. */
export const loadTarget = (target: Target, connections: number, seconds: number) =>
  autocannon({
    url: target.url,
    method: target.method,
    headers: { ...(target.body === undefined ? {} : { 'content-type': 'application/json' }), ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections,
    duration: seconds,
  });

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The five catalog reads, or with `sorts` the sorts' targets, on the API at `api`. */
export async function targetsOf(api: string, sorts = false): Promise<Target[]> {
  const menu = await getJson<{ data: { var_slug: string }[] }>(`${api}/categories/6/y`);
  const category = menu.data[0]!;
  const tree = await getJson<{ attribute: { title: string; value: { id: number }[] }[] }>(
    `${api}/attribute-tree/${category.var_slug}`,
  );
  const sizes = tree.attribute.find((a) => /size/i.test(a.title)) ?? tree.attribute[0];
  const page = await getJson<{ total: number; data: { var_slug: string; var_title: string }[] }>(
    `${api}/products`,
    postJson({ fk_category: category.var_slug, limit: 9, page: 1 }),
  );
  const product = page.data[0]!;
  const word =
    product.var_title
      .split(/\s+/)
      .find((w) => w.length >= 4)
      ?.toLowerCase() ?? 'kurta';
  const filtered = {
    fk_category: category.var_slug,
    atribute: (sizes?.value ?? []).slice(0, 2).map((v) => v.id),
    from_price: 200,
    to_price: 5000,
    sort: 'price_asc',
    limit: 9,
    page: 2,
  };
  console.log(`  ${page.total} products in ${category.var_slug}; detail ${product.var_slug}; search "${word}"`);
  if (sorts) return sortTargets(api, category.var_slug, word);
  return [
    {
      name: 'listProducts (all)',
      method: 'POST',
      url: `${api}/products`,
      body: { fk_category: 'all', limit: 9, page: 1 },
    },
    { name: 'listProducts (category, size, price)', method: 'POST', url: `${api}/products`, body: filtered },
    { name: 'getProduct', method: 'GET', url: `${api}/products/${product.var_slug}` },
    { name: 'searchProducts', method: 'POST', url: `${api}/search`, body: { search: word } },
    { name: 'suggestProducts', method: 'GET', url: `${api}/product-search/${encodeURIComponent(word.slice(0, 3))}` },
  ];
}

/** Relevance (no sort asked) and each order the storefront offers. */
const shopperSorts = [undefined, 'price_asc', 'price_desc', 'newest', 'rating'] as const;

/** The sorts' targets (BENCH_SORTS=1): per order, the unfiltered one-statement page, a filtered page, a search. */
function sortTargets(api: string, category: string, word: string): Target[] {
  return shopperSorts.flatMap((sort) => {
    const label = sort ?? 'relevance';
    const order = sort ? { sort } : {};
    return [
      {
        name: `listProducts (all, ${label})`,
        method: 'POST',
        url: `${api}/products`,
        body: { fk_category: 'all', limit: 9, page: 1, ...order },
      },
      {
        name: `listProducts (category p2, ${label})`,
        method: 'POST',
        url: `${api}/products`,
        body: { fk_category: category, limit: 9, page: 2, ...order },
      },
      { name: `searchProducts (${label})`, method: 'POST', url: `${api}/search`, body: { search: word, ...order } },
    ];
  });
}

/**
 * A placement refused as sold out, every time: a shopper's cart holds the last unit of a variant, which a second
 * shopper then buys. The refusal's path (the body, the session, the claim, the 409), not a turn's.
 */
export async function soldOutPlacement(api: string): Promise<Target> {
  const shopper = async () => {
    const token = (await getJson<{ data: { accessToken: string } }>(`${api}/user`, postJson(newShopper()))).data
      .accessToken;
    const signedIn = (init: RequestInit): RequestInit => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    const place = await getJson<{ data: { int_glcode: number } }>(`${api}/address`, signedIn(postJson(address)));
    return { token, addressId: place.data.int_glcode, signedIn };
  };
  const pages = await Promise.all(
    [1, 2, 3, 4, 5].map((page) =>
      getJson<{ data: { var_slug: string }[] }>(`${api}/products`, postJson({ fk_category: 'all', limit: 9, page })),
    ),
  );
  for (const { var_slug } of pages.flatMap((page) => page.data)) {
    const product = await getJson<{
      data: { int_glcode: number; variants: { variant_id: number; stock: number }[] };
    }>(`${api}/products/${var_slug}`);
    const variant = product.data.variants.find((v) => v.stock > 0 && v.stock <= 10);
    if (!variant) continue;
    const line = (quantity: number) => ({
      fk_product: product.data.int_glcode,
      fk_variant: variant.variant_id,
      var_qty: quantity,
    });
    const [late, early] = [await shopper(), await shopper()];
    await getJson(`${api}/cart`, late.signedIn({ ...postJson(line(1)), method: 'PUT' }));
    await getJson(`${api}/cart`, early.signedIn({ ...postJson(line(variant.stock)), method: 'PUT' }));
    await getJson(`${api}/orders`, early.signedIn(postJson(cashOrder(early.addressId))));
    return {
      name: 'placeOrder (sold out)',
      method: 'POST',
      url: `${api}/orders`,
      body: cashOrder(late.addressId),
      headers: { authorization: `Bearer ${late.token}` },
    };
  }
  throw new Error('no product of the first five pages has a variant with 1 to 10 units, the most a cart line takes');
}
