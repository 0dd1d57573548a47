import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from './connect';
import { siteContent } from './schema';
import { DEFAULT_HSN } from '#rules/gst-rates';

/** Field names are the API's (product §3), so handlers answer them as they are. */
export interface SiteContent {
  company_details: {
    site_name: string;
    footer_copyright: string;
    currency: string;
    site_logo: string;
    fav_icon: string;
  };
  social_links: { twitter: string; insta: string; facebook: string; google: string };
  meta_data: { desc: string };
  site_settings: { site_logo: string; site_name: string };
  about: { content: string; banner: string };
  terms: { tern_and_condition: string };
  privacy: { privacy_policy: string };
  contact_details: { email: string; mobile: string; address: string };
  /**
   * The shop for GST (decisions 0051, 0052): an empty gstin, it is not registered; `state` is its GST state code
   * ('' not said), which a GSTIN's first two digits must match; `default_hsn` taxes a product without one.
   */
  invoice_details: {
    gstin: string;
    legal_name: string;
    legal_address: string;
    invoice_prefix: string;
    state: string;
    default_hsn: string;
    prices_include_gst: boolean;
  };
}

export type SiteContentKey = keyof SiteContent;

const text = z.string();

/** A shop that has said nothing of itself for GST: not registered, no state, the default HSN, the SPEC's way. */
export const EMPTY_INVOICE_DETAILS: SiteContent['invoice_details'] = {
  gstin: '',
  legal_name: '',
  legal_address: '',
  invoice_prefix: 'SF',
  state: '',
  default_hsn: DEFAULT_HSN,
  prices_include_gst: false,
};

/** Checked as read: the jsonb column holds whatever was written. */
const documents: { [K in SiteContentKey]: z.ZodType<SiteContent[K]> } = {
  company_details: z.object({
    site_name: text,
    footer_copyright: text,
    currency: text,
    site_logo: text,
    fav_icon: text,
  }),
  social_links: z.object({ twitter: text, insta: text, facebook: text, google: text }),
  meta_data: z.object({ desc: text }),
  site_settings: z.object({ site_logo: text, site_name: text }),
  about: z.object({ content: text, banner: text }),
  terms: z.object({ tern_and_condition: text }),
  privacy: z.object({ privacy_policy: text }),
  contact_details: z.object({ email: text, mobile: text, address: text }),
  // Written before the shop taxed by HSN, a row lacks the last three: the SPEC's way and chapter 62 then.
  invoice_details: z.object({
    gstin: text,
    legal_name: text,
    legal_address: text,
    invoice_prefix: text,
    state: text.default(''),
    default_hsn: text.default(DEFAULT_HSN),
    prices_include_gst: z.boolean().default(false),
  }),
};

const isSiteContentKey = (key: string): key is SiteContentKey => Object.hasOwn(documents, key);

export async function readSiteContent<K extends SiteContentKey>(
  db: Queryable,
  key: K,
): Promise<SiteContent[K] | undefined> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key));
  return row && siteContentOf(key, row.value);
}

/** A document's stored value as a column of a statement that reads more beside it: read it with siteContentOf. */
export const siteContentColumn = (key: SiteContentKey) =>
  sql<unknown>`(select ${siteContent.value} from ${siteContent} where ${siteContent.key} = ${key})`;

/** A document as stored, read by a statement that reads more beside it. */
export const siteContentOf = <K extends SiteContentKey>(key: K, value: unknown): SiteContent[K] =>
  documents[key].parse(value);

export async function readSiteContents(db: Queryable, keys: readonly SiteContentKey[]): Promise<Partial<SiteContent>> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const found: Partial<SiteContent> = {};
  const put = <K extends SiteContentKey>(key: K, value: unknown) => {
    found[key] = documents[key].parse(value);
  };
  for (const row of rows) if (isSiteContentKey(row.key)) put(row.key, row.value);
  return found;
}

export const SITE_CONTENT_KEYS: readonly SiteContentKey[] = [
  'company_details',
  'social_links',
  'meta_data',
  'site_settings',
  'about',
  'terms',
  'privacy',
  'contact_details',
  'invoice_details',
];

/** The owner emptied the shop to fill it herself, so no start seeds the demo again. */
export const OWN_SHOP_KEY = 'own_shop';
