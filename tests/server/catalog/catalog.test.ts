import { and, count, eq, gte, ilike, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '#openapi/client';
import {
  categories,
  classifications,
  products,
  productTags,
  users,
  variants,
  variantValues,
  wishlist,
} from '#server/db/schema';
import { api, startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server?.close());

const db = () => server.ctx.db;

/** The contract gives limit and page defaults, so the generated type calls them required; the server does not. */
type Filter = Partial<Schemas['ProductFilter']>;

async function list(filter: Filter, token?: string) {
  const { data, error, response } = await api(server.url, token).POST('/products', {
    body: filter as Schemas['ProductFilter'],
  });
  expect(error, JSON.stringify(filter)).toBeUndefined();
  expect(response.status).toBe(200);
  return data!;
}

/** Every product matching the filter, all pages. */
async function listAll(filter: Filter) {
  const first = await list({ ...filter, limit: 60, page: 1 });
  const items = [...first.data];
  for (let page = 2; items.length < first.total; page++)
    items.push(...(await list({ ...filter, limit: 60, page })).data);
  return { items, total: first.total };
}

async function countProducts(where: ReturnType<typeof and>) {
  const [row] = await db().select({ n: count() }).from(products).where(where);
  return row!.n;
}

async function tree(category = 'all') {
  const { data } = await client.GET('/attribute-tree/{category}', { params: { path: { category } } });
  return data!;
}

describe('categories', () => {
  it('lists the three-level menu', async () => {
    const { data } = await client.GET('/categories/6/y');
    const menu = data!.data;
    expect(menu.length).toBeGreaterThanOrEqual(6);
    const [tops] = await db().select({ n: count() }).from(categories).where(eq(categories.level, 1));
    expect(menu).toHaveLength(tops!.n);
    expect(menu.some((top) => top.sub_categories.some((sub) => sub.subsub_categories.length > 0))).toBe(true);
  });

  it('lists classifications and new-arrival categories', async () => {
    const classifications = (await client.GET('/categories/8/n')).data!.data;
    expect(classifications).toHaveLength(8);
    const arrivals = (await client.GET('/categories/10/n')).data!.data;
    expect(arrivals.length).toBeGreaterThan(0);
  });
});

describe('listProducts', () => {
  it('answers a page and the total of all matches, in a stable order', async () => {
    const everything = await countProducts(undefined);
    const first = await list({ limit: 5, page: 1 });
    expect(first.total).toBe(everything);
    expect(first.data).toHaveLength(5);
    const second = await list({ limit: 5, page: 2 });
    expect(second.total).toBe(everything);
    const ids = (page: typeof first) => page.data.map((item) => item.int_glcode);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(ids(await list({ limit: 5, page: 1 }))).toEqual(ids(first));
    const beyond = await list({ limit: 60, page: Math.ceil(everything / 60) + 1 });
    expect(beyond).toEqual({ data: [], total: everything });
  });

  it('defaults to 9 per page', async () => {
    expect((await list({})).data).toHaveLength(9);
  });

  it('filters by brand', async () => {
    const brand = (await tree()).brands[0]!;
    const { items, total } = await listAll({ fk_brand: [brand.int_glcode] });
    expect(total).toBe(await countProducts(eq(products.brandId, brand.int_glcode)));
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.brand.int_glcode === brand.int_glcode)).toBe(true);
  });

  it('filters by the three category levels', async () => {
    const menu = (await client.GET('/categories/6/y')).data!.data;
    const top = menu.find((entry) => entry.sub_categories.some((sub) => sub.subsub_categories.length > 0))!;
    const sub = top.sub_categories.find((entry) => entry.subsub_categories.length > 0)!;
    const subsub = sub.subsub_categories[0]!;

    const byTop = await list({ fk_category: top.var_slug, limit: 60 });
    expect(byTop.total).toBe(await countProducts(eq(products.categoryId, top.int_glcode)));
    expect(byTop.data.every((item) => item.category.var_slug === top.var_slug)).toBe(true);

    const bySub = await list({ fk_category: top.var_slug, fk_subcategory: [sub.var_slug] });
    expect(bySub.total).toBe(await countProducts(eq(products.subcategoryId, sub.int_glcode)));
    expect(bySub.total).toBeGreaterThan(0);

    const bySubsub = await list({
      fk_category: top.var_slug,
      fk_subcategory: [sub.var_slug],
      fk_subsubcategory: [subsub.var_slug],
    });
    expect(bySubsub.total).toBe(await countProducts(eq(products.subsubcategoryId, subsub.int_glcode)));

    expect((await list({ fk_category: 'all' })).total).toBe(await countProducts(undefined));
    expect(await list({ fk_category: 'no-such-category' })).toEqual({ data: [], total: 0 });
  });

  it('lists a home tile that points at a tag', async () => {
    const [tile] = await db().select().from(classifications).where(isNotNull(classifications.tagId)).limit(1);
    expect(tile, 'the seed has a tag tile').toBeDefined();
    const expected = await countProducts(
      inArray(
        products.id,
        db().select({ id: productTags.productId }).from(productTags).where(eq(productTags.tagId, tile!.tagId!)),
      ),
    );
    expect(expected).toBeGreaterThan(0);
    expect((await list({ fk_category: tile!.slug })).total).toBe(expected);
    const { response } = await client.GET('/attribute-tree/{category}', { params: { path: { category: tile!.slug } } });
    expect(response.status).toBe(200);
  });

  it('filters by price range on the selling price', async () => {
    const { items, total } = await listAll({ from_price: 500, to_price: 1500 });
    expect(total).toBe(
      await countProducts(and(gte(products.sellingPricePaise, 50000), lte(products.sellingPricePaise, 150000))),
    );
    expect(total).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.default_variant.selling_price).toBeGreaterThanOrEqual(500);
      expect(item.default_variant.selling_price).toBeLessThanOrEqual(1500);
    }
  });

  it('filters by attribute values: OR within an attribute, AND across, on one variant', async () => {
    const attributes = (await tree()).attribute;
    expect(attributes.length).toBeGreaterThanOrEqual(2);
    const [first, second] = attributes as [Schemas['FilterAttribute'], Schemas['FilterAttribute']];
    const a1 = first.value[0]!.id;
    const a2 = first.value[1]!.id;
    const b1 = second.value[0]!.id;

    const hasVariantWith = (groups: number[][]) =>
      sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and ${sql.join(
        groups.map(
          (ids) =>
            sql`exists (select 1 from ${variantValues} vv where vv.variant_id = v.id and vv.attribute_value_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
        ),
        sql` and `,
      )})`;

    const either = await list({ atribute: [a1, a2] });
    expect(either.total).toBe(await countProducts(hasVariantWith([[a1, a2]])));
    expect(either.total).toBeGreaterThan(0);
    const both = await list({ atribute: [a1, b1] });
    expect(both.total).toBe(await countProducts(hasVariantWith([[a1], [b1]])));
    expect(both.total).toBeLessThanOrEqual(either.total);
    expect(await list({ atribute: [999999] })).toEqual({ data: [], total: 0 });
  });

  it('filters by tag', async () => {
    const tag = (await tree()).tags[0]!;
    const expected = await countProducts(
      inArray(
        products.id,
        db().select({ id: productTags.productId }).from(productTags).where(eq(productTags.tagId, tag.int_glcode)),
      ),
    );
    expect(expected).toBeGreaterThan(0);
    expect((await list({ tag: [tag.var_title] })).total).toBe(expected);
  });

  it('filters by search text in the title', async () => {
    const [sample] = await db().select({ title: products.title }).from(products).limit(1);
    const word = sample!.title
      .split(' ')
      .find((part) => part.length >= 4)!
      .toLowerCase();
    const { items, total } = await listAll({ search: word.toUpperCase() });
    expect(total).toBe(await countProducts(ilike(products.title, `%${word}%`)));
    expect(items.every((item) => item.var_title.toLowerCase().includes(word))).toBe(true);
    expect((await list({ search: '%' })).total).toBe(await countProducts(sql`position('%' in ${products.title}) > 0`));
  });

  it('sorts by price both ways', async () => {
    const up = (await list({ sort: 'price_asc', limit: 20 })).data.map((item) => item.default_variant.selling_price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ sort: 'price_desc', limit: 20 })).data.map((item) => item.default_variant.selling_price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('marks the caller’s wishlist as liked, and still answers with a bad token', async () => {
    const signUp = await api(server.url).POST('/user', {
      body: {
        var_email: 'liker@example.in',
        var_password: 'Secret#123',
        var_mobile_no: '9000000123',
        var_name: 'Liker',
      },
    });
    const token = signUp.data!.data.accessToken;
    const first = (await list({ limit: 3 })).data[0]!;
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'liker@example.in'));
    await db().insert(wishlist).values({ userId: user!.id, productId: first.int_glcode });

    const mine = (await list({ limit: 3 }, token)).data;
    expect(mine.find((item) => item.int_glcode === first.int_glcode)!.liked).toBe(true);
    expect(mine.filter((item) => item.liked)).toHaveLength(1);
    expect((await list({ limit: 3 })).data.every((item) => !item.liked)).toBe(true);
    expect((await list({ limit: 3 }, 'garbage-token')).data.every((item) => !item.liked)).toBe(true);
  });
});

describe('attribute tree', () => {
  it('scopes sub-categories, brands and tags to a top category', async () => {
    const menu = (await client.GET('/categories/6/y')).data!.data;
    const top = menu[0]!;
    const scoped = await tree(top.var_slug);
    expect(scoped.subcategories.map((sub) => sub.var_slug).sort()).toEqual(
      top.sub_categories.map((sub) => sub.var_slug).sort(),
    );
    expect(scoped.categories.map((c) => c.var_slug)).toEqual(menu.map((c) => c.var_slug));
    for (const brand of scoped.brands) {
      expect(
        await countProducts(and(eq(products.brandId, brand.int_glcode), eq(products.categoryId, top.int_glcode))),
      ).toBeGreaterThan(0);
    }
    const { response, error } = await client.GET('/attribute-tree/{category}', {
      params: { path: { category: 'nope' } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Category not found' });
  });
});

describe('search and suggestions', () => {
  it('searches products and the categories that hold them', async () => {
    const [sample] = await db()
      .select({ title: products.title, categoryId: products.categoryId })
      .from(products)
      .limit(1);
    const word = sample!.title.split(' ').find((part) => part.length >= 4)!;
    const { data } = await client.POST('/search', { body: { search: word } });
    expect(data!.products.length).toBeGreaterThan(0);
    expect(data!.products.every((item) => item.var_title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(data!.category.map((c) => c.int_glcode)).toContain(sample!.categoryId);
    const empty = await client.POST('/search', { body: { search: 'zzqxqzz' } });
    expect(empty.data).toEqual({ products: [], category: [], subcategory: [] });
  });

  it('suggests at most 8 titles, those starting with the text first', async () => {
    const [sample] = await db().select({ title: products.title }).from(products).limit(1);
    const typed = sample!.title.slice(0, 3).toLowerCase();
    const { data } = await client.GET('/product-search/{text}', { params: { path: { text: typed } } });
    const titles = data!.data.map((s) => s.var_title.toLowerCase());
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(8);
    expect(titles.every((title) => title.includes(typed))).toBe(true);
    const starts = titles.map((title) => title.startsWith(typed));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });
});

describe('product detail and variants', () => {
  async function productWithTwoOptions() {
    const rows = await list({ limit: 30 });
    for (const item of rows.data) {
      const detail = (await client.GET('/products/{slug}', { params: { path: { slug: item.var_slug } } })).data!.data;
      if (detail.prod_options.length >= 2 && detail.prod_options.every((o) => o.attrs_v.length >= 2)) return detail;
    }
    throw new Error('no product with two options of two values in the first 30');
  }

  it('answers 404 with a message for an unknown slug', async () => {
    const { response, error } = await client.GET('/products/{slug}', { params: { path: { slug: 'no-such-product' } } });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Product not found' });
  });

  it('gives the variant matrix consistent with the options', async () => {
    const detail = await productWithTwoOptions();
    const optionIds = new Set(detail.prod_options.flatMap((o) => o.attrs_v.map((v) => v.int_glcode)));
    expect(detail.variants.length).toBeGreaterThan(0);
    for (const variant of detail.variants) expect(variant.option_ids.every((id) => optionIds.has(id))).toBe(true);
    expect(detail.variants.map((v) => v.variant_id)).toContain(detail.defaultVariant.int_glCode);
    expect(detail.like).toBe('N');
  });

  it('looks up a full choice, and marks what stays available with a partial one', async () => {
    const detail = await productWithTwoOptions();
    const variant = detail.variants[detail.variants.length - 1]!;
    const full = (
      await client.POST('/variant', { body: { fk_product: detail.int_glcode, variant_ids: variant.option_ids } })
    ).data!.data;
    expect(full.variant_id).toBe(variant.variant_id);
    expect(full.stock).toBe(variant.stock);
    expect(full.selling_price).toBe(variant.selling_price);
    expect(full.imgs.length).toBeGreaterThan(0);

    const [firstOption, secondOption] = detail.prod_options as [Schemas['ProductOption'], Schemas['ProductOption']];
    const chosen = firstOption.attrs_v[0]!.int_glcode;
    const partial = (await client.POST('/variant', { body: { fk_product: detail.int_glcode, variant_ids: [chosen] } }))
      .data!.data;
    expect(partial.variant_id).toBeNull();
    expect(partial.stock).toBe(0);
    const secondAnswer = partial.prod_options.find((o) => o.var_attribute === secondOption.var_attribute)!;
    for (const value of secondAnswer.attrs_v) {
      const exists = detail.variants.some(
        (v) => v.option_ids.includes(chosen) && v.option_ids.includes(value.int_glcode),
      );
      expect(value.available, value.var_title).toBe(exists);
    }
    // Values of the chosen attribute itself are judged against the other choices (none here): all exist.
    const firstAnswer = partial.prod_options.find((o) => o.var_attribute === firstOption.var_attribute)!;
    expect(firstAnswer.attrs_v.every((value) => value.available)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const { response } = await client.POST('/variant', { body: { fk_product: 99999999, variant_ids: [] } });
    expect(response.status).toBe(404);
  });
});
