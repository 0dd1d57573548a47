import type { Schemas } from '#openapi/client';
import { oneOfParam } from '#src/app/routing/searchParams';

/**
 * The orders a shopper can choose for a product list (listing, search results, New
 * Arrivals), as the URL's `sort` and the contract's ProductSort spell them. Relevance, the
 * list's own order, is no value at all: the request then carries no sort, and the URL none.
 */
export const sorts = [
  'price_asc',
  'price_desc',
  'newest',
  'rating',
] as const satisfies readonly Schemas['ProductSort'][];
export type ListSort = (typeof sorts)[number];

/** A `sort` search param as the router hands it over; anything else (an old link, a typo) is Relevance. */
export const sortParam = (value: unknown): ListSort | undefined => oneOfParam(value, sorts);

/** The request's `sort` field: none for Relevance, so a relevance list asks what it always asked. */
export const withSort = (sort: ListSort | undefined) => (sort ? { sort } : {});
