/**
 * The shop's settings in the back office over real HTTP (issue 54): saved through the settings file's own rules and
 * writer, so a bad value is refused in the file's words on its field and nothing is written; a save over one made
 * since is refused (409), writing nothing; a save shows on the storefront's next answer, and `settings --print`
 * writes the same file after a save of what the form opened.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '#server/db/schema';
import { fingerprint } from '#tests/contract/db-fingerprint';
import { TINY_PNG } from '#tests/contract/valid-requests';
import type { Success } from '#tests/contract/contract-client';
import { adminTestServer } from '#tests/support/admin-server';
import { printSettings } from '#server/shop-settings/shop-settings';
import { call } from '../orders/support';

const clock = new Date('2026-11-29T10:15:00Z');
const shop = adminTestServer(clock);

type Opened = Success<'getAdminSettings'>['data'];

async function opened(session: string): Promise<Opened> {
  return (await shop.api.ok('getAdminSettings', { staffSession: session })).data;
}

describe("the shop's settings, saved from the back office", () => {
  it('refuses bad values in the settings file’s words, each on its field, writing nothing', async () => {
    const { session } = await shop.signedIn('owner');
    const { version, settings } = await opened(session);
    const before = await fingerprint(shop.server.ctx.db);
    const answer = await shop.api.call('saveAdminSettings', {
      staffSession: session,
      body: {
        version,
        settings: {
          ...settings,
          site_name: ' ',
          social: { ...settings.social, instagram: 'instagram.com/statefront' },
          gst: { ...settings.gst, series_prefix: 'sf-2026' },
          banners: { ...settings.banners, offer: [{ image: 'sale.jpg', title: 'Sale', link: '/shop' }] },
        },
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: expect.arrayContaining([
          expect.objectContaining({ field: 'settings/site_name', says: 'is empty' }),
          expect.objectContaining({ field: 'settings/social/instagram', says: 'is not an http(s) address' }),
          expect.objectContaining({ field: 'settings/gst/series_prefix' }),
        ]),
      },
    });
    // A picture is looked at once the values pass: one the shop does not keep, alone, is named in a sentence.
    const picture = await shop.api.call('saveAdminSettings', {
      staffSession: session,
      body: {
        version,
        settings: {
          ...settings,
          banners: { ...settings.banners, offer: [{ image: 'sale.jpg', title: '', link: '' }] },
        },
      },
    });
    expect(picture).toMatchObject({
      status: 400,
      body: {
        message: 'Picture "sale.jpg" is not a picture the shop has.',
        errors: [{ field: 'settings/banners/offer/0/image', says: '"sale.jpg" is not a picture the shop has' }],
      },
    });
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
  });

  it('refuses a save over one made since the form opened (409), writing nothing', async () => {
    const [first, second] = [await shop.signedIn('owner'), await shop.signedIn('owner')];
    const { version, settings } = await opened(first.session);
    await shop.api.ok('saveAdminSettings', {
      staffSession: first.session,
      body: { version, settings: { ...settings, copyright: '© First' } },
    });
    const before = await fingerprint(shop.server.ctx.db);
    const late = await shop.api.call('saveAdminSettings', {
      staffSession: second.session,
      body: { version, settings: { ...settings, copyright: '© Second' } },
    });
    expect(late).toMatchObject({ status: 409, body: { message: expect.stringContaining('since you opened them') } });
    expect(await fingerprint(shop.server.ctx.db)).toEqual(before);
    expect((await opened(second.session)).settings.copyright).toBe('© First');
  });

  it('shows a new name, logo and banner on the storefront at once; saved back as opened, the printed file is the same', async () => {
    const { member, session } = await shop.signedIn('owner');
    const photo = await shop.api.call<Success<'uploadAdminPhoto'>>('uploadAdminPhoto', {
      staffSession: session,
      rawBody: TINY_PNG,
      contentType: 'image/png',
    });
    const url = photo.body.data.url;
    const { version, settings } = await opened(session);
    const saved = await shop.api.ok('saveAdminSettings', {
      staffSession: session,
      body: {
        version,
        settings: {
          ...settings,
          site_name: 'Rangoli House',
          logo: url,
          banners: { ...settings.banners, vertical: [{ image: url, title: 'Winter kurtas', link: '/shop' }] },
          pages: {
            ...settings.pages,
            terms: { html: '<h2>Terms</h2><p onclick="x()">Be kind.</p><script>x()</script>' },
          },
        },
      },
    });
    expect(saved.message).toMatch(/saved/);
    const [recorded] = await shop.server.ctx.db
      .select()
      .from(activity)
      .where(eq(activity.staffId, member.id))
      .orderBy(desc(activity.id));
    expect(recorded).toMatchObject({ action: 'settings.save', subject: "the shop's settings" });
    const company = (await call(shop.server.url, 'GET', '/company-details')).body.data[0];
    expect(company).toMatchObject({ site_name: 'Rangoli House', site_logo: url });
    const home = (await call(shop.server.url, 'GET', '/home-banners')).body.data;
    expect(home.vertical_banner).toEqual([expect.objectContaining({ var_image: url, var_title: 'Winter kurtas' })]);
    expect((await call(shop.server.url, 'GET', '/policy')).body.data[0].tern_and_condition).toBe(
      '<h2>Terms</h2><p>Be kind.</p>',
    );

    const printed = await printSettings(shop.server.ctx.db);
    await shop.api.ok('saveAdminSettings', { staffSession: session, body: saved.data });
    expect(await printSettings(shop.server.ctx.db)).toBe(printed);
  });
});
