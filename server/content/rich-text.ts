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
  /** Anything taken out, a harmless style, class or id attribute included. */
  cleaned: boolean;
  /** Something taken out that could run, submit or frame: a script, a frame, a form, an event attribute, a javascript: link. */
  dangerous: boolean;
  /** Blocks parted as sentences, for a short description. */
  text: string;
}

export async function cleanRichText(given: string): Promise<CleanText> {
  purifier ??= makePurifier();
  const purify = await purifier;
  const fragment = purify.sanitize(given, { ...richTextRules, RETURN_DOM_FRAGMENT: true });
  const cleaned = purify.removed.length > 0;
  const dangerous = purify.removed.some(isDangerous);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return { html: holder.innerHTML.trim(), cleaned, dangerous, text: plainText(holder) };
}

/** Elements that run, submit, frame or reach outside the page. A style (element or attribute), class or id is dropped quietly. */
const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
]);
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

/** One of DOMPurify's `removed` entries: an element, or an attribute with the element it was on. */
function isDangerous(entry: unknown): boolean {
  const { element, attribute } = entry as { element?: Element; attribute?: Attr | null };
  if (attribute) {
    const name = attribute.name.toLowerCase();
    return (
      name.startsWith('on') ||
      name === 'formaction' ||
      UNSAFE_URL.test([...attribute.value].filter((c) => c > ' ').join(''))
    );
  }
  return element?.nodeType === 1 && DANGEROUS_TAGS.has(element.nodeName.toLowerCase());
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
