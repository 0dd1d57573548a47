// The settings as the form holds them: the contract's own shape, every value as typed.
import type { Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';

export type Settings = Schemas['ShopSettings'];
export type Opened = Schemas['AdminSettings'];
export type BannerKind = keyof Settings['banners'];
export type Banner = Settings['banners'][BannerKind][number];
export type Problems = Record<string, string>;

export const BANNER_KINDS: readonly BannerKind[] = ['offer', 'vertical', 'horizontal'];

/** The form's sections, each with the settings it holds. */
export const SECTIONS: Record<string, readonly (keyof Settings)[]> = {
  identity: ['site_name', 'logo', 'favicon', 'copyright', 'meta_description'],
  company: ['contact', 'gst'],
  social: ['social'],
  pages: ['pages'],
  banners: ['banners'],
};

/** The sections someone else changed between the settings the form opened and the shop's now. */
export function changedSections(opened: Settings, now: Settings): string[] {
  const same = (key: keyof Settings) => JSON.stringify(opened[key] ?? '') === JSON.stringify(now[key] ?? '');
  return Object.entries(SECTIONS)
    .filter(([, keys]) => !keys.every(same))
    .map(([name]) => adminTexts.settings.sections[name] ?? name);
}
