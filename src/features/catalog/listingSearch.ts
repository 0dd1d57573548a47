import type { QueryClient } from '@tanstack/react-query';
import { isSlug, limits } from '#rules/limits';
import { slugParam } from '#src/app/routing/routeParams';
import { intParam, listParam, textParam } from '#src/app/routing/searchParams';
import { attributeTreeQuery, loadProductListPage } from './queries';
import type { ProductFilter } from '#src/app/queries/productListQuery';
import { sortParam, withSort, type ListSort } from './sort';

/**
 * Everything a listing URL can say (product §3 listing state): search text, page, every
 * filter and the order. Living in the URL, a filter survives reload, back/forward and a shared
 * link. Each field is optional so a plain /shop link needs no search params.
 */
export interface ListingSearch {
  search?: string;
  /** Search exactly what was typed, not its correction (the "Search instead for" link). */
  exact?: true;
  page?: number;
  /** Attribute value ids: sizes and colours. */
  attr?: number[];
  brand?: number[];
  /** Sub-category slugs. */
  sub?: string[];
  tag?: number[];
  min?: number;
  max?: number;
  /** The order chosen (product §3 listing state); absent is Relevance. */
  sort?: ListSort;
}

const ids = (value: unknown) => listParam(value, (id) => intParam(id, 1, limits.idMax));
const slug = (value: unknown) => {
  const text = textParam(value, { trim: false });
  return text !== undefined && isSlug(text) ? text : undefined;
};
const price = (value: unknown) => intParam(value, limits.priceMin, limits.priceMax);

/** The router's validateSearch for every /shop page: a value that does not read is dropped, the others kept. */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  return {
    search: textParam(raw.search),
    exact: raw.exact === true || raw.exact === 'true' ? true : undefined,
    page: intParam(raw.page, 1),
    attr: ids(raw.attr),
    brand: ids(raw.brand),
    sub: listParam(raw.sub, slug),
    tag: ids(raw.tag),
    min: price(raw.min),
    max: price(raw.max),
    sort: sortParam(raw.sort),
  };
}

export interface CategoryPath {
  id?: string;
  subid?: string;
  subsubid?: string;
}

/** Choosing a value adds it when absent and removes it when present (product §4); empty becomes absent. */
export function toggled<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length > 0 ? next : undefined;
}

export function hasActiveFilter(search: ListingSearch): boolean {
  return Boolean(
    search.attr || search.brand || search.sub || search.tag || search.min !== undefined || search.max !== undefined,
  );
}

/** The search with every filter cleared (product §4 "Clearing filters"); the text, category and order stay. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return { search: search.search, exact: search.exact, sort: search.sort };
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
    ...(search.search && search.exact ? { as_typed: true } : {}),
    ...withSort(search.sort),
  };
}

/**
 * The loader of every /shop route: the category's filters and the page of products. A
 * category that cannot be a slug (/shop/BAD_CAT) names nothing: not found, nothing asked.
 */
export function loadListing(
  queryClient: QueryClient,
  path: CategoryPath,
  search: ListingSearch,
  cause: 'enter' | 'stay' | 'preload',
) {
  for (const segment of [path.id, path.subid, path.subsubid]) if (segment !== undefined) slugParam(segment);
  const tree = queryClient.ensureQueryData(attributeTreeQuery(path.id ?? 'all'));
  return loadProductListPage(queryClient, cause, toProductFilter(path, search), tree);
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
