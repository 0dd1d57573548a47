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
  return { html: holder.innerHTML.trim(), cleaned, text: textOf(holder).replace(/\s+/g, ' ').trim() };
}

/** Blocks and line breaks part words in the text as they do on the page. */
const PARTING = new Set(['BR', 'P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TD', 'TH', 'TR']);

/**
 * The text of a node, walked by hand: jsdom's querySelectorAll leaves a listener on the
 * document at each call, and a run cleaning thousands of descriptions slowed with each one.
 */
function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  let text = '';
  for (const child of node.childNodes) text += textOf(child);
  return PARTING.has(node.nodeName) ? `${text} ` : text;
}

/** Markdown as the same clean HTML. */
export async function markdownToRichText(markdown: string): Promise<CleanText> {
  const { marked } = await import('marked');
  return cleanRichText(await marked.parse(markdown, { async: true }));
}
