/**
 * The settings file an owner writes (YAML or JSON): what the shop says about itself, in
 * words an owner uses. Every key may be left out: what a file does not name stays as it is.
 * `settings --print` writes the whole of it from the shop.
 */
import { z } from 'zod';
import { gstinProblem } from '#rules/gstin';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';

/** Every setting but a page's text is one line: no line break, control or bidirectional character (rules/patterns.ts). */
const oneLine = () => z.string().refine(isOneLine, texts.oneLineOnly);

/**
 * A picture: a JPEG, PNG or WebP file (a path from the settings file's folder, or an http(s) address with
 * --fetch-images), or a picture the shop already has (/media/…).
 */
const picture = oneLine().trim().min(1, 'is empty').max(2000);
const line = (max: number) => oneLine().trim().max(max, `is longer than ${max} characters`);
const address = z.union([
  z.literal(''),
  oneLine()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'is not an http(s) address'),
]);

/** A page: its HTML, or Markdown, or a file holding either (.html, .htm or .md, from the settings file's folder). */
const pageText = {
  html: z.string().max(200_000).optional(),
  markdown: z.string().max(200_000).optional(),
  file: line(500).optional(),
};
const oneText = (given: { html?: string; markdown?: string; file?: string }) =>
  [given.html, given.markdown, given.file].filter((part) => part !== undefined).length <= 1;
const page = z.strictObject(pageText).refine(oneText, 'gives more than one of html, markdown and file');
const about = z
  .strictObject({ ...pageText, banner: picture.optional() })
  .refine(oneText, 'gives more than one of html, markdown and file');

const banner = z.strictObject({
  image: picture,
  title: line(120).default(''),
  /** Where the banner leads: a path of the shop (/shop/dresses) or an http(s) address. */
  link: z
    .union([
      z.literal(''),
      oneLine()
        .trim()
        .regex(/^(\/[^\s]*|https?:\/\/\S+)$/, 'is neither a path of the shop (/shop/…) nor an http(s) address'),
    ])
    .default(''),
});

/** A GSTIN, taken in capitals, checked down to its check character (rules/gstin.ts); empty: not registered. */
const gstin = oneLine()
  .trim()
  .toUpperCase()
  .check((ctx) => {
    const problem = ctx.value === '' ? null : gstinProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

export const settingsFile = z.strictObject({
  site_name: line(60).min(1, 'is empty').optional(),
  logo: picture.optional(),
  favicon: picture.optional(),
  currency: line(4).min(1, 'is empty').optional(),
  copyright: line(200).optional(),
  meta_description: line(300).optional(),
  social: z
    .strictObject({
      twitter: address.optional(),
      instagram: address.optional(),
      facebook: address.optional(),
      linkedin: address.optional(),
    })
    .optional(),
  contact: z
    .strictObject({
      email: z.union([z.literal(''), oneLine().trim().email('is not an email address')]).optional(),
      phone: line(40).optional(),
      address: line(300).optional(),
    })
    .optional(),
  /** What the shop's invoices say of it (decision 0051). */
  invoice: z
    .strictObject({
      gstin: gstin.optional(),
      legal_name: line(200).optional(),
      legal_address: line(300).optional(),
      series_prefix: oneLine()
        .trim()
        .regex(/^[A-Z0-9]{1,4}$/, texts.gst.invoicePrefix)
        .optional(),
    })
    .optional(),
  pages: z
    .strictObject({
      about: about.optional(),
      terms: page.optional(),
      privacy: page.optional(),
    })
    .optional(),
  banners: z
    .strictObject({
      offer: z.array(banner).max(20).optional(),
      vertical: z.array(banner).max(20).optional(),
      horizontal: z.array(banner).max(20).optional(),
    })
    .optional(),
});

export type SettingsFile = z.infer<typeof settingsFile>;
