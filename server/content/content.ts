import { asc, eq } from 'drizzle-orm';
import { texts } from '#rules/texts';
import type { AppContext } from '../context/context';
import { banners, contactMessages } from '../db/schema';
import { readSiteContent, readSiteContents, type SiteContent, type SiteContentKey } from '../db/site-content';
import { notFound } from '../messages/errors';
import { messages } from '../messages/messages';
import type { Answer, Handlers } from '../contract/handler-types';

type BannerRow = typeof banners.$inferSelect;

const bannerOf = (row: BannerRow) => ({
  int_glcode: row.id,
  var_image: row.image,
  var_title: row.title,
  var_link: row.link,
});

export function contentHandlers(ctx: AppContext): Handlers {
  async function read<K extends SiteContentKey>(key: K): Promise<SiteContent[K]> {
    const value = await readSiteContent(ctx.db, key);
    if (!value) throw notFound(messages.content.notAvailable);
    return value;
  }

  async function bannersOf(kind: BannerRow['kind']) {
    const rows = await ctx.db
      .select()
      .from(banners)
      .where(eq(banners.kind, kind))
      .orderBy(asc(banners.position), asc(banners.id));
    return rows.map(bannerOf);
  }

  return {
    async getCompanyDetails() {
      const answer: Answer<'getCompanyDetails'> = { data: [{ int_glcode: 1, ...(await read('company_details')) }] };
      return answer;
    },

    async getSocialLinks() {
      const answer: Answer<'getSocialLinks'> = { data: [await read('social_links')] };
      return answer;
    },

    async getMetaData() {
      const answer: Answer<'getMetaData'> = { data: [await read('meta_data')] };
      return answer;
    },

    async getSiteSettings() {
      const answer: Answer<'getSiteSettings'> = { data: await read('site_settings') };
      return answer;
    },

    async getAboutPage() {
      const answer: Answer<'getAboutPage'> = { data: { data: [await read('about')] } };
      return answer;
    },

    async getPolicies() {
      // One call serves both pages (product §7): terms and privacy in one record.
      const { terms, privacy } = await readSiteContents(ctx.db, ['terms', 'privacy']);
      if (!terms || !privacy) throw notFound(messages.content.notAvailable);
      const answer: Answer<'getPolicies'> = { data: [{ ...terms, ...privacy }] };
      return answer;
    },

    async getContactDetails() {
      const answer: Answer<'getContactDetails'> = { data: [await read('contact_details')] };
      return answer;
    },

    async sendContactMessage(request) {
      const { body } = request;
      await ctx.db.insert(contactMessages).values({
        name: body.var_name.trim(),
        email: body.var_email.trim(),
        message: body.var_message.trim(),
      });
      const answer: Answer<'sendContactMessage'> = { message: texts.messageSent };
      return answer;
    },

    async listOfferBanners() {
      const offers = await bannersOf('offer');
      const answer: Answer<'listOfferBanners'> = {
        data: offers.map(({ int_glcode, var_image }) => ({ int_glcode, var_image })),
      };
      return answer;
    },

    async getHomeBanners() {
      const [horizontal, vertical] = await Promise.all([bannersOf('horizontal'), bannersOf('vertical')]);
      const answer: Answer<'getHomeBanners'> = { data: { horizontal_banner: horizontal, vertical_banner: vertical } };
      return answer;
    },
  };
}
