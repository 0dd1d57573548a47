import { INLINED_ANSWERS_ID, requestKey, type InlinedAnswer } from '../../openapi/inlined';

/**
 * The first screen's API answers the server wrote into the page (decision 0016), by
 * request. Each answers the first identical call only: later calls (a refetch, an
 * invalidation) go to the server. A signed-in shopper's personal calls (hearts) always
 * go to the server, since the page carries the anonymous answers.
 */
function readAnswers(signedIn: boolean): Map<string, InlinedAnswer> {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINED_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    const answers = JSON.parse(text) as InlinedAnswer[];
    return new Map(answers.filter((a) => !(signedIn && a.personal)).map((a) => [requestKey(a.method, a.path, a.body), a]));
  } catch {
    return new Map(); // a broken block costs only the round trips it would have saved
  }
}

/** A fetch for the API client: the inlined answer when there is one, else the network. */
export function withInlinedAnswers(apiBase: string, signedIn: boolean): (request: Request) => Promise<Response> {
  const answers = readAnswers(signedIn);
  if (answers.size === 0) return (request) => fetch(request);
  const basePath = new URL(apiBase, document.baseURI).pathname;
  return async (request) => {
    const key = await keyOf(request, basePath);
    const found = key === null ? undefined : answers.get(key);
    if (key === null || !found) return fetch(request);
    answers.delete(key);
    return Response.json(found.answer, { status: found.status });
  };
}

async function keyOf(request: Request, basePath: string): Promise<string | null> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(basePath)) return null;
  const text = request.method === 'GET' ? '' : await request.clone().text();
  try {
    return requestKey(request.method, url.pathname.slice(basePath.length) + url.search, text ? (JSON.parse(text) as unknown) : undefined);
  } catch {
    return null; // not JSON: no inlined answer is keyed by it
  }
}
