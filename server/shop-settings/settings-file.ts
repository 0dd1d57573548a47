/**
 * The settings file an owner writes (YAML or JSON): what the shop says about itself, in
 * words an owner uses. Every key may be left out: what a file does not name stays as it is.
 * `settings --print` writes the whole of it from the shop.
 */
import { z } from 'zod';
import { gstinProblem } from '#rules/gstin';
import { HSN_PATTERN } from '#rules/gst-rates';
import { gstStateByCode, gstStateByName } from '#rules/gst-states';
import { settingsLimits } from '#rules/limits';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';

/** Every setting but a page's text is one line: no line break, control or bidirectional character (rules/patterns.ts). */
const oneLine = () => z.string().refine(isOneLine, texts.oneLineOnly);

/**
 * A picture: a JPEG, PNG or WebP file (a path from the settings file's folder, or an http(s) address with
 * --fetch-images), or a picture the shop already has (/media/…).
 */
const picture = oneLine().trim().min(1, 'is empty').max(2000, 'is longer than 2000 characters');
const line = (max: number) => oneLine().trim().max(max, `is longer than ${max} characters`);
const address = z.union([
  z.literal(''),
  oneLine()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'is not an http(s) address'),
]);

/** A page: its HTML, or Markdown, or a file holding either (.html, .htm or .md, from the settings file's folder). */
const pageText = {
  html: z.string().max(settingsLimits.page, `is longer than ${settingsLimits.page} characters`).optional(),
  markdown: z.string().max(settingsLimits.page, `is longer than ${settingsLimits.page} characters`).optional(),
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
  title: line(settingsLimits.bannerTitle).default(''),
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

const banners = z.array(banner).max(settingsLimits.banners, `has more than ${settingsLimits.banners} banners`);

export const settingsFile = z.strictObject({
  site_name: line(settingsLimits.siteName).min(1, 'is empty').optional(),
  logo: picture.optional(),
  favicon: picture.optional(),
  // Prices are rupees everywhere (the delivery rule, GST, the payment provider): a sign alone would not convert them.
  currency: line(4)
    .refine(
      (sign): boolean => sign === '₹' || !isOneLine(sign),
      'can only be ₹: the shop keeps and charges its prices in rupees and does not convert them',
    )
    .optional(),
  copyright: line(settingsLimits.copyright).optional(),
  meta_description: line(settingsLimits.metaDescription).optional(),
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
      phone: line(settingsLimits.phone).optional(),
      address: line(settingsLimits.address).optional(),
    })
    .optional(),
  /** The shop for GST: what its invoices say of it (decision 0051) and how it taxes (decision 0052). */
  gst: z
    .strictObject({
      gstin: gstin.optional(),
      legal_name: line(settingsLimits.legalName).optional(),
      legal_address: line(settingsLimits.legalAddress).optional(),
      /** Its state, by name or GST code; a GSTIN names it too, and the two must agree. */
      state: oneLine()
        .trim()
        .transform((value, ctx) => {
          if (value === '') return '';
          const state = gstStateByCode(value.padStart(2, '0')) ?? gstStateByName(value);
          if (!state) ctx.issues.push({ code: 'custom', message: texts.gst.stateUnknown, input: value });
          return (state?.code ?? '') as string;
        })
        .optional(),
      series_prefix: oneLine()
        .trim()
        .regex(/^[A-Z0-9]{1,4}$/, texts.gst.invoicePrefix)
        .optional(),
      default_hsn: oneLine().trim().regex(HSN_PATTERN, texts.gst.hsn).optional(),
      prices_include_gst: z.boolean().optional(),
    })
    .check((ctx) => {
      const { gstin, state } = ctx.value;
      if (gstin && state && gstin.slice(0, 2) !== state)
        ctx.issues.push({ code: 'custom', message: texts.gst.stateAgainstGstin, input: state, path: ['state'] });
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
      offer: banners.optional(),
      vertical: banners.optional(),
      horizontal: banners.optional(),
    })
    .optional(),
});

export type SettingsFile = z.infer<typeof settingsFile>;
