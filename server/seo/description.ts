import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context/context';
import { products } from '../db/schema';
import { shownInShop } from '../db/shown-in-shop';
import { readSiteContent } from '../db/site-content';

/** A product's own on its page, else the shop's; the client keeps it current as pages change. */
export async function pageDescription(ctx: AppContext, pagePath: string): Promise<string | null> {
  const product = /^product\/([^/]+)$/.exec(pagePath);
  if (product?.[1]) {
    const [row] = await ctx.db
      .select({ meta: products.metaDescription, short: products.shortDescription })
      .from(products)
      .where(and(eq(products.slug, product[1]), shownInShop));
    const own = row?.meta || row?.short;
    if (own) return own;
  }
  return (await readSiteContent(ctx.db, 'meta_data'))?.desc || null;
}
