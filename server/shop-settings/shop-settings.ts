/**
 * `npm run shop -- settings <file>` and `settings --print`: what the shop says about itself
 * (product §3's shop details, pages and banners), from a file an owner writes, so she need
 * not edit server/seed/content.ts. Every picture and page is checked first (photos as an
 * import reads them, pages cleaned as rich text is); then one transaction writes the
 * settings and keeps the new photos (decision 0042). A running server shows the
 * change on its next request: nothing keeps these answers (server/content reads them each time).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { Db, Queryable, Tx } from '../db/connect';
import { BANNER_KINDS, banners, siteContent } from '../db/schema';
import { EMPTY_INVOICE_DETAILS, readSiteContents, SITE_CONTENT_KEYS, type SiteContent } from '../db/site-content';
import { gstStateByCode } from '#rules/gst-states';
import { cleanRichText, markdownToRichText } from '../content/rich-text';
import { keptPhoto, type CheckedPhoto } from '../media/photos/photos';
import { photoStore } from '../media/photos/store';
import { loadPhoto, type PhotoSourceOptions } from '../media/photos/source';
import { renderMedia } from '../media/drawn/render';
import { settingsFile, type SettingsFile } from './settings-file';

export interface SettingsOptions {
  file: string;
  mediaDir: string;
  fetchImages?: boolean;
  allowPrivateHosts?: boolean;
}

/** One thing wrong with the settings: where (`banners.offer.0.image`) and what, in the file's words. */
export interface SettingsProblem {
  field: string;
  text: string;
}

/** The settings file could not be used; its message lists every problem, one a line. */
export class SettingsRefused extends Error {
  override name = 'SettingsRefused';
}

type Banner = { image: string; title: string; link: string };

/** The settings as given, checked by the file's rules: the CLI and the back office say the same. */
export function checkSettings(given: unknown): { settings: SettingsFile } | { problems: SettingsProblem[] } {
  const parsed = settingsFile.safeParse(given ?? {});
  if (parsed.success) return { settings: parsed.data };
  return { problems: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), text: issue.message })) };
}

const refusedFile = (file: string, problems: SettingsProblem[]) =>
  new SettingsRefused(
    [`${file} was not applied:`, ...problems.map(({ field, text }) => `  ${field || 'the file'}: ${text}`)].join('\n'),
  );

/** Applies a settings file; answers what changed, in a sentence. */
export async function applySettings(db: Db, options: SettingsOptions): Promise<string> {
  const text = await readFile(options.file, 'utf8').catch(() => null);
  if (text === null) throw new SettingsRefused(`${options.file} is not a file`);
  let given: unknown;
  try {
    given = parseYaml(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SettingsRefused(
      `${options.file} is neither YAML nor JSON: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
  }
  const checked = checkSettings(given);
  if ('problems' in checked) throw refusedFile(options.file, checked.problems);
  const settings = checked.settings;
  const saved = await saveSettings(db, settings, {
    mediaDir: options.mediaDir,
    sources: {
      baseDir: path.dirname(path.resolve(options.file)),
      folderName: "the settings file's folder",
      fetchImages: options.fetchImages ?? false,
      allowPrivateHosts: options.allowPrivateHosts ?? false,
    },
  });
  if ('problems' in saved) throw refusedFile(options.file, saved.problems);
  const named = Object.keys(settings).map((key) => key.replace('_', ' '));
  const photos = 'photos' in saved ? saved.photos : 0;
  const kept = photos ? `; ${photos} new photo${photos === 1 ? '' : 's'} kept` : '';
  return `Settings applied: ${named.join(', ') || 'nothing (the file names no setting)'}${kept}.`;
}

export interface SaveOptions {
  mediaDir: string;
  /** Where a picture or page may come from besides the shop: the file's folder (the CLI); null, the shop's alone. */
  sources: PhotoSourceOptions | null;
  /** Saved only while the settings are still this version (settingsVersion); else nothing is written. */
  version?: string;
  /** Written in the save's transaction (the record of changes). */
  inTransaction?: (tx: Tx) => Promise<void>;
}

export type SaveOutcome = { problems: SettingsProblem[] } | { changed: true } | { photos: number };

/** Checked settings written, their pictures and pages checked first, all in one transaction (decision 0042). */
export async function saveSettings(db: Db, settings: SettingsFile, options: SaveOptions): Promise<SaveOutcome> {
  const problems: SettingsProblem[] = [];
  const store = photoStore(db, options.mediaDir);
  const brought: CheckedPhoto[] = [];
  const { sources } = options;
  const picture = async (where: string, source: string | undefined): Promise<string | undefined> => {
    if (source === undefined) return undefined;
    if (source.startsWith('/media/') || sources === null) {
      const kept = keptPhoto(source);
      const known = kept
        ? (await store.read(kept.hash, kept.ext)) !== null
        : source.startsWith('/media/') && renderMedia(source.slice(7)) !== null;
      if (!known) problems.push({ field: where, text: `${JSON.stringify(source)} is not a picture the shop has` });
      return source;
    }
    const photo = await loadPhoto(source, sources);
    if ('problem' in photo) {
      problems.push({ field: where, text: `${JSON.stringify(source)} ${photo.problem}` });
      return undefined;
    }
    brought.push(photo);
    return photo.url;
  };
  const pageHtml = async (
    where: string,
    given: { html?: string; markdown?: string; file?: string } | undefined,
  ): Promise<string | undefined> => {
    if (!given) return undefined;
    let { html, markdown } = given;
    if (given.file !== undefined) {
      const ext = path.extname(given.file).toLowerCase();
      const read =
        sources !== null &&
        ['.html', '.htm', '.md'].includes(ext) &&
        !given.file.split(/[/\\]/).includes('..') &&
        !path.isAbsolute(given.file)
          ? await readFile(path.join(sources.baseDir, given.file), 'utf8').catch(() => null)
          : null;
      if (read === null) {
        problems.push({
          field: `${where}.file`,
          text: `${JSON.stringify(given.file)} is not an .html or .md file in the settings file's folder`,
        });
        return undefined;
      }
      if (ext === '.md') markdown = read;
      else html = read;
    }
    if (html !== undefined) return (await cleanRichText(html)).html;
    if (markdown !== undefined) return (await markdownToRichText(markdown)).html;
    return undefined;
  };

  const logo = await picture('logo', settings.logo);
  const favicon = await picture('favicon', settings.favicon);
  const aboutBanner = await picture('pages.about.banner', settings.pages?.about?.banner);
  const aboutHtml = await pageHtml('pages.about', settings.pages?.about);
  const termsHtml = await pageHtml('pages.terms', settings.pages?.terms);
  const privacyHtml = await pageHtml('pages.privacy', settings.pages?.privacy);
  const bannerLists: Partial<Record<(typeof BANNER_KINDS)[number], Banner[]>> = {};
  for (const kind of BANNER_KINDS) {
    const list = settings.banners?.[kind];
    if (!list) continue;
    bannerLists[kind] = [];
    for (const [i, entry] of list.entries()) {
      const image = await picture(`banners.${kind}.${i}.image`, entry.image);
      if (image) bannerLists[kind].push({ ...entry, image });
    }
  }
  if (problems.length) return { problems };

  const arrivals = store.arrivals();
  let changed = false;
  try {
    await db.transaction(async (tx) => {
      if (options.version !== undefined) {
        // Two saves of one version: the second waits here, then finds the version gone.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('statefront:settings'))`);
        if (settingsVersion(await currentSettings(tx)) !== options.version) {
          changed = true;
          return;
        }
      }
      for (const photo of brought) await arrivals.arrive(photo, tx);
      const now = await readSiteContents(tx, SITE_CONTENT_KEYS);
      const next = nextContent(now, settings, { logo, favicon, aboutBanner, aboutHtml, termsHtml, privacyHtml });
      for (const key of SITE_CONTENT_KEYS) {
        if (JSON.stringify(next[key]) === JSON.stringify(now[key])) continue;
        await tx
          .insert(siteContent)
          .values({ key, value: next[key] })
          .onConflictDoUpdate({ target: siteContent.key, set: { value: next[key] } });
      }
      for (const kind of BANNER_KINDS) {
        const list = bannerLists[kind];
        if (!list) continue;
        const current = await tx
          .select({ image: banners.image, title: banners.title, link: banners.link })
          .from(banners)
          .where(eq(banners.kind, kind))
          .orderBy(asc(banners.position), asc(banners.id));
        // The same banners keep their rows (and ids).
        if (JSON.stringify(current) === JSON.stringify(list.map(({ image, title, link }) => ({ image, title, link }))))
          continue;
        await tx.delete(banners).where(eq(banners.kind, kind));
        if (list.length) await tx.insert(banners).values(list.map((entry, position) => ({ kind, ...entry, position })));
      }
      await options.inTransaction?.(tx);
    });
  } catch (error) {
    await arrivals.discard();
    throw error;
  }
  if (changed) {
    await arrivals.discard();
    return { changed: true };
  }
  await arrivals.moveIn();
  return { photos: arrivals.tally.new };
}

/** Today's content with what the file sets laid over it. */
function nextContent(
  now: Partial<SiteContent>,
  settings: SettingsFile,
  made: {
    logo?: string;
    favicon?: string;
    aboutBanner?: string;
    aboutHtml?: string;
    termsHtml?: string;
    privacyHtml?: string;
  },
): SiteContent {
  const company = now.company_details ?? {
    site_name: '',
    footer_copyright: '',
    currency: '₹',
    site_logo: '',
    fav_icon: '',
  };
  const social = now.social_links ?? { twitter: '', insta: '', facebook: '', google: '' };
  const contact = now.contact_details ?? { email: '', mobile: '', address: '' };
  const invoice = now.invoice_details ?? EMPTY_INVOICE_DETAILS;
  const gstin = settings.gst?.gstin ?? invoice.gstin;
  const siteName = settings.site_name ?? company.site_name;
  const logo = made.logo ?? company.site_logo;
  return {
    company_details: {
      site_name: siteName,
      footer_copyright: settings.copyright ?? company.footer_copyright,
      currency: settings.currency ?? company.currency,
      site_logo: logo,
      fav_icon: made.favicon ?? company.fav_icon,
    },
    site_settings: { site_logo: logo, site_name: siteName },
    social_links: {
      twitter: settings.social?.twitter ?? social.twitter,
      insta: settings.social?.instagram ?? social.insta,
      facebook: settings.social?.facebook ?? social.facebook,
      // The contract's `google` link is the one the footer draws with LinkedIn's icon (product §2).
      google: settings.social?.linkedin ?? social.google,
    },
    meta_data: { desc: settings.meta_description ?? now.meta_data?.desc ?? '' },
    about: { content: made.aboutHtml ?? now.about?.content ?? '', banner: made.aboutBanner ?? now.about?.banner ?? '' },
    terms: { tern_and_condition: made.termsHtml ?? now.terms?.tern_and_condition ?? '' },
    privacy: { privacy_policy: made.privacyHtml ?? now.privacy?.privacy_policy ?? '' },
    contact_details: {
      email: settings.contact?.email ?? contact.email,
      mobile: settings.contact?.phone ?? contact.mobile,
      address: settings.contact?.address ?? contact.address,
    },
    invoice_details: {
      gstin,
      legal_name: settings.gst?.legal_name ?? invoice.legal_name,
      legal_address: settings.gst?.legal_address ?? invoice.legal_address,
      invoice_prefix: settings.gst?.series_prefix ?? invoice.invoice_prefix,
      // A registered shop's state is the one its GSTIN names.
      state: gstin ? gstin.slice(0, 2) : (settings.gst?.state ?? invoice.state),
      default_hsn: settings.gst?.default_hsn ?? invoice.default_hsn,
      prices_include_gst: settings.gst?.prices_include_gst ?? invoice.prices_include_gst,
    },
  };
}

/** A picture's key, left out when the shop has none (an empty picture is no setting). */
function given<K extends string>(key: K, url: string | undefined): Partial<Record<K, string>> {
  const picture: Partial<Record<K, string>> = {};
  if (url) picture[key] = url;
  return picture;
}

/** Today's settings as a settings file's keys, every one given (but a picture the shop has none of). */
export async function currentSettings(db: Queryable) {
  const now = await readSiteContents(db, SITE_CONTENT_KEYS);
  const bannerRows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  const list = (kind: (typeof BANNER_KINDS)[number]) =>
    bannerRows
      .filter((row) => row.kind === kind)
      .map((row) => ({ image: row.image, title: row.title, link: row.link }));
  const gst = now.invoice_details ?? EMPTY_INVOICE_DETAILS;
  const file = {
    site_name: now.company_details?.site_name ?? '',
    ...given('logo', now.company_details?.site_logo),
    ...given('favicon', now.company_details?.fav_icon),
    currency: now.company_details?.currency ?? '₹',
    copyright: now.company_details?.footer_copyright ?? '',
    meta_description: now.meta_data?.desc ?? '',
    social: {
      twitter: now.social_links?.twitter ?? '',
      instagram: now.social_links?.insta ?? '',
      facebook: now.social_links?.facebook ?? '',
      linkedin: now.social_links?.google ?? '',
    },
    contact: {
      email: now.contact_details?.email ?? '',
      phone: now.contact_details?.mobile ?? '',
      address: now.contact_details?.address ?? '',
    },
    gst: {
      gstin: gst.gstin,
      legal_name: gst.legal_name,
      legal_address: gst.legal_address,
      state: gstStateByCode(gst.state)?.name ?? '',
      series_prefix: gst.invoice_prefix,
      default_hsn: gst.default_hsn,
      prices_include_gst: gst.prices_include_gst,
    },
    pages: {
      about: { html: now.about?.content ?? '', ...given('banner', now.about?.banner) },
      terms: { html: now.terms?.tern_and_condition ?? '' },
      privacy: { html: now.privacy?.privacy_policy ?? '' },
    },
    banners: { offer: list('offer'), vertical: list('vertical'), horizontal: list('horizontal') },
  } satisfies SettingsFile;
  return file;
}

/** What a save names: the settings as they were read, so a change made since is never overwritten in silence. */
export function settingsVersion(settings: SettingsFile): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('base64url');
}

/** Today's settings as a settings file (YAML), every key given, so an owner starts from the shop's own. */
export async function printSettings(db: Db): Promise<string> {
  const file = await currentSettings(db);
  return [
    "# The shop's settings: change what you like, then `npm run shop -- settings <this file>`.",
    "# A key left out stays as it is. Pictures: a JPEG, PNG or WebP file (a path from this file's",
    '# folder), or a picture the shop already has (/media/…). Pages: html, markdown, or file (.html or .md).',
    stringifyYaml(file, { lineWidth: 0 }),
  ].join('\n');
}
