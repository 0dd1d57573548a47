import { useQuery } from '@tanstack/react-query';
import type { Crumb } from '#src/ui/Breadcrumb';
import { classificationsQuery, menuCategoriesQuery } from '#src/app/queries/categoryQueries';
import type { CategoryPath } from './listingSearch';

/** 'ethnic-wear' → 'Ethnic Wear', until the menu has loaded the real title. */
function fromSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Breadcrumb crumbs for a category path, titled from the menu (categories) or the
 * classifications (a top segment may be a classification slug).
 */
export function useCategoryCrumbs(path: CategoryPath): Crumb[] {
  const { data: menu = [] } = useQuery(menuCategoriesQuery());
  const { data: tiles = [] } = useQuery(classificationsQuery());
  if (!path.id) return [];
  const top = menu.find((c) => c.var_slug === path.id);
  const sub = top?.sub_categories.find((c) => c.var_slug === path.subid);
  const subsub = sub?.subsub_categories.find((c) => c.var_slug === path.subsubid);
  const crumbs: Crumb[] = [
    {
      label: top?.var_title ?? tiles.find((t) => t.var_slug === path.id)?.var_title ?? fromSlug(path.id),
      to: `/shop/${path.id}`,
    },
  ];
  if (path.subid) crumbs.push({ label: sub?.var_title ?? fromSlug(path.subid), to: `/shop/${path.id}/${path.subid}` });
  if (path.subid && path.subsubid) crumbs.push({ label: subsub?.var_title ?? fromSlug(path.subsubid) });
  return crumbs;
}
