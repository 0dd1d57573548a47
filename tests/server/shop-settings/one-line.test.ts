/**
 * Every one-line setting of the owner's file refuses line breaks, controls and
 * bidirectional characters (issue 50), each problem a line naming the setting; nothing is
 * applied. A page's text (HTML or Markdown) keeps its lines.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '#rules/texts';
import type { Database } from '#server/db/connect';
import { readSiteContent } from '#server/db/site-content';
import { applySettings } from '#server/shop-settings/shop-settings';
import { seededDatabase } from '#tests/support/seeded-database';

let database: Database;
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-one-line-settings-'));
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const apply = (settings: unknown) => {
  const file = path.join(dir, 'settings.json');
  writeFileSync(file, JSON.stringify(settings));
  return applySettings(database.db, { file, mediaDir: path.join(dir, 'media') });
};

describe('a settings file', () => {
  it('is refused when a one-line setting holds a line break, a control or a bidirectional character', async () => {
    const before = await readSiteContent(database.db, 'company_details');
    const settings = {
      site_name: 'Statefront\r\nReply-To: mallory@example.com',
      currency: '₹\u202E',
      copyright: '© Statefront\t2026',
      meta_description: 'Kurtas\u2028and sarees',
      social: { twitter: 'https://x.example/shop\u200F' },
      contact: { email: 'shop@example.com\n', phone: '98765\u000b43210', address: '12 MG Road\nBengaluru' },
      banners: { offer: [{ image: '/media/banner-offer-1.svg', title: 'Sale\u2066now\u2069', link: '/shop\u0085' }] },
    };
    await expect(apply(settings)).rejects.toThrow(
      [
        `${path.join(dir, 'settings.json')} was not applied:`,
        ...[
          'site_name',
          'currency',
          'copyright',
          'meta_description',
          'social.twitter',
          'contact.email',
          'contact.phone',
          'contact.address',
          'banners.offer.0.title',
          'banners.offer.0.link',
        ].map((where) => `  ${where}: ${texts.oneLineOnly}`),
      ].join('\n'),
    );
    expect(await readSiteContent(database.db, 'company_details')).toEqual(before);
  });

  it('keeps the lines of a page, and takes one-line settings in any script', async () => {
    const said = await apply({
      site_name: 'Statefront साड़ी',
      pages: { terms: { markdown: '# Terms\n\nLine one.\n\nLine two.' } },
    });
    expect(said).toMatch(/^Settings applied: site name, pages/);
    expect((await readSiteContent(database.db, 'company_details'))!.site_name).toBe('Statefront साड़ी');
  });
});
