// The catalog in the back office (issue 54): its products listed and filtered, one opened in the editor, saved
// through the import's own reader and writer (server/catalog-import/edit-product.ts, decision 0059).
import { and, asc, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { adminTexts } from '#rules/admin-texts';
import { containsPattern } from '../catalog/listing';
import { fieldLabel } from '#rules/fields';
import { LOW_STOCK_AT } from '../orders/dashboard';
import { record, type Actor } from '../activity/record';
import type { AppContext } from '../context/context';
import type { FastifyRequest } from 'fastify';
import type { Answer, Body, Handlers } from '../contract/handler-types';
import { brands, categories, products, variants } from '../db/schema';
import type { CatalogProduct } from '../catalog-import/catalog-product';
import { pictureLists } from '../catalog-import/catalog-product';
import {
  productBySlug,
  productVersion,
  saveEditedProduct,
  type FieldProblem,
  type SaveResult,
} from '../catalog-import/edit-product';
import { momentOf } from '../mail/outbox';
import { productPageIn } from '../catalog/product';
import { bulkEditProducts } from './product-bulk';
import { checkPhoto, keptPhoto } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { conflict, notFound } from '../messages/errors';
import { RequestRefused } from '../plugins/request-problems';
import { toRupees } from '../pricing/money';
import { signedInStaff } from '../staff/guard';

export const ADMIN_PRODUCTS_PAGE = 50;

type AdminProduct = Answer<'getAdminProduct'>['data'];

export function editorProduct(product: CatalogProduct): AdminProduct {
  const { own, shared } = pictureLists(product);
  return {
    id: product.id,
    slug: product.slug,
    version: productVersion(product),
    title: product.title,
    published: product.published,
    description_html: product.description_html,
    brand: product.brand,
    category: product.category,
    tags: product.tags,
    options: product.options,
    variants: product.variants.map((variant, i) => ({
      id: variant.id,
      sku: variant.sku,
      values: product.options.map((name) => variant.values[name] ?? ''),
      price: toRupees(variant.selling),
      compare_at: variant.price > variant.selling ? toRupees(variant.price) : null,
      stock: variant.stock,
      image: own[i] ?? null,
    })),
    photos: shared,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    hsn: product.hsn,
  };
}

/** A save's field problems as the contract's 400: one sentence for people, and each field's words for the editor. */
function refused(problems: FieldProblem[]): RequestRefused {
  return new RequestRefused(
    problems.length === 1
      ? `${fieldLabel(problems[0]!.field.split('.').at(-1)!)} ${problems[0]!.text}.`
      : adminTexts.products.problems(problems.length),
    problems.map(({ field, text }) => ({
      in: 'body',
      field: `product/${field.replaceAll('.', '/')}`,
      problem: 'invalid',
      says: text,
    })),
  );
}

export function adminProductHandlers(ctx: AppContext): Handlers {
  const store = photoStore(ctx.db, ctx.config.mediaDir);
  const pictureKept = async (url: string) => {
    const kept = keptPhoto(url);
    return kept !== null && (await store.read(kept.hash, kept.ext)) !== null;
  };

  async function slugOf(id: number): Promise<string> {
    const [row] = await ctx.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    if (!row) throw notFound(adminTexts.products.noProduct);
    return row.slug;
  }

  async function save(
    by: Actor,
    slug: string,
    version: string | null,
    input: Body<'saveAdminProduct'>['product'],
  ): Promise<Answer<'saveAdminProduct'>> {
    const at = momentOf(ctx);
    const result: SaveResult = await saveEditedProduct(
      ctx.db,
      slug,
      version,
      input,
      pictureKept,
      at,
      async (tx, saved) =>
        record(tx, by, at.now, {
          action: version === null ? 'product.add' : 'product.save',
          subject: saved.slug,
          after: { title: saved.title },
        }),
    );
    if ('problems' in result) throw refused(result.problems);
    if (!result.saved) throw conflict(version === null ? adminTexts.products.slugTaken : adminTexts.products.changed);
    const typed = new Map(input.variants.map((v) => [v.sku, Number(v.stock)]));
    return {
      message:
        result.outcome === 'unchanged'
          ? adminTexts.products.unchanged
          : version === null
            ? adminTexts.products.added(result.product.title)
            : adminTexts.products.saved(result.product.title),
      data: editorProduct(result.product),
      notes: [
        ...result.stockKept.map((kept) =>
          adminTexts.products.stockKept(kept.sku, typed.get(kept.sku) ?? kept.file, kept.shop),
        ),
        ...result.warnings.map(({ field, text }) => `${fieldLabel(field.split('.').at(-1)!)} ${text}.`),
      ],
    };
  }

  /**
   * The storefront's product page drawn from the product as typed (decision 0068): saved as a save would, read as
   * the shop reads it, undone by the error that carries what was read out of the transaction.
   */
  async function preview(
    request: FastifyRequest,
    slug: string,
    version: string | null,
    input: Body<'saveAdminProduct'>['product'],
  ): Promise<Answer<'previewAdminProduct'>> {
    const result = await saveEditedProduct(
      ctx.db,
      slug,
      version,
      input,
      pictureKept,
      momentOf(ctx),
      async (tx, saved) => {
        throw new PreviewRead(saved.slug, await productPageIn(tx, saved.slug));
      },
    ).catch((thrown: unknown) => {
      if (thrown instanceof PreviewRead) return thrown;
      throw thrown;
    });
    if (result instanceof PreviewRead) {
      const pagePath = `product/${result.slug}`;
      const { html } = await request.server.storefront.preview(request, pagePath, result.answer);
      return { page: html, address: `${ctx.config.basePath}${pagePath}` };
    }
    if ('problems' in result) throw refused(result.problems);
    throw conflict(version === null ? adminTexts.products.slugTaken : adminTexts.products.changed);
  }

  return {
    async previewAdminProduct(request) {
      const slug = await slugOf(request.params.product_id);
      const current = await productBySlug(ctx.db, slug);
      if (!current) throw notFound(adminTexts.products.noProduct);
      // Over the product as it is now, whoever saved it last: a preview overwrites nothing.
      return preview(request, slug, productVersion(current), request.body.product);
    },

    async previewNewAdminProduct(request) {
      return preview(request, request.body.slug.trim(), null, request.body.product);
    },

    async listAdminProducts(request) {
      const { q, category, brand, stock, status, page = 1 } = request.query;
      const where: SQL[] = [];
      const text = q?.trim();
      if (text) {
        const like = containsPattern(text);
        const bySku = ctx.db
          .select({ one: sql`1` })
          .from(variants)
          .where(and(eq(variants.productId, products.id), ilike(variants.sku, like)));
        where.push(or(ilike(products.title, like), ilike(products.slug, like), exists(bySku))!);
      }
      if (category)
        where.push(
          or(
            eq(products.categoryId, category),
            eq(products.subcategoryId, category),
            eq(products.subsubcategoryId, category),
          )!,
        );
      if (brand) where.push(eq(products.brandId, brand));
      const some = (condition: SQL) =>
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(variants)
            .where(and(eq(variants.productId, products.id), condition)),
        );
      if (stock === 'out') where.push(some(sql`${variants.stock} = 0`));
      if (stock === 'low') where.push(some(sql`${variants.stock} <= ${LOW_STOCK_AT}`));
      if (stock === 'in') where.push(sql`not ${some(sql`${variants.stock} <= ${LOW_STOCK_AT}`)}`);
      if (status) where.push(eq(products.published, status === 'published'));
      const condition = where.length ? and(...where) : undefined;
      const [counted] = await ctx.db.select({ total: count() }).from(products).where(condition);
      const rows = await ctx.db
        .select({
          id: products.id,
          slug: products.slug,
          title: products.title,
          published: products.published,
          brand: brands.title,
          image: products.image,
          selling: products.sellingPricePaise,
          stock: sql<number>`(select coalesce(sum(stock), 0)::int from variants v where v.product_id = ${products.id})`,
          variants: sql<number>`(select count(*)::int from variants v where v.product_id = ${products.id})`,
          category: sql<string[]>`(select json_agg(c.title order by c.level) from categories c
            where c.id in (${products.categoryId}, ${products.subcategoryId}, ${products.subsubcategoryId}))`,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(condition)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(ADMIN_PRODUCTS_PAGE)
        .offset((page - 1) * ADMIN_PRODUCTS_PAGE);
      const total = counted?.total ?? 0;
      const answer: Answer<'listAdminProducts'> = {
        data: rows.map(({ selling, ...row }) => ({ ...row, price: toRupees(selling) })),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE)),
        categories: await categoryPaths(ctx),
        brands: await ctx.db.select({ id: brands.id, title: brands.title }).from(brands).orderBy(asc(brands.title)),
      };
      return answer;
    },

    async getAdminProduct(request) {
      const product = await productBySlug(ctx.db, await slugOf(request.params.product_id));
      if (!product) throw notFound(adminTexts.products.noProduct);
      const answer: Answer<'getAdminProduct'> = { data: editorProduct(product) };
      return answer;
    },

    async saveAdminProduct(request) {
      const slug = await slugOf(request.params.product_id);
      return save({ staffId: signedInStaff(request).id }, slug, request.body.version, request.body.product);
    },

    async bulkEditAdminProducts(request) {
      return bulkEditProducts(ctx, { staffId: signedInStaff(request).id }, request.body);
    },

    async uploadAdminPhoto(request, reply) {
      // The photo parser's Buffer (server/plugins/photo-bodies.ts); the contract calls it a binary string.
      const checked = await checkPhoto(request.body as unknown as Buffer);
      if ('problem' in checked)
        throw new RequestRefused(adminTexts.products.photoProblem(checked.problem), [
          { in: 'body', problem: 'invalid', says: checked.problem },
        ]);
      const arrivals = store.arrivals();
      try {
        await ctx.db.transaction((tx) => arrivals.arrive(checked, tx));
        await arrivals.moveIn();
      } catch (error) {
        await arrivals.discard();
        throw error;
      }
      reply.status(201);
      const answer: Answer<'uploadAdminPhoto'> = { data: { url: checked.url } };
      return answer;
    },

    async createAdminProduct(request, reply) {
      const by = { staffId: signedInStaff(request).id };
      const answer = await save(by, request.body.slug.trim(), null, request.body.product);
      reply.status(201);
      return answer;
    },
  };
}

/** Thrown from inside a preview's transaction, so it is undone, with what the storefront would read. */
class PreviewRead {
  constructor(
    readonly slug: string,
    readonly answer: Answer<'getProduct'>,
  ) {}
}

/** Every category with its path of titles, top first, in the menu's order. */
async function categoryPaths(ctx: AppContext): Promise<{ id: number; path: string[] }[]> {
  const rows = await ctx.db
    .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: number | null): string[] => {
    const row = id === null ? undefined : byId.get(id);
    return row ? [...pathOf(row.parentId), row.title] : [];
  };
  return rows
    .map((row) => ({ id: row.id, path: pathOf(row.id) }))
    .sort((a, b) => a.path.join(' / ').localeCompare(b.path.join(' / ')));
}
