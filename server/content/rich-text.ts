/**
 * Cleaned before it is kept, by the storefront's rules, so what is stored is what a shopper sees.
 * jsdom is loaded on first use only, so the server's start and memory do not carry it.
 */
import type { DOMPurify } from 'dompurify';
import { richTextRules } from '#rules/rich-text';

let purifier: Promise<DOMPurify> | undefined;

async function makePurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  return createDOMPurify(new JSDOM('').window);
}

export interface CleanText {
  html: string;
  /** Anything taken out: a script, an event attribute, a javascript: link… */
  cleaned: boolean;
  /** Blocks parted as sentences, for a short description. */
  text: string;
}

export async function cleanRichText(given: string): Promise<CleanText> {
  purifier ??= makePurifier();
  const purify = await purifier;
  const fragment = purify.sanitize(given, { ...richTextRules, RETURN_DOM_FRAGMENT: true });
  const cleaned = purify.removed.length > 0;
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return { html: holder.innerHTML.trim(), cleaned, text: plainText(holder) };
}

const SENTENCE_ENDS = new Set(['BR', 'P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const WORD_ENDS = new Set(['TD', 'TH', 'TR']);
const SENTENCE_END = '\u2029';

/** A block without its own full stop gets one (`pre-washed. Natural dyes`), not run into the next block. */
function plainText(node: Node): string {
  const sentences = textOf(node)
    .split(SENTENCE_END)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return sentences.reduce(
    (text, sentence) => (text === '' ? sentence : `${text}${/[.!?:;]$/.test(text) ? '' : '.'} ${sentence}`),
    '',
  );
}

/** By hand: jsdom's querySelectorAll leaves a listener per call, slowing an import of thousands. */
function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  let text = '';
  for (const child of node.childNodes) text += textOf(child);
  return SENTENCE_ENDS.has(node.nodeName) ? `${text}${SENTENCE_END}` : WORD_ENDS.has(node.nodeName) ? `${text} ` : text;
}

export async function markdownToRichText(markdown: string): Promise<CleanText> {
  const { marked } = await import('marked');
  return cleanRichText(await marked.parse(markdown, { async: true }));
}
