/**
 * The first screen's markup, rendered in the server (decision 0018): built by
 * `vite build --ssr` into `<dist>/.ssr/` and loaded by server/first-screen/prerender.ts.
 * The page then paints before its scripts arrive; main.tsx renders the same screen over
 * it once they have. Nothing here hydrates: the markup is a picture of the page, inert
 * until the app replaces it.
 *
 * It runs the app's own router and loaders over the answers the server inlines, and
 * only those (answerPrerenderFrom): a page that needs anything else, fails a loader or
 * is not found is not prerendered, and loads as before.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Prerender } from '../openapi/inlined';
import { config } from './app/config';
import { answerPrerenderFrom } from './app/inlinedAnswers';
import { queryClient } from './app/queryClient';
import { prefetchLayout } from './features/layout/queries';
import { createAppRouter } from './router';
import { setCurrencySymbol } from './ui/price';

/**
 * React hints every eager picture it renders with a preload; the server's head already
 * preloads the one that matters (the LCP), and the rest would compete with it.
 */
const imagePreloads = /<link rel="preload" as="image"[^>]*>/g;
/** The router's inline scripts (scroll restoration) are the app's to run: a picture runs nothing, and the CSP would refuse them. */
const scripts = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** One at a time: the query client and the answers are the module's, as in a browser tab. */
let queue: Promise<unknown> = Promise.resolve();

export const prerender: Prerender = (input) => {
  const rendered = queue.then(() => renderPage(input));
  queue = rendered.catch(() => undefined);
  return rendered;
};

async function renderPage({ url, basePath, currency, answers }: Parameters<Prerender>[0]): Promise<string | null> {
  // The server renders for the one configuration it serves (src/app/config.ts reads it from the page in a browser).
  Object.assign(config, { basePath, currency });
  setCurrencySymbol(currency);
  queryClient.clear();
  answerPrerenderFrom(answers);

  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // An unknown address, a missing product or a failed loader is left to the app.
  const { matches } = router.state;
  if (matches.at(-1)?.routeId === '__root__' || matches.some((match) => match.status !== 'success')) return null;

  // The layout's components ask for their data themselves (useQuery, which a server never
  // runs): it is fetched from the answers first, as the app does before its first frame (src/boot.tsx).
  await prefetchLayout(queryClient);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  queryClient.clear();
  return html.replace(imagePreloads, '').replace(scripts, '');
}
