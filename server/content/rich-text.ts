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
  /** The text alone, its spaces run together and its blocks parted as sentences, for a short description. */
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

/** Where a block or a line break ends, the text ends a sentence; where a table's cell ends, a word. */
const SENTENCE_ENDS = new Set(['BR', 'P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const WORD_ENDS = new Set(['TD', 'TH', 'TR']);
const SENTENCE_END = '\u2029';

/**
 * The text as one run of sentences, for a short description: a list's items and a block
 * without its own full stop are parted by one (`pre-washed. Natural dyes`), not run into
 * the next block's words.
 */
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

/**
 * The text of a node, walked by hand: jsdom's querySelectorAll leaves a listener on the
 * document at each call, and a run cleaning thousands of descriptions slowed with each one.
 */
function textOf(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  let text = '';
  for (const child of node.childNodes) text += textOf(child);
  return SENTENCE_ENDS.has(node.nodeName) ? `${text}${SENTENCE_END}` : WORD_ENDS.has(node.nodeName) ? `${text} ` : text;
}

/** Markdown as the same clean HTML. */
export async function markdownToRichText(markdown: string): Promise<CleanText> {
  const { marked } = await import('marked');
  return cleanRichText(await marked.parse(markdown, { async: true }));
}
