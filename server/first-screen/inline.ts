import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../../openapi/client';
import { inlinedAnswersJson, INLINED_ANSWERS_ID, type InlinedAnswer } from '../../openapi/inlined';
import { API_PREFIX } from '../api-prefix';
import { pageRequests } from './requests';

export interface FirstScreen {
  answers: InlinedAnswer[];
  /** The page's largest picture on a phone (its LCP), to preload. */
  leadImage: string | null;
  /** What the page shows (a product, a category) does not exist: its call answered 404. */
  missing: boolean;
}

/**
 * The anonymous answers to the page's first calls, made through the app itself
 * (`inject`: the same handlers, catalog cache and validation a browser's call would
 * meet, with no socket), from the shopper's `address`, so they count in its read limit.
 * A call that fails is left out: the client makes it and shows its error as it would
 * without this.
 */
export async function firstScreen(app: FastifyInstance, pagePath: string, query: string, address: string): Promise<FirstScreen> {
  let missing = false;
  const settled = await Promise.all(
    pageRequests(pagePath, query).map(async ({ subject, ...request }): Promise<InlinedAnswer | null> => {
      const response = await app.inject({
        method: request.method,
        url: `${API_PREFIX}${request.path}`,
        remoteAddress: address,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      if (subject && response.statusCode === 404) missing = true;
      if (response.statusCode !== 200) return null;
      return { ...request, status: response.statusCode, answer: response.json() };
    }),
  );
  const answers = settled.filter((answer) => answer !== null);
  return { answers, leadImage: leadImage(pagePath, answers), missing };
}

/** The largest picture of home (first vertical banner), a product (its first image) or a listing (first card). */
function leadImage(pagePath: string, answers: InlinedAnswer[]): string | null {
  const find = (path: string) => answers.find((a) => a.path === path)?.answer;
  const [first] = pagePath.split('/');
  if (first === '') return (find('/home-banners') as { data: Schemas['HomeBanners'] } | undefined)?.data.vertical_banner[0]?.var_image ?? null;
  if (first === 'product') {
    const product = answers.find((a) => a.path.startsWith('/products/'))?.answer as { data: Schemas['ProductDetail'] } | undefined;
    return product ? (product.data.images[0] ?? product.data.var_image) : null;
  }
  if (first === 'shop') return (find('/products') as { data: Schemas['ProductListItem'][] } | undefined)?.data[0]?.var_image ?? null;
  return null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the page's <head> gains: the lead picture's preload and the data block. */
export function firstScreenHead({ answers, leadImage }: FirstScreen): string {
  const preload = leadImage ? `<link rel="preload" as="image" href="${escapeAttribute(leadImage)}" fetchpriority="high">` : '';
  const data = answers.length > 0 ? `<script type="application/json" id="${INLINED_ANSWERS_ID}">${inlinedAnswersJson(answers)}</script>` : '';
  return preload + data;
}
