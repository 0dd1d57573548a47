import { notFound } from '@tanstack/react-router';
import { isId, isSlug } from '#rules/limits';

/**
 * Path segments that name something in the shop. One that cannot (`/product/Bad_Slug`,
 * `/orderdetail/99999999999`) names nothing: the loader throws the router's not-found,
 * so the page is the ordinary not-found one and no request goes out that the server
 * would refuse.
 */
export function slugParam(text: string): string {
  if (!isSlug(text)) throw notFound();
  return text;
}

/** The id a path segment spells (digits only), or not found. */
export function idParam(text: string): number {
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isId(id)) throw notFound();
  return id;
}
