import { asc } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { categories, products } from '../db/schema';
import { shownCategoryIds, shownInShop } from '../db/shown-in-shop';

/** Reachable without signing in, besides categories and products. */
const fixedPages = ['', 'shop', 'product', 'aboutus', 'contactus', 'privacypolicy', 'termsandconditions'];

export async function sitemapPaths(ctx: AppContext): Promise<string[]> {
  const [rows, shown] = await Promise.all([
    ctx.db
      .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    shownCategoryIds(ctx.db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const categoryPath = (row: (typeof rows)[number]): string => {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    return parent ? `${categoryPath(parent)}/${encodeURIComponent(row.slug)}` : `shop/${encodeURIComponent(row.slug)}`;
  };
  const productRows = await ctx.db
    .select({ slug: products.slug })
    .from(products)
    .where(shownInShop)
    .orderBy(asc(products.id));
  return [
    ...fixedPages,
    // As the menu offers them: a category nothing a shopper may meet is filed in is not a page worth finding.
    ...rows.filter((row) => shown.has(row.id)).map(categoryPath),
    ...productRows.map((row) => `product/${encodeURIComponent(row.slug)}`),
  ];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `base` is the storefront's absolute URL, ending in '/'. */
export function sitemapXml(base: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(basePath: string, sitemapUrl: string): string {
  const signedIn = ['cart', 'checkout', 'profile', 'wishlist', 'orderdetail/'];
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...signedIn.map((page) => `Disallow: ${basePath}${page}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
