import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { limits } from '../../../spec/limits';
import { attributeTreeQuery, loadProductListPage } from './queries';
import type { ProductFilter } from '../../app/productListQuery';

/**
 * Everything a listing URL can say (SPEC §3 listing state): search text, page and
 * every filter. Living in the URL, a filter survives reload, back/forward and a shared
 * link. Each field is optional so a plain /shop link needs no search params; a value
 * that does not parse is dropped rather than breaking the page. (zod/mini: this schema
 * runs on the first page load, where full zod would cost more than the rest of it.)
 */
/** An optional search param whose bad value reads as absent. */
export function droppedWhenInvalid<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const ids = droppedWhenInvalid(z.array(z.int().check(z.positive())).check(z.minLength(1)));
const slugs = droppedWhenInvalid(z.array(z.string().check(z.minLength(1))).check(z.minLength(1)));
const price = droppedWhenInvalid(z.int().check(z.minimum(limits.priceMin), z.maximum(limits.priceMax)));

export const listingSearchSchema = z.object({
  search: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
  page: droppedWhenInvalid(z.int().check(z.minimum(1))),
  /** Attribute value ids: sizes and colours. */
  attr: ids,
  brand: ids,
  /** Sub-category slugs. */
  sub: slugs,
  tag: ids,
  min: price,
  max: price,
});

export type ListingSearch = z.infer<typeof listingSearchSchema>;

export interface CategoryPath {
  id?: string;
  subid?: string;
  subsubid?: string;
}

/** Choosing a value adds it when absent and removes it when present (SPEC §4); empty becomes absent. */
export function toggled<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length > 0 ? next : undefined;
}

export function hasActiveFilter(search: ListingSearch): boolean {
  return Boolean(search.attr || search.brand || search.sub || search.tag || search.min !== undefined || search.max !== undefined);
}

/** The search with every filter cleared (SPEC §4 "Clearing filters"); the text and category stay. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return { search: search.search };
}

/** The listProducts body for a page of this listing. */
export function toProductFilter(path: CategoryPath, search: ListingSearch): ProductFilter {
  const sub = path.subid ? [path.subid] : search.sub;
  return {
    limit: limits.listingPageSize,
    page: search.page ?? 1,
    fk_category: path.id ?? 'all',
    ...(sub ? { fk_subcategory: sub } : {}),
    ...(path.subsubid ? { fk_subsubcategory: [path.subsubid] } : {}),
    ...(search.attr ? { atribute: search.attr } : {}),
    ...(search.brand ? { fk_brand: search.brand } : {}),
    ...(search.tag ? { tag: search.tag.map(String) } : {}),
    from_price: search.min ?? limits.priceMin,
    to_price: search.max ?? limits.priceMax,
    ...(search.search ? { search: search.search } : {}),
  };
}

/** The loader of every /shop route: the category's filters and the page of products. */
export function loadListing(queryClient: QueryClient, path: CategoryPath, search: ListingSearch, cause: 'enter' | 'stay' | 'preload') {
  const tree = queryClient.ensureQueryData(attributeTreeQuery(path.id ?? 'all'));
  return loadProductListPage(queryClient, cause, toProductFilter(path, search), tree);
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
