import type { Queryable } from '../db/connect';
import { readSiteContent } from '../db/site-content';

/** Product §3. Read for each page, so a change (`npm run shop -- settings`) shows on the next one. */
export async function shopCurrency(db: Queryable): Promise<string> {
  return (await readSiteContent(db, 'company_details'))?.currency || '₹';
}

/** The shop's name, as its settings give it: every page's <title>. */
export async function shopName(db: Queryable): Promise<string> {
  return (await readSiteContent(db, 'company_details'))?.site_name || 'Statefront';
}
