import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import {
  attributes,
  attributeValues,
  brands,
  productTags,
  products,
  tags,
  variants,
  variantValues,
} from '../db/schema';
import { shownInShop } from '../db/shown-in-shop';

/** A snapshot's longest reuse; any catalog write drops it at once (decision 0011). */
export const FACETS_TTL_MS = 60_000;

export interface FacetValue {
  attributeId: number;
  attributeTitle: string;
  id: number;
  title: string;
  color: string | null;
}

export interface Facets {
  values: FacetValue[];
  brands: { int_glcode: number; var_title: string }[];
  tags: { int_glcode: number; var_title: string }[];
  /** Per top category id. */
  byCategory: Map<number, { values: Set<number>; brands: Set<number>; tags: Set<number> }>;
}

/** All categories at once, shared: per request it joined every variant of a category (seconds at 20 000 products on PGlite). */
export function facetsCache(ctx: AppContext): () => Promise<Facets> {
  let snapshot: { at: number; facets: Promise<Facets> } | undefined;
  ctx.catalogCache.onInvalidate(() => (snapshot = undefined));
  return () => {
    const now = Date.now();
    if (!snapshot || now - snapshot.at > FACETS_TTL_MS) {
      const facets = loadFacets(ctx);
      snapshot = { at: now, facets };
      // A failed load is not cached: the next request tries again.
      facets.catch(() => {
        if (snapshot?.facets === facets) snapshot = undefined;
      });
    }
    return snapshot.facets;
  };
}

async function loadFacets(ctx: AppContext): Promise<Facets> {
  const [values, brandRows, tagRows, valuePairs, brandPairs, tagPairs] = await Promise.all([
    ctx.db
      .select({
        attributeId: attributes.id,
        attributeTitle: attributes.title,
        id: attributeValues.id,
        title: attributeValues.title,
        color: attributeValues.colorCode,
      })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id)),
    ctx.db
      .select({ int_glcode: brands.id, var_title: brands.title })
      .from(brands)
      .orderBy(asc(brands.title), asc(brands.id)),
    ctx.db.select({ int_glcode: tags.id, var_title: tags.title }).from(tags).orderBy(asc(tags.title), asc(tags.id)),
    ctx.db
      .selectDistinct({ categoryId: products.categoryId, id: variantValues.attributeValueId })
      .from(variantValues)
      .innerJoin(variants, eq(variants.id, variantValues.variantId))
      .innerJoin(products, and(eq(products.id, variants.productId), shownInShop)),
    ctx.db.selectDistinct({ categoryId: products.categoryId, id: products.brandId }).from(products).where(shownInShop),
    ctx.db
      .selectDistinct({ categoryId: products.categoryId, id: productTags.tagId })
      .from(productTags)
      .innerJoin(products, and(eq(products.id, productTags.productId), shownInShop)),
  ]);

  const byCategory: Facets['byCategory'] = new Map();
  const entry = (categoryId: number) => {
    let found = byCategory.get(categoryId);
    if (!found) byCategory.set(categoryId, (found = { values: new Set(), brands: new Set(), tags: new Set() }));
    return found;
  };
  for (const pair of valuePairs) entry(pair.categoryId).values.add(pair.id);
  for (const pair of brandPairs) entry(pair.categoryId).brands.add(pair.id);
  for (const pair of tagPairs) entry(pair.categoryId).tags.add(pair.id);
  return { values, brands: brandRows, tags: tagRows, byCategory };
}

/** The 'all' scope. */
export function usedAnywhere(facets: Facets, kind: 'values' | 'brands' | 'tags'): Set<number> {
  const used = new Set<number>();
  for (const entry of facets.byCategory.values()) for (const id of entry[kind]) used.add(id);
  return used;
}
