/**
 * An owner's rich text (a product's Body (HTML), the about, terms and privacy pages), cleaned
 * before it is kept, by the rules the storefront shows it with (rules/rich-text.ts), so
 * what is stored is what a shopper sees. DOMPurify needs a DOM: jsdom, loaded on first use
 * only (the operator's import and settings), so the server's start and memory do not carry it.
 */
import type { DOMPurify } from 'dompurify';
import { richTextRules } from '../../rules/rich-text';

let purifier: Promise<DOMPurify> | undefined;

async function makePurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  return createDOMPurify(new JSDOM('').window);
}

export interface CleanText {
  /** `html` without what the storefront would not show, trimmed. */
  html: string;
  /** Whether anything was taken out (a script, an event attribute, a frame, a javascript: link…). */
  cleaned: boolean;
  /** The text alone, its spaces run together, for a short description. */
  text: string;
}

export async function cleanRichText(given: string): Promise<CleanText> {
  purifier ??= makePurifier();
  const purify = await purifier;
  const fragment = purify.sanitize(given, { ...richTextRules, RETURN_DOM_FRAGMENT: true });
  const cleaned = purify.removed.length > 0;
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  const html = holder.innerHTML.trim();
  // Blocks and line breaks part words in the text as they do on the page.
  for (const block of holder.querySelectorAll('br, p, div, li, h1, h2, h3, h4, h5, h6, td, th, tr')) block.append(' ');
  return { html, cleaned, text: (holder.textContent ?? '').replace(/\s+/g, ' ').trim() };
}

/** Markdown as the same clean HTML. */
export async function markdownToRichText(markdown: string): Promise<CleanText> {
  const { marked } = await import('marked');
  return cleanRichText(await marked.parse(markdown, { async: true }));
}
