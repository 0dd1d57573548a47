/**
 * The first screen's markup, rendered in the server (decisions 0018, 0019): built by
 * `vite build --ssr` into `<dist>/.ssr/` and loaded by server/first-screen/prerender.ts.
 * The page then paints before its scripts arrive, and the app hydrates this markup once
 * they have (src/boot.tsx): what the shopper did on it meanwhile stays.
 *
 * It runs the app's own router and loaders over the answers the server inlines, and
 * only those (answerPrerenderFrom): a page that needs anything else, fails a loader or
 * is not found is not prerendered, and loads as before. The app's first pass in the
 * browser reads the same answers, so it renders what this rendered.
 *
 * The server also learns from it which paths are pages and what each page's first screen
 * asks for (src/pages.tsx).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Prerender, PrerenderedPage } from '../drawn-page/inlined';
import { App } from './App';
import { config } from './app/startup/config';
import { answerPrerenderFrom } from './app/startup/inlinedAnswers';
import { queryClient } from './app/queries/queryClient';
import { prefetchLayout } from './features/layout/queries';
import { createAppRouter } from './router';
import { setCurrencySymbol } from './ui/price';

export { firstRequests, pageAt } from './pages';

/**
 * React hints every eager picture it renders with a preload (resources, not part of the
 * tree the app hydrates). The one it marks high priority, the page's largest picture on a
 * phone (its LCP), goes to the head, ahead of the scripts, with the picture's own srcset and
 * sizes, so the browser asks for the very file the page shows; the rest would compete with it.
 */
const imagePreloads = /<link rel="preload" as="image"[^>]*>/g;
const highPriority = /fetchpriority="high"/i;

/** One at a time: the query client and the answers are the module's, as in a browser tab. */
let queue: Promise<unknown> = Promise.resolve();

export const prerender: Prerender = (input) => {
  const rendered = queue.then(() => renderPage(input));
  queue = rendered.catch(() => undefined);
  return rendered;
};

async function renderPage({
  url,
  origin,
  basePath,
  currency,
  answers,
}: Parameters<Prerender>[0]): Promise<PrerenderedPage | null> {
  // The server renders for the one configuration it serves (src/app/startup/config.ts reads it from the page in a browser).
  Object.assign(config, { basePath, currency });
  setCurrencySymbol(currency);
  queryClient.clear();
  answerPrerenderFrom(answers);

  // No scroll restoration: its inline script is the app's to run, and the CSP would refuse it.
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    origin,
    scrollRestoration: false,
  });
  await router.load();
  // An unknown address, a missing product or a failed loader is left to the app.
  const { matches } = router.state;
  if (matches.at(-1)?.routeId === '__root__' || matches.some((match) => match.status !== 'success')) return null;

  // The layout's components ask for their data themselves (useQuery, which a server never
  // runs): it is fetched from the answers first, as the app does before its first frame (src/boot.tsx).
  await prefetchLayout(queryClient);
  const html = renderToString(<App router={router} />);
  queryClient.clear();
  const lead = (html.match(imagePreloads) ?? []).filter((link) => highPriority.test(link));
  return { body: html.replace(imagePreloads, ''), head: lead.join('') };
}
