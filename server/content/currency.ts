import type { Queryable } from '../db/connect';
import { readSiteContent } from '../db/site-content';

/** The symbol prices carry (product §3): the shop's own (company details, `npm run shop -- settings`), ₹ by default. Read for each page, so a change shows on the next one. */
export async function shopCurrency(db: Queryable): Promise<string> {
  return (await readSiteContent(db, 'company_details'))?.currency || '₹';
}
