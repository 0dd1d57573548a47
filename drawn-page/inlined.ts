/**
 * API answers the server inlines into a page's HTML (decision 0016): the first screen's
 * data, so its first render waits on no API round trip. The server makes the calls the
 * page's loaders and layout would make and writes their answers into a
 * `<script type="application/json">` block (data, never executed: the CSP is unchanged);
 * the client's API client answers those calls from the block, once each.
 *
 * Answers are keyed by request (method, path under the API base, body), not by the
 * client's query keys: the server speaks the contract and knows nothing of the client.
 */
/** The id of the data block in the HTML. */
export const INLINED_ANSWERS_ID = 'statefront-answers';

export interface InlinedRequest {
  /** The first screen only reads: the contract's reads are GETs and a few POSTs with a filter. */
  method: 'GET' | 'POST';
  /** Under the API base, with its query string: `/general`, `/products/blue-dress`. */
  path: string;
  body?: unknown;
}

export interface InlinedAnswer extends InlinedRequest {
  status: number;
  answer: unknown;
  /**
   * The answer could differ for a signed-in shopper (hearts): the server inlines the
   * anonymous one, so a client holding a token asks the API itself.
   */
  personal: boolean;
}

/** One key per request, whatever the order of the body's properties. */
export function requestKey(method: string, path: string, body: unknown): string {
  return `${method.toUpperCase()} ${path} ${body === undefined || body === null ? '' : canonicalJson(body)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The block's text: JSON that cannot close its <script> tag or open a comment. */
export function inlinedAnswersJson(answers: InlinedAnswer[]): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

/**
 * What the server hands the storefront's prerender (src/prerender.tsx, built into
 * `<dist>/.ssr/`): the page's address and the answers it inlines. The prerender answers
 * the first screen's markup, which the app hydrates, or null when the page cannot be
 * prerendered from those answers alone (it then loads as a plain client-rendered page).
 * Decisions 0018, 0019.
 */
export interface PrerenderInput {
  /** The request's path and query, base path included: `/product/blue-dress`. */
  url: string;
  /** The shop's origin as the shopper reached it, `https://shop.example` (a product's structured data names its address). */
  origin: string;
  basePath: string;
  currency: string;
  answers: InlinedAnswer[];
}
/** A drawn first screen: the markup for the root, and what the page's head gains (its lead picture's preload). */
export interface PrerenderedPage {
  body: string;
  head: string;
}
export type Prerender = (input: PrerenderInput) => Promise<PrerenderedPage | null>;
