/**
 * The back office's categories over real HTTP (issue 54, decision 0061): a move keeps the three levels (the moved
 * category's own included) and its products' columns follow it, on the storefront's menu at once; a category holding
 * products is not deleted, nor moved to the top; a change from an older version is refused; a rename keeps the link
 * name, and the product editor's save still finds the category by its new name.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '#rules/admin-texts';
import { categories, products } from '#server/db/schema';
import { editedProduct } from '#tests/contract/valid-requests';
import { adminTestServer } from '#tests/support/admin-server';
import type { Success } from '#tests/contract/contract-client';

const shop = adminTestServer(new Date('2026-11-29T10:15:00Z'));
const words = adminTexts.categories;
type Category = Success<'createAdminCategory'>['data'];

/** Categories of the test's own, made in order: each under the one before when `chain`, else each at the top. */
async function made(session: string, titles: string[], parentId: number | null = null): Promise<Category[]> {
  const out: Category[] = [];
  for (const title of titles) {
    const answer = await shop.api.ok('createAdminCategory', {
      staffSession: session,
      body: { parent_id: out.at(-1)?.id ?? parentId, title: `${title} ${randomUUID().slice(0, 6)}` },
    });
    out.push(answer.data);
  }
  return out;
}

const move = (session: string, category: Category, parentId: number | null, position = 0) =>
  shop.api.call<{ message: string; data: Category }>('moveAdminCategory', {
    staffSession: session,
    path: { category_id: category.id },
    body: { version: category.version, parent_id: parentId, position },
  });

/** A product filed under `path` (titles, top first), added through the editor. */
async function productIn(session: string, path: string[]) {
  const sku = `cat-${randomUUID().slice(0, 8)}`;
  await shop.api.ok('createAdminProduct', {
    staffSession: session,
    body: {
      slug: sku,
      product: { ...editedProduct, category: path, variants: [{ ...editedProduct.variants[0]!, sku }] },
    },
  });
  const [row] = await shop.server.ctx.db.select().from(products).where(eq(products.slug, sku));
  return row!;
}

describe('the categories a member of staff edits', () => {
  it('moves a category with what is under it within three levels, its products following, the menu at once', async () => {
    const { session } = await shop.signedIn();
    const [top, sub, leaf] = await made(session, ['Top', 'Sub', 'Leaf']);
    const [other, otherSub] = await made(session, ['Other', 'Other sub']);
    const product = await productIn(session, [top!.title, sub!.title, leaf!.title]);
    expect([product.categoryId, product.subcategoryId, product.subsubcategoryId]).toEqual([top!.id, sub!.id, leaf!.id]);

    // Sub and its leaf under Other's sub would make four levels.
    expect(await move(session, sub!, otherSub!.id)).toMatchObject({
      status: 409,
      body: { message: words.tooDeep(sub!.title) },
    });
    expect(await move(session, top!, leaf!.id)).toMatchObject({ status: 409, body: { message: words.intoItself } });

    const moved = await move(session, sub!, other!.id, 0);
    expect(moved.status).toBe(200);
    const [after] = await shop.server.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect([after!.categoryId, after!.subcategoryId, after!.subsubcategoryId]).toEqual([other!.id, sub!.id, leaf!.id]);
    const menu = (await shop.api.ok('listMenuCategories', {})).data;
    const menuOther = menu.find((entry) => entry.int_glcode === other!.id);
    expect(menuOther?.sub_categories.map((entry) => entry.var_title)).toEqual([sub!.title]);
    expect(menu.some((entry) => entry.int_glcode === top!.id)).toBe(false);

    // The leaf holds the product itself: at the top it would have no sub-category.
    expect(await move(session, leaf!, null)).toMatchObject({
      status: 409,
      body: { message: words.productsAtTop(leaf!.title, 1) },
    });
    // Up one level, as Other's sub-category, and the product's columns say so.
    expect((await move(session, leaf!, other!.id, 5)).body.data).toMatchObject({ level: 2, parent_id: other!.id });
    const [lifted] = await shop.server.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect([lifted!.categoryId, lifted!.subcategoryId, lifted!.subsubcategoryId]).toEqual([other!.id, leaf!.id, null]);
  });

  it('refuses to delete a category holding products, saying how many, and deletes it once empty', async () => {
    const { session } = await shop.signedIn();
    const [top, sub] = await made(session, ['Shelf', 'Drawer']);
    const [elsewhere] = await made(session, ['Elsewhere'], top!.id);
    await productIn(session, [top!.title, sub!.title]);
    await productIn(session, [top!.title, sub!.title]);
    const refused = await shop.api.call('deleteAdminCategory', {
      staffSession: session,
      path: { category_id: sub!.id },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: words.holdsProducts(sub!.title, 2) } });

    // Its products filed elsewhere, it goes.
    const [row] = await shop.server.ctx.db.select().from(categories).where(eq(categories.id, elsewhere!.id));
    await shop.server.ctx.db
      .update(products)
      .set({ subcategoryId: row!.id })
      .where(eq(products.subcategoryId, sub!.id));
    const deleted = await shop.api.ok('deleteAdminCategory', { staffSession: session, path: { category_id: sub!.id } });
    expect(deleted.message).toBe(words.deleted(sub!.title));
  });

  it('refuses a change from an older version, and a rename keeps the link name the editor still files by', async () => {
    const { session } = await shop.signedIn();
    const [top, sub] = await made(session, ['Women', 'Kurtas']);
    const save = (title: string) =>
      shop.api.call<{ message: string; data: Category }>('saveAdminCategory', {
        staffSession: session,
        path: { category_id: sub!.id },
        body: { version: sub!.version, title, link_name: sub!.slug, picture: null },
      });
    const first = await save(`${sub!.title} sets`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ slug: sub!.slug, version: sub!.version + 1 });
    expect(await save('Someone else’s name')).toMatchObject({
      status: 409,
      body: { message: words.changed(first.body.data.title) },
    });
    expect(await move(session, sub!, null)).toMatchObject({ status: 409 });

    const product = await productIn(session, [top!.title, first.body.data.title]);
    expect(product.subcategoryId).toBe(sub!.id);
  });
});
