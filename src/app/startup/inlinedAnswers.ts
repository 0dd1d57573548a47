import { INLINED_ANSWERS_ID, requestKey, type InlinedAnswer } from '#drawn-page/inlined';
import { pageWasDrawn } from './drawnPage';
import { nextTask } from './nextTask';

/**
 * The first screen's API answers the server wrote into the page (decision 0016), by
 * request. Each answers the first identical call only: later calls (a refetch, an
 * invalidation) go to the server. A signed-in shopper's personal calls (hearts) go to the
 * server, since the page carries the anonymous answers; except on a page the server drew
 * with them, whose first pass must render what the server rendered (src/boot.tsx asks
 * for the shopper's own right after: decision 0019).
 */
function readAnswers(signedIn: boolean): Map<string, InlinedAnswer> {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINED_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    const answers = JSON.parse(text) as InlinedAnswer[];
    const usable = answers.filter((a) => !(signedIn && a.personal && !pageWasDrawn));
    return new Map(usable.map((a) => [requestKey(a.method, a.path, a.body), a]));
  } catch {
    return new Map(); // a broken block costs only the round trips it would have saved
  }
}

let answers = new Map<string, InlinedAnswer>();
let network: (request: Request) => Promise<Response> = (request) => fetch(request);
/**
 * What an inlined answer waits for. In a browser, a task of its own: the app's start asks
 * for a screen's worth of answers at once, and answered at once, all of them and what
 * they set off (parsing, Query's updates, the loaders that awaited them) would run as one
 * long run of microtasks on a slow phone's main thread (decision 0019).
 */
let handOver: () => Promise<void> = nextTask;

/**
 * A prerender's answers (src/prerender.tsx): the server hands over the same answers it
 * inlines, and a call it did not answer fails at once, so the page is not prerendered
 * rather than prerendered half-loaded. Prerenders run one at a time.
 */
export function answerPrerenderFrom(list: InlinedAnswer[]): void {
  answers = new Map(list.map((a) => [requestKey(a.method, a.path, a.body), a]));
  network = (request) => Promise.reject(new Error(`a prerender has no answer to ${request.method} ${request.url}`));
  handOver = () => Promise.resolve();
}

/** Whether the page came with answers: every page with the shared layout carries the layout's. */
export const hasInlinedAnswers = (): boolean => answers.size > 0;

/** A fetch for the API client: the inlined answer when there is one, else the network. */
export function withInlinedAnswers(apiBase: string, signedIn: boolean): (request: Request) => Promise<Response> {
  answers = readAnswers(signedIn);
  const basePath = new URL(apiBase, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI).pathname;
  const pathOf = (request: Request) => {
    const url = new URL(request.url);
    return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) + url.search : null;
  };
  // Only a call some remaining answer could match has its body read: reading it turns
  // the request's body into a stream, which the browser's tools no longer show.
  const mayMatch = (method: string, path: string) =>
    [...answers.values()].some((a) => a.method === method && a.path === path);

  return async (request) => {
    const path = pathOf(request);
    if (path === null || !mayMatch(request.method, path)) return network(request);
    const text = request.method === 'GET' ? '' : await request.text();
    const key = keyOf(request.method, path, text);
    const found = key === null ? undefined : answers.get(key);
    if (key !== null && found) {
      answers.delete(key);
      await handOver();
      return Response.json(found.answer, { status: found.status });
    }
    return network(text ? new Request(request, { body: text }) : request);
  };
}

function keyOf(method: string, path: string, body: string): string | null {
  try {
    return requestKey(method, path, body ? (JSON.parse(body) as unknown) : undefined);
  } catch {
    return null; // not JSON: no inlined answer is keyed by it
  }
}
