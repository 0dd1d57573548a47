/** The shop's pages, banners and coupons. */
import type { InferInsertModel } from 'drizzle-orm';
import type { banners, coupons } from '../db/schema';
import { EMPTY_INVOICE_DETAILS, type SiteContent } from '../db/site-content';
import { BANNER_DESIGNS, mediaUrl } from '../media/drawn/kinds';
import { DEFAULT_HSN } from '#rules/gst-rates';

export const SITE_CONTENT: SiteContent = {
  company_details: {
    site_name: 'Statefront',
    footer_copyright: '© 2026 Statefront Fashion Pvt. Ltd. All rights reserved.',
    currency: '₹',
    site_logo: mediaUrl.logo(),
    fav_icon: mediaUrl.favicon(),
  },
  social_links: {
    twitter: 'https://twitter.com/statefront',
    insta: 'https://www.instagram.com/statefront',
    facebook: 'https://www.facebook.com/statefront',
    google: 'https://www.linkedin.com/company/statefront',
  },
  meta_data: {
    desc:
      'Statefront is an online store for women’s fashion: ethnic and western wear, dresses, footwear, bags and jewellery, ' +
      'delivered across India.',
  },
  site_settings: { site_logo: mediaUrl.logo(), site_name: 'Statefront' },
  about: {
    content: [
      '<h2>Made in India, worn everywhere</h2>',
      '<p>Statefront started in 2019 as a small studio in Jaipur working with block printers and handloom weavers. ' +
        'Today we bring together more than a hundred labels for women who like their clothes comfortable, colourful and honest.</p>',
      '<h3>What we stand for</h3>',
      '<ul><li>Fair pay for every artisan we work with</li><li>Natural fabrics first</li><li>Easy returns, no questions asked</li></ul>',
      '<p>Questions? Write to us from the <a href="/contactus">contact page</a>.</p>',
    ].join(''),
    banner: mediaUrl.aboutBanner(),
  },
  terms: {
    tern_and_condition: [
      '<h2>Terms and Conditions</h2>',
      '<p>By using Statefront you agree to these terms. Please read them carefully.</p>',
      '<h3>Orders</h3>',
      '<ol><li>An order is confirmed once you receive an order number.</li>' +
        '<li>Prices are in Indian rupees and include applicable taxes shown at checkout.</li>' +
        '<li>We may cancel an order if an item is out of stock; any payment is refunded in full.</li></ol>',
      '<h3>Delivery</h3>',
      '<p>Metros: 3-5 working days. Other cities: 5-7 working days. Areas served only by speed post: 15 working days.</p>',
      '<h3>Returns</h3>',
      '<p>Delivered items can be returned from the order page. ' +
        'See our <a href="/privacypolicy">privacy policy</a> for how we handle your data.</p>',
    ].join(''),
  },
  privacy: {
    privacy_policy: [
      '<h2>Privacy Policy</h2>',
      '<p>We collect only what we need to deliver your orders: your name, email, mobile number and addresses.</p>',
      '<h3>How we use your data</h3>',
      '<ul><li>To process and deliver orders</li><li>To answer your messages</li><li>Never sold to anyone</li></ul>',
      '<p>To have your account deleted, write to <a href="mailto:care@statefront.in">care@statefront.in</a>.</p>',
    ].join(''),
  },
  contact_details: {
    email: 'care@statefront.in',
    mobile: '+91 98765 43210',
    address: '2nd Floor, 14 MI Road, Jaipur, Rajasthan 302001, India',
  },
  // A made-up GSTIN of Rajasthan (08) whose check character holds, so the demo issues tax invoices.
  invoice_details: {
    gstin: '08AAHCS1234K1ZA',
    legal_name: 'Statefront Fashion Pvt. Ltd.',
    legal_address: '2nd Floor, 14 MI Road, Jaipur, Rajasthan 302001',
    invoice_prefix: 'SF',
    state: '08',
    default_hsn: DEFAULT_HSN,
    prices_include_gst: false,
  },
};

/**
 * What an emptied shop says about itself where its owner has not said it yet: nothing of the demo's (its name
 * aside, the platform's, until she sets hers), no address, no links, and pages that say they are still to come.
 */
export const EMPTY_SITE_CONTENT: SiteContent = {
  company_details: { ...SITE_CONTENT.company_details, footer_copyright: '' },
  social_links: { twitter: '', insta: '', facebook: '', google: '' },
  meta_data: { desc: '' },
  site_settings: SITE_CONTENT.site_settings,
  about: { content: '<p>The shop has not written about itself yet.</p>', banner: '' },
  terms: { tern_and_condition: '<h2>Terms and Conditions</h2><p>The shop has not published its terms yet.</p>' },
  privacy: { privacy_policy: '<h2>Privacy Policy</h2><p>The shop has not published its privacy policy yet.</p>' },
  contact_details: { email: '', mobile: '', address: '' },
  invoice_details: EMPTY_INVOICE_DETAILS,
};

/** The demo's banners are drawn (decision 0029); an owner's are her photos. */
export const DEMO_BANNER_IMAGES = '/media/banners/%';

export function bannerRows(): InferInsertModel<typeof banners>[] {
  const rows: InferInsertModel<typeof banners>[] = [];
  const add = (kind: 'offer' | 'vertical' | 'horizontal', count: number, titles: string[], links: string[]) => {
    for (let i = 0; i < count; i++) {
      rows.push({
        id: rows.length + 1,
        kind,
        image: mediaUrl.banner(kind, (i % BANNER_DESIGNS) + 1),
        title: titles[i % titles.length] ?? '',
        link: links[i % links.length] ?? '/shop',
        position: i,
      });
    }
  };
  add(
    'offer',
    8,
    ['Festive sale: up to 50% off', 'New season dresses', 'Handloom sarees', 'Flat 20% on footwear'],
    ['/shop/ethnic-wear', '/shop/dresses', '/shop/ethnic-wear/sarees', '/shop/footwear'],
  );
  add(
    'vertical',
    2,
    ['The wedding edit', 'Jewellery for every day'],
    ['/shop/ethnic-wear', '/shop/jewellery-accessories'],
  );
  add(
    'horizontal',
    3,
    ['Bags to carry it all', 'Sneakers on the move', 'Office-ready western wear'],
    ['/shop/bags', '/shop/footwear/sneakers', '/shop/western-wear'],
  );
  return rows;
}

export const COUPONS: InferInsertModel<typeof coupons>[] = [
  {
    id: 1,
    code: 'WELCOME10',
    percent: 10,
    maxDiscountPaise: 500_00,
    minAmountPaise: 0,
    validFrom: new Date('2024-01-01T00:00:00.000Z'),
    validTo: new Date('2099-12-31T23:59:59.000Z'),
  },
  {
    id: 2,
    code: 'SUMMER5',
    percent: 5,
    maxDiscountPaise: null,
    minAmountPaise: 0,
    validFrom: new Date('2024-04-01T00:00:00.000Z'),
    validTo: new Date('2024-06-30T23:59:59.000Z'),
  },
];
