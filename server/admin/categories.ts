// The categories' tree in the back office (issue 54, decision 0061): added, renamed, pictured, moved and reordered, and
// deleted once empty. Each change holds the tree's lock alone, names the version it was made from, and is recorded;
// a write to categories or products tells every process's catalog cache (migration 0002), so every storefront shows it.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { isSlug, limits } from '#rules/limits';
import { record } from '../activity/record';
import { holdCategories } from '../catalog/category-lock';
import type { AppContext } from '../context/context';
import type { Answer, Handlers } from '../contract/handler-types';
import type { Queryable, Tx } from '../db/connect';
import { categories, classifications, products } from '../db/schema';
import { keptPhoto } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { badRequest, conflict, notFound } from '../messages/errors';
import { slugify } from '../seed/catalog';
import { signedInStaff } from '../staff/guard';
import { depthFirst, moveRefusal, pathsAfterMove, siblingsAfterMove, type TreeRow } from './category-tree';

type Category = typeof categories.$inferSelect;
type AdminCategory = Answer<'listAdminCategories'>['data'][number];

const words = adminTexts.categories;

function shown(row: Category, productCount: number): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parentId,
    level: row.level,
    title: row.title,
    slug: row.slug,
    picture: row.icon,
    position: row.position,
    products: productCount,
    version: row.version,
  };
}

/** Products filed in each category or under it: a product's row names its whole path. */
async function productCounts(db: Queryable, ids?: number[]): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: number; count: number }>(sql`
    select c.id, count(p.id)::int as count from categories c
      join products p on c.id in (p.category_id, p.subcategory_id, p.subsubcategory_id)
      ${ids ? sql`where c.id in ${ids}` : sql``}
      group by c.id`);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** Products whose deepest category is each one: the ones a move must not leave at the top. */
async function ownProductCounts(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await tx.execute<{ id: number; count: number }>(sql`
    select coalesce(subsubcategory_id, subcategory_id) as id, count(*)::int as count from products
      where coalesce(subsubcategory_id, subcategory_id) in ${ids} group by 1`);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export function adminCategoryHandlers(ctx: AppContext): Handlers {
  const store = photoStore(ctx.db, ctx.config.mediaDir);

  /** The category as it is now, within a change that holds the tree; refused when gone or changed since `version`. */
  async function current(tx: Tx, id: number, version?: number): Promise<Category> {
    await holdCategories(tx, 'alone');
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) throw notFound(words.noCategory);
    if (version !== undefined && row.version !== version) throw conflict(words.changed(row.title));
    return row;
  }

  const answered = async (row: Category, message: string) => ({
    message,
    data: shown(row, (await productCounts(ctx.db, [row.id])).get(row.id) ?? 0),
  });

  return {
    async listAdminCategories() {
      const [rows, counts] = await Promise.all([
        ctx.db.select().from(categories).orderBy(asc(categories.level), asc(categories.position)),
        productCounts(ctx.db),
      ]);
      const answer: Answer<'listAdminCategories'> = {
        data: depthFirst(rows).map((row) => shown(row, counts.get(row.id) ?? 0)),
      };
      return answer;
    },

    async createAdminCategory(request, reply) {
      const title = request.body.title.trim();
      if (!title) throw badRequest(words.blankTitle);
      const parentId = request.body.parent_id;
      const slug = slugify(title) || 'category';
      const by = { staffId: signedInStaff(request).id };
      const made = await ctx.db.transaction(async (tx) => {
        await holdCategories(tx, 'alone');
        const parent =
          parentId === null ? null : (await tx.select().from(categories).where(eq(categories.id, parentId)))[0];
        if (parent === undefined) throw notFound(words.noParent);
        const level = parent ? parent.level + 1 : 1;
        if (level > limits.categoryLevels) throw conflict(words.tooDeep(title));
        const siblings = await tx
          .select({ slug: categories.slug, position: categories.position })
          .from(categories)
          .where(parent ? eq(categories.parentId, parent.id) : sql`${categories.parentId} is null`);
        if (siblings.some((row) => row.slug === slug)) throw conflict(words.slugTaken(slug));
        const [row] = await tx
          .insert(categories)
          .values({
            level,
            parentId,
            title,
            slug,
            position: Math.max(-1, ...siblings.map((row) => row.position)) + 1,
            // Not a new-arrival tile: those list their categories whether or not anything is filed in them.
            showInNewArrivals: false,
          })
          .returning();
        await record(tx, by, ctx.now(), { action: 'category.add', subject: slug, after: { title } });
        return row!;
      });
      reply.status(201);
      const answer: Answer<'createAdminCategory'> = await answered(made, words.added(made.title));
      return answer;
    },

    async saveAdminCategory(request) {
      const { version, link_name: slug, picture } = request.body;
      const title = request.body.title.trim();
      if (!title) throw badRequest(words.blankTitle);
      if (!isSlug(slug)) throw badRequest(words.slugShape);
      const by = { staffId: signedInStaff(request).id };
      const outcome = await ctx.db.transaction(async (tx) => {
        const row = await current(tx, request.params.category_id, version);
        if (row.title === title && row.slug === slug && row.icon === picture) return { row, changed: false };
        if (picture !== null && picture !== row.icon) {
          const kept = keptPhoto(picture);
          if (!kept || (await store.read(kept.hash, kept.ext)) === null) throw badRequest(words.pictureNotKept);
        }
        if (slug !== row.slug) {
          const parent =
            row.parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, row.parentId);
          const [taken] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(sql`${parent} and ${categories.slug} = ${slug}`);
          if (taken) throw conflict(words.slugTaken(slug));
        }
        const [saved] = await tx
          .update(categories)
          .set({ title, slug, icon: picture, version: row.version + 1 })
          .where(sql`${categories.id} = ${row.id} and ${categories.version} = ${row.version}`)
          .returning();
        await record(tx, by, ctx.now(), {
          action: 'category.save',
          subject: row.slug,
          before: { title: row.title, slug: row.slug, picture: row.icon },
          after: { title, slug, picture },
        });
        return { row: saved!, changed: true };
      });
      const answer: Answer<'saveAdminCategory'> = await answered(
        outcome.row,
        outcome.changed ? words.saved(outcome.row.title) : words.unchanged,
      );
      return answer;
    },

    async moveAdminCategory(request) {
      const { version, parent_id: parentId, position } = request.body;
      const by = { staffId: signedInStaff(request).id };
      const moved = await ctx.db.transaction(async (tx) => {
        const row = await current(tx, request.params.category_id, version);
        const rows: TreeRow[] = await tx.select().from(categories);
        if (parentId !== null && !rows.some((other) => other.id === parentId)) throw notFound(words.noParent);
        const own = await ownProductCounts(tx, [row.id]);
        const refusal = moveRefusal(rows, row, parentId, own);
        if (refusal === 'intoItself') throw conflict(words.intoItself);
        if (refusal === 'tooDeep') throw conflict(words.tooDeep(row.title));
        if (refusal === 'productsAtTop') throw conflict(words.productsAtTop(row.title, own.get(row.id)!));
        if (refusal === 'slugTaken') throw conflict(words.slugTaken(row.slug));

        const paths = pathsAfterMove(rows, row, parentId);
        const below = paths.slice(1).map((path) => path.id);
        const levelShift = paths[0]!.level - row.level;
        if (levelShift !== 0 && below.length > 0)
          await tx
            .update(categories)
            .set({ level: sql`${categories.level} + ${levelShift}` })
            .where(inArray(categories.id, below));
        const order = siblingsAfterMove(rows, row, parentId, position);
        for (const [at, sibling] of order.entries()) {
          if (sibling.id === row.id || sibling.position === at) continue;
          await tx.update(categories).set({ position: at }).where(eq(categories.id, sibling.id));
        }
        const [saved] = await tx
          .update(categories)
          .set({
            parentId,
            level: paths[0]!.level,
            position: order.findIndex((sibling) => sibling.id === row.id),
            version: row.version + 1,
          })
          .where(sql`${categories.id} = ${row.id} and ${categories.version} = ${row.version}`)
          .returning();
        // Each product's columns are its deepest category's path, so they follow that category wherever it went.
        if (parentId !== row.parentId)
          for (const { id, path } of paths)
            await tx
              .update(products)
              .set({ categoryId: path[0]!, subcategoryId: path[1]!, subsubcategoryId: path[2] ?? null })
              .where(sql`coalesce(${products.subsubcategoryId}, ${products.subcategoryId}) = ${id}`);
        await record(tx, by, ctx.now(), {
          action: 'category.move',
          subject: row.slug,
          before: { parentId: row.parentId, position: row.position },
          after: { parentId, position: saved!.position },
        });
        return saved!;
      });
      const answer: Answer<'moveAdminCategory'> = await answered(moved, words.moved(moved.title));
      return answer;
    },

    async deleteAdminCategory(request) {
      const by = { staffId: signedInStaff(request).id };
      const title = await ctx.db.transaction(async (tx) => {
        const row = await current(tx, request.params.category_id);
        const held = (await productCounts(tx, [row.id])).get(row.id) ?? 0;
        if (held > 0) throw conflict(words.holdsProducts(row.title, held));
        const children = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, row.id));
        if (children.length > 0) throw conflict(words.holdsCategories(row.title, children.length));
        const [tile] = await tx
          .select({ id: classifications.id })
          .from(classifications)
          .where(eq(classifications.categoryId, row.id));
        if (tile) throw conflict(words.onHomePage(row.title));
        await tx.delete(categories).where(eq(categories.id, row.id));
        await record(tx, by, ctx.now(), { action: 'category.delete', subject: row.slug, before: { title: row.title } });
        return row.title;
      });
      const answer: Answer<'deleteAdminCategory'> = { message: words.deleted(title) };
      return answer;
    },
  };
}
