/**
 * `npm run shop -- settings` and `settings --print` (decision 0037): what the shop says about
 * itself, from an owner's file, seen by a running server on its next answer; the printed
 * settings applied again change nothing; a bad file changes nothing and says every problem.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySettings, printSettings } from '#server/shop-settings/shop-settings';
import { ownShop, type OwnShop } from '#tests/support/own-shop';
import { call } from '../orders/support';

let shop: OwnShop;
beforeAll(async () => {
  shop = await ownShop({ pages: true });
  // An emptied shop has no banners: these two are the owner's, pictures the shop has.
  await shop.server.ctx.db.execute(sql`insert into banners (kind, image, title, link, position) values
    ('offer', '/media/banners/offer-1.svg', 'Winter sale', '/shop', 0),
    ('horizontal', '/media/banners/horizontal-2.svg', 'Bags', '/shop', 0)`);
});
afterAll(() => shop?.close());

const apply = (name: string, text: string) => {
  const file = path.join(shop.dir, name);
  writeFileSync(file, text);
  return applySettings(shop.server.ctx.db, { file, mediaDir: shop.mediaDir });
};
const content = async () => ({
  company: (await call(shop.server.url, 'GET', '/company-details')).body.data[0],
  about: (await call(shop.server.url, 'GET', '/about')).body.data.data[0],
  policies: (await call(shop.server.url, 'GET', '/policy')).body.data[0],
  social: (await call(shop.server.url, 'GET', '/social-links')).body.data[0],
  contact: (await call(shop.server.url, 'GET', '/contact')).body.data[0],
  offers: (await call(shop.server.url, 'POST', '/offerbanners')).body.data,
  home: (await call(shop.server.url, 'GET', '/home-banners')).body.data,
});

describe('settings', () => {
  it('--print writes every setting, and applying what it wrote changes nothing', async () => {
    const printed = await printSettings(shop.server.ctx.db);
    const file = parse(printed) as Record<string, unknown> & { banners: { offer: unknown[] } };
    expect(Object.keys(file)).toEqual([
      'site_name',
      'logo',
      'favicon',
      'currency',
      'copyright',
      'meta_description',
      'social',
      'contact',
      'gst',
      'pages',
      'banners',
    ]);
    expect(file.banners.offer.length).toBeGreaterThan(0);
    const before = await content();
    expect(await apply('printed.yaml', printed)).toMatch(/^Settings applied: site name, logo, favicon, currency/);
    expect(await content()).toEqual(before);
    expect(await printSettings(shop.server.ctx.db)).toBe(printed);
  });

  it('sets the name, logo, currency, pages, contact and banners, photos and Markdown included, seen at once', async () => {
    const photos = path.join(shop.dir, 'brand');
    mkdirSync(photos, { recursive: true });
    await sharp({ create: { width: 180, height: 60, channels: 4, background: '#1b7f5aff' } })
      .png()
      .toFile(path.join(photos, 'logo.png'));
    await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#7b1f2e' } })
      .jpeg()
      .toFile(path.join(photos, 'sale.jpg'));
    writeFileSync(
      path.join(shop.dir, 'terms.html'),
      '<h2>Terms</h2><p onmouseover="x()">Be kind.</p><script>steal()</script>',
    );
    const said = await apply(
      'mine.yaml',
      [
        'site_name: Meera Handlooms',
        'logo: brand/logo.png',
        'currency: ₹',
        'social: { instagram: "https://instagram.com/meera" }',
        'contact: { email: hello@meera.example, phone: "+91 90000 00000" }',
        'pages:',
        '  about: { markdown: "# Our looms\\n\\nWoven in *Varanasi*. <script>x()</script>" }',
        '  terms: { file: terms.html }',
        'banners:',
        '  offer:',
        '    - { image: brand/sale.jpg, title: Festive sale, link: /shop }',
        '  vertical: []',
      ].join('\n'),
    );
    expect(said).toBe(
      'Settings applied: site name, logo, currency, social, contact, pages, banners; 2 new photos kept.',
    );
    const now = await content();
    expect(now.company).toMatchObject({
      site_name: 'Meera Handlooms',
      currency: '₹',
      site_logo: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{32}\.png$/),
    });
    expect(now.about.content).toBe('<h1>Our looms</h1>\n<p>Woven in <em>Varanasi</em>. </p>');
    expect(now.policies.tern_and_condition).toBe('<h2>Terms</h2><p>Be kind.</p>');
    expect(now.social.insta).toBe('https://instagram.com/meera');
    expect(now.contact).toMatchObject({ email: 'hello@meera.example', mobile: '+91 90000 00000' });
    expect(now.offers).toEqual([
      { int_glcode: expect.any(Number), var_image: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{32}\.jpg$/) },
    ]);
    expect(now.home.vertical_banner).toEqual([]);
    expect(now.home.horizontal_banner.length).toBeGreaterThan(0);
    // Every page's title is the new name, the server still running.
    const page = await (await fetch(`${shop.server.url}/`)).text();
    expect(page).toContain('<title>Meera Handlooms</title>');
    const logo = await fetch(`${shop.server.url}${now.company.site_logo.replace('.png', '.w160.webp')}`);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(shop.photos()).toHaveLength(2);
  });

  it('refuses a bad file whole, naming each problem', async () => {
    const before = await content();
    const refused = apply(
      'bad.yaml',
      [
        'site_name: ""',
        'currency: €',
        'logo: ../logo.png',
        'contact: { email: not-an-email }',
        'colour_scheme: red',
        'banners: { offer: [ { image: missing.jpg } ] }',
      ].join('\n'),
    );
    await expect(refused).rejects.toThrow(
      new RegExp(
        String.raw`bad\.yaml was not applied:\n {2}site_name: is empty\n {2}` +
          String.raw`currency: can only be ₹: the shop keeps and charges its prices in rupees and does not convert them\n {2}` +
          String.raw`contact\.email: is not an email address\n {2}the file: Unrecognized key: "colour_scheme"`,
      ),
    );
    const second = apply(
      'bad-pictures.yaml',
      ['logo: ../logo.png', 'banners: { offer: [ { image: missing.jpg } ] }'].join('\n'),
    );
    await expect(second).rejects.toThrow(
      'bad-pictures.yaml was not applied:\n  logo: "../logo.png" goes up a folder (..): photos ' +
        "are read from the settings file's folder and the folders in it\n  banners.offer.0.image: " +
        '"missing.jpg" is not a file in the settings file\'s folder',
    );
    expect(await content()).toEqual(before);
  });
});
