import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { categories, classifications } from '../db/schema';
import { notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Answer, Handlers } from '../contract/handler-types';
import { facetsCache, usedAnywhere } from './facets';
import { keyOf, serveCatalog } from './serve';
import { shownAs, shownCategoryIds } from '../db/shown-in-shop';

type CategoryRow = typeof categories.$inferSelect;

const ref = (row: CategoryRow) => ({ int_glcode: row.id, var_title: row.title, var_slug: row.slug });
const tile = (row: { id: number; slug: string; title: string; icon: string | null }) => ({
  int_glcode: row.id,
  var_slug: row.slug,
  var_title: row.title,
  var_icon: row.icon ?? '',
});

/** Every category in menu order: by level, then position, then id (stable). */
async function allCategories(ctx: AppContext): Promise<CategoryRow[]> {
  return ctx.db.select().from(categories).orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
}

export function categoryHandlers(ctx: AppContext): Handlers {
  const facetsOf = facetsCache(ctx);

  /** A top category's slug, or a home tile's: a tile on a category scopes to its top, on a tag to the whole shop (null). */
  async function scopeOf(slug: string, rows: CategoryRow[]): Promise<number | null | undefined> {
    const top = rows.find((row) => row.level === 1 && row.slug === slug);
    if (top) return top.id;
    const [tileRow] = await ctx.db.select().from(classifications).where(eq(classifications.slug, slug));
    if (!tileRow) return undefined;
    let target = rows.find((row) => row.id === tileRow.categoryId);
    while (target?.parentId != null) target = rows.find((row) => row.id === target!.parentId);
    return target?.id ?? null;
  }

  const handlers: Handlers = {
    listMenuCategories: (request, reply) =>
      serveCatalog(ctx, request, reply, { key: 'listMenuCategories', compute: menu }),
    listClassifications: (request, reply) =>
      serveCatalog(ctx, request, reply, { key: 'listClassifications', compute: homeTiles }),
    listNewArrivalCategories: (request, reply) =>
      serveCatalog(ctx, request, reply, { key: 'listNewArrivalCategories', compute: newArrivalCategories }),
    getAttributeTree(request, reply) {
      const { category } = request.params;
      return serveCatalog(ctx, request, reply, {
        key: keyOf('getAttributeTree', category),
        compute: () => attributeTree(category),
      });
    },
  };

  async function menu() {
    const [all, used] = await Promise.all([allCategories(ctx), shownCategoryIds(ctx.db)]);
    const rows = all.filter((row) => used.has(row.id));
    // A one-word category (its only sub-category of its own name) is one level in the menu.
    const children = (parentId: number) => {
      const below = rows.filter((row) => row.parentId === parentId);
      const parent = rows.find((row) => row.id === parentId);
      return below.length === 1 &&
        below[0]!.title === parent?.title &&
        !rows.some((row) => row.parentId === below[0]!.id)
        ? []
        : below;
    };
    const answer: Answer<'listMenuCategories'> = {
      data: rows
        .filter((row) => row.level === 1)
        .map((top) => ({
          ...ref(top),
          sub_categories: children(top.id).map((sub) => ({
            ...ref(sub),
            subsub_categories: children(sub.id).map(ref),
          })),
        })),
    };
    return answer;
  }

  async function homeTiles() {
    const rows = await ctx.db
      .select()
      .from(classifications)
      .orderBy(asc(classifications.position), asc(classifications.id));
    if (rows.length > 0) return { data: rows.map(tile) } satisfies Answer<'listClassifications'>;
    // A shop of the owner's own has no tiles of its own: its top categories are, each pictured by its newest product.
    const { rows: tops } = await ctx.db.execute<{ id: number; slug: string; title: string; icon: string }>(sql`
      select c.id, c.slug, c.title, (select p.image from products p where p.category_id = c.id and ${shownAs('p')}
          order by p.created_at desc, p.id desc limit 1) as icon
      from categories c where c.level = 1 and exists (select 1 from products p where p.category_id = c.id and ${shownAs('p')})
      order by c.position, c.id`);
    return { data: tops.map(tile) } satisfies Answer<'listClassifications'>;
  }

  async function newArrivalCategories() {
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.showInNewArrivals, true))
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
    const answer: Answer<'listNewArrivalCategories'> = { data: rows.map(tile) };
    return answer;
  }

  async function attributeTree(category: string) {
    const rows = await allCategories(ctx);
    const topId = category === 'all' ? null : await scopeOf(category, rows);
    if (topId === undefined) throw notFound(messages.catalog.categoryNotFound);

    const facets = await facetsOf();
    const scope = topId == null ? null : facets.byCategory.get(topId);
    const used = (kind: 'values' | 'brands' | 'tags') =>
      topId == null ? usedAnywhere(facets, kind) : (scope?.[kind] ?? new Set<number>());
    const usedValues = used('values');
    const usedBrands = used('brands');
    const usedTags = used('tags');

    const attribute: Answer<'getAttributeTree'>['attribute'] = [];
    for (const value of facets.values.filter((entry) => usedValues.has(entry.id))) {
      let group = attribute.find((entry) => entry.id === value.attributeId);
      if (!group) attribute.push((group = { title: value.attributeTitle, id: value.attributeId, value: [] }));
      group.value.push({ value: value.title, id: value.id, color: value.color });
    }

    // Sub-category filters go by slug, so for the whole shop one entry per slug is enough.
    const subs = rows.filter((row) => row.level === 2 && (topId == null || row.parentId === topId));
    const uniqueSubs = subs.filter((row, index) => subs.findIndex((other) => other.slug === row.slug) === index);

    const answer: Answer<'getAttributeTree'> = {
      attribute,
      brands: facets.brands.filter((brand) => usedBrands.has(brand.int_glcode)),
      categories: rows.filter((row) => row.level === 1).map(ref),
      subcategories: uniqueSubs.map(ref),
      tags: facets.tags.filter((tag) => usedTags.has(tag.int_glcode)),
    };
    return answer;
  }

  return handlers;
}
