import type { FastifyInstance } from 'fastify';
import { inlinedAnswersJson, INLINED_ANSWERS_ID, type InlinedAnswer } from '#drawn-page/inlined';
import type { StorefrontPages } from '#drawn-page/pages';
import { API_PREFIX } from '../settings/api-prefix';
import { pageRequests } from './requests';

export interface FirstScreen {
  answers: InlinedAnswer[];
  missing: boolean;
}

/**
 * The first calls, injected from the shopper's `address` (its read limit counts them); failures left to the client.
 * `given`: the answer of the page's subject call (its product, its category), taken instead of asking (a preview's).
 */
export async function firstScreen(
  app: FastifyInstance,
  pages: StorefrontPages,
  pagePath: string,
  query: string,
  address: string,
  given?: unknown,
): Promise<FirstScreen> {
  let missing = false;
  const requests = await pageRequests(pages, pagePath, query);
  const givenFor = given === undefined ? undefined : requests.find((request) => request.subject);
  const settled = await Promise.all(
    requests.map(async (pageRequest): Promise<InlinedAnswer | null> => {
      const { subject, ...request } = pageRequest;
      if (pageRequest === givenFor) return { ...request, status: 200, answer: given };
      const response = await app.inject({
        method: request.method,
        url: `${API_PREFIX}${request.path}`,
        remoteAddress: address,
        ...(typeof request.body === 'object' && request.body !== null ? { payload: request.body } : {}),
      });
      if (subject && response.statusCode === 404) missing = true;
      if (response.statusCode !== 200) return null;
      return { ...request, status: response.statusCode, answer: response.json() };
    }),
  );
  const answers = settled.filter((answer) => answer !== null);
  return { answers, missing };
}

export function firstScreenHead({ answers }: FirstScreen): string {
  return answers.length > 0
    ? `<script type="application/json" id="${INLINED_ANSWERS_ID}">${inlinedAnswersJson(answers)}</script>`
    : '';
}
