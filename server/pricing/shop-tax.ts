/** How the shop taxes, from its settings' GST details (decision 0052). */
import { DEFAULT_HSN } from '#rules/gst-rates';
import { indiaDate } from './financial-year';
import type { TaxWay } from './gst';

/** The settings' fields this reads (server/db/site-content.ts, invoice_details). */
export interface ShopGstDetails {
  gstin: string;
  state: string;
  default_hsn: string;
  prices_include_gst: boolean;
}

/** How a sale at `now` is taxed: the rates of its day in India, the shop's default HSN and its way with prices. */
export function taxWay(details: ShopGstDetails | undefined, now: Date): TaxWay {
  return {
    day: indiaDate(now),
    pricesIncludeGst: details?.prices_include_gst ?? false,
    defaultHsn: details?.default_hsn || DEFAULT_HSN,
  };
}

/** The shop's GST state code: its GSTIN's first two digits, else the state its settings name ('' none). */
export const shopStateCode = (details: ShopGstDetails | undefined): string =>
  details?.gstin ? details.gstin.slice(0, 2) : (details?.state ?? '');
