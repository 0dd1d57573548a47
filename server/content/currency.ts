import type { Queryable } from '../db/connect';
import { readSiteContent } from '../db/site-content';

/** Product §3. Read for each page, so a change (`npm run shop -- settings`) shows on the next one. */
export async function shopCurrency(db: Queryable): Promise<string> {
  return (await readSiteContent(db, 'company_details'))?.currency || '₹';
}

/** The shop's name and favicon, as its settings give them: every page's <title> and icon (null: the build's own). */
export async function shopHead(db: Queryable): Promise<{ name: string; favicon: string | null }> {
  const details = await readSiteContent(db, 'company_details');
  return { name: details?.site_name || 'Statefront', favicon: details?.fav_icon || null };
}
