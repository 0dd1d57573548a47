/**
 * Every mail's frame: the shop's name and logo from its settings, a greeting, the body's
 * blocks, a link, then the shop's name again; as plain text and as simple HTML with
 * every value made one line and, in the HTML, escaped. No script, no remote picture but the logo, nothing that tracks.
 */
import type { Queryable } from '../db/connect';
import { readSiteContent, type SiteContent } from '../db/site-content';
import { rasterUrl } from '#rules/media';
import { asOneLine } from '#rules/patterns';
import { rupees } from '#rules/rupees';
import type { Mail, MailKind } from './outbox';

/** What a mail shows of the shop, read once per mail in the transaction that writes it. */
export interface ShopLook {
  name: string;
  /** An absolute URL, or none. */
  logo: string | null;
  currency: string;
  /** PUBLIC_URL: where a link's path is joined (it ends in '/'). */
  origin: string;
}

export async function shopLook(db: Queryable, publicUrl: string): Promise<ShopLook> {
  return lookOf(await readSiteContent(db, 'company_details'), publicUrl);
}

/** The look of the shop's company details as read (none saved: the shop's own). */
export function lookOf(details: SiteContent['company_details'] | undefined, publicUrl: string): ShopLook {
  const logo = details?.site_logo ? (rasterUrl(details.site_logo, 160) ?? details.site_logo) : null;
  return {
    name: details?.site_name || 'Statefront',
    // Many mail programs draw no SVG: the logo's raster where the shop draws one.
    logo: logo ? new URL(logo, publicUrl).href : null,
    currency: details?.currency || '₹',
    origin: publicUrl,
  };
}

/** An amount in paise as the shop writes it, e.g. ₹1,299.00. */
export const money = (look: ShopLook, paise: number) => `${look.currency}${rupees.format(paise / 100)}`;

export type Block =
  /** A paragraph. */
  | { p: string }
  /** A code to type, set apart. */
  | { code: string }
  /** Lines of a list (an order's items). */
  | { list: string[] }
  /** Label and value pairs (totals, the address). */
  | { rows: [string, string][] };

export interface MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  greeting: string;
  blocks: Block[];
  /** The one link of the mail: its words and its path in the shop (relative to PUBLIC_URL). */
  link?: { label: string; path: string };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textOf(block: Block): string {
  if ('p' in block) return block.p;
  if ('code' in block) return `    ${block.code}`;
  if ('list' in block) return block.list.map((line) => `- ${line}`).join('\n');
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlOf(block: Block): string {
  if ('p' in block) return `<p>${escape(block.p)}</p>`;
  if ('code' in block) return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escape(block.code)}</p>`;
  if ('list' in block) return `<ul>${block.list.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`;
  const rows = block.rows.map(
    ([label, value]) => `<tr><td style="padding:2px 12px 2px 0">${escape(label)}</td><td>${escape(value)}</td></tr>`,
  );
  return `<table role="presentation">${rows.join('')}</table>`;
}

/**
 * Every value a mail shows made one line (rules/patterns.ts `asOneLine`): a name or a setting
 * stored before they were refused (or written by hand) can neither start a line of its own in
 * the text part, looking like a header or the shop's words, nor turn text around with a
 * bidirectional override, in either part.
 */
function oneLined(look: ShopLook, content: MailContent): [ShopLook, MailContent] {
  const blocks = content.blocks.map((block): Block => {
    if ('p' in block) return { p: asOneLine(block.p) };
    if ('code' in block) return { code: asOneLine(block.code) };
    if ('list' in block) return { list: block.list.map(asOneLine) };
    return { rows: block.rows.map(([label, value]) => [asOneLine(label), asOneLine(value)]) };
  });
  return [
    { ...look, name: asOneLine(look.name) },
    {
      ...content,
      subject: asOneLine(content.subject),
      greeting: asOneLine(content.greeting),
      blocks,
      ...(content.link ? { link: { ...content.link, label: asOneLine(content.link.label) } } : {}),
    },
  ];
}

export function composeMail(shop: ShopLook, given: MailContent): Mail {
  const [look, content] = oneLined(shop, given);
  const href = content.link ? new URL(content.link.path.replace(/^\//, ''), look.origin).href : null;
  const text = [
    look.name,
    '',
    content.greeting,
    '',
    ...content.blocks.flatMap((block) => [textOf(block), '']),
    ...(content.link && href ? [`${content.link.label}: ${href}`, ''] : []),
    `— ${look.name}`,
    '',
  ].join('\n');
  const logo = look.logo
    ? `<img src="${escape(look.logo)}" alt="" width="40" height="40" style="vertical-align:middle;margin-right:8px">`
    : '';
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">',
    `<p style="font-size:20px;font-weight:bold">${logo}${escape(look.name)}</p>`,
    `<p>${escape(content.greeting)}</p>`,
    ...content.blocks.map(htmlOf),
    ...(content.link && href ? [`<p><a href="${escape(href)}">${escape(content.link.label)}</a></p>`] : []),
    `<p style="color:#666">— ${escape(look.name)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { kind: content.kind, to: content.to, subject: content.subject, text, html };
}
