import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/connect';
import { siteContent } from '../db/schema';
import type { SiteContent } from '../db/site-content';

/** The symbol prices carry (product §3): the shop's own (company details, `npm run shop -- settings`), ₹ by default. Read for each page, so a change shows on the next one. */
export async function shopCurrency(db: Queryable): Promise<string> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, 'company_details'));
  return (row?.value as SiteContent['company_details'] | undefined)?.currency || '₹';
}
