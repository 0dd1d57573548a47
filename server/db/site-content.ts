/**
 * The singleton documents kept in the site_content table, by key. Field names are
 * the API's (product §3), so handlers can answer them as they are.
 */
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
}

export type SiteContentKey = keyof SiteContent;

export const SITE_CONTENT_KEYS: readonly SiteContentKey[] = [
  'company_details',
  'social_links',
  'meta_data',
  'site_settings',
  'about',
  'terms',
  'privacy',
  'contact_details',
];

/**
 * Kept in site_content beside the documents: the owner emptied the shop to fill it herself
 * (`npm run shop -- reset --empty`), so a start finding no products never seeds the demo
 * again (server/seed). Only a reset to the demo takes it away.
 */
export const OWN_SHOP_KEY = 'own_shop';
