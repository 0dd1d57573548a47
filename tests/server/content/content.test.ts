import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema';
import { texts } from '#rules/texts';
import { api, startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server?.close());

describe('content', () => {
  it('serves the company, social, meta and settings records', async () => {
    const company = (await client.GET('/company-details')).data!.data[0]!;
    expect(company.currency).toBe('₹');
    expect(company.site_name).not.toBe('');
    const social = (await client.GET('/social-links')).data!.data[0]!;
    expect(Object.keys(social).sort()).toEqual(['facebook', 'google', 'insta', 'twitter']);
    expect((await client.GET('/meta-content')).data!.data[0]!.desc).not.toBe('');
    const settings = (await client.GET('/general')).data!.data;
    expect(settings.site_name).toBe(company.site_name);
  });

  it('serves the about, policies and contact pages', async () => {
    expect((await client.GET('/about')).data!.data.data[0]!.content).toMatch(/</);
    const policies = (await client.GET('/policy')).data!.data[0]!;
    expect(policies.tern_and_condition).toMatch(/</);
    expect(policies.privacy_policy).toMatch(/</);
    const contact = (await client.GET('/contact')).data!.data[0]!;
    expect(contact.email).toContain('@');
  });

  it('serves offer and home banners', async () => {
    expect((await client.POST('/offerbanners')).data!.data.length).toBeGreaterThan(0);
    const home = (await client.GET('/home-banners')).data!.data;
    expect(home.horizontal_banner.length).toBeGreaterThan(0);
    expect(home.vertical_banner.length).toBeGreaterThan(0);
  });

  it('serves product and banner images under /media', async () => {
    const product = (await client.POST('/products', { body: { limit: 1, page: 1 } })).data!.data[0]!;
    const banner = (await client.POST('/offerbanners')).data!.data[0]!;
    for (const image of [product.var_image, banner.var_image]) {
      expect(image.startsWith('/media/')).toBe(true);
      const response = await fetch(`${server.url}${image}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });

  it('stores a contact message from an anonymous visitor', async () => {
    const body = { var_name: 'Asha', var_email: 'asha@example.in', var_message: 'Do you ship to Pune?' };
    const { data, response } = await client.POST('/contact', { body });
    expect(response.status).toBe(200);
    expect(data!.message).toBe(texts.messageSent);
    const [stored] = await server.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ name: 'Asha', email: 'asha@example.in', message: 'Do you ship to Pune?' });
  });
});
