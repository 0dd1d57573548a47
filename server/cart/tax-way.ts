/** How the shop's settings have a sale taxed now (decision 0052). */
import type { Queryable } from '../db/connect';
import { readSiteContent } from '../db/site-content';
import type { TaxWay } from '../pricing/gst';
import { taxWay } from '../pricing/shop-tax';

export async function readTaxWay(db: Queryable, now: Date): Promise<TaxWay> {
  return taxWay(await readSiteContent(db, 'invoice_details'), now);
}
