/**
 * The app itself, imported by main.tsx (the entry): the router, Query, the layout and the
 * route's screen in #root (hydrating the server's drawing of it where there is one), then
 * the app-wide actors once the browser is idle.
 */
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/react-router';
import { App } from './App';
import { config } from './app/startup/config';
import { startCart } from './app/actors/cart';
import { pageWasDrawn } from './app/startup/drawnPage';
import { bindNavigator } from './app/actors/effects';
import { hasInlinedAnswers } from './app/startup/inlinedAnswers';
import { queryClient } from './app/queries/queryClient';
import { queryKeys } from './app/queries/queryKeys';
import { nextTask } from './app/startup/nextTask';
import { isLoggedIn, startSession } from './app/actors/session';
import { handOverEarlyInput } from './app/startup/takeover';
import { whenIdle } from './app/startup/whenIdle';
import { prefetchLayout } from './features/layout/queries';
import { createBrowserRouter } from './router';
import { setCurrencySymbol } from './ui/price';

setCurrencySymbol(config.currency);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The layout's data first when the page carries it (inlined, so no round trip): the app's
// first pass then has the whole header and footer, as the server drew them, and nothing
// pops in above the screen on a page that was not drawn. Each step in a task of its own,
// after the one that evaluated the app's modules: reading the answers, making the router
// (the browser's history, then the route tree), loading the route (decision 0019).
await nextTask();
if (hasInlinedAnswers()) await prefetchLayout(queryClient);
await nextTask();
const history = createBrowserHistory();
await nextTask();
const router = createBrowserRouter(history);
bindNavigator(router);

/**
 * Marks #root `data-live` once the app answers the shopper, after handing over what was
 * done before. On a drawn page this first commit hydrates the layout; React hydrates each
 * part behind a Suspense boundary (the route's screen) in later passes, and at once when an
 * event reaches it. Not inside the commit, where React cannot: right after it.
 */
function Live() {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      if (pageWasDrawn) {
        handOverEarlyInput();
        // The first pass showed the anonymous hearts the server drew; a signed-in shopper's own follow.
        if (isLoggedIn())
          for (const queryKey of [queryKeys.productLists, queryKeys.productDetails])
            void queryClient.invalidateQueries({ queryKey });
      }
      root?.setAttribute('data-live', '');
    });
  }, []);
  return <App router={router} />;
}

const app = (
  <StrictMode>
    <Live />
  </StrictMode>
);

if (pageWasDrawn) void hydrateTheDrawnScreen(root);
else createRoot(root).render(app);

/**
 * The app's first pass over a drawn page renders what the server rendered, so React keeps
 * the page (its scroll, focus and typed text) and only attaches itself (decision 0019):
 * - the route is loaded first, from the answers the page carries (no round trip), as the
 *   server loaded it, so that pass is the whole page rather than the router's pending state;
 * - the router is told it hydrates (`router.ssr`, as its own `hydrate` does): its match tree
 *   then has the server's Suspense boundaries;
 * - it runs in a transition, so React hydrates in slices between which the browser answers
 *   the shopper, instead of in one long task.
 * Not awaited at the top level: the route's chunks import this module.
 */
async function hydrateTheDrawnScreen(drawn: HTMLElement): Promise<void> {
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load().catch(() => undefined);
  if (router.state.matches.every((match) => match.status === 'success')) {
    startTransition(() => void hydrateRoot(drawn, app));
  } else {
    // The browser could not load what the server did (its answers were used up, a chunk
    // failed): the route's own pending or error state replaces the drawing.
    router.ssr = undefined;
    createRoot(drawn).render(app);
  }
}

// The flows panel, beside the app (development and VITE_FLOWS=1 builds: a production build
// folds the condition to false and drops the panel whole; it is spelled out here for that).
if (import.meta.env.DEV || import.meta.env.VITE_FLOWS === '1') {
  void import('./devtools/flows/mount').then(({ mountFlowsPanel }) => mountFlowsPanel());
}

// The app-wide actors (and xstate) come after the first screen: the header paints from
// whether a token is stored (src/app/actors/session.ts). A signed-in shopper's session starts once
// the browser is idle, and their cart actor follows it. An anonymous shopper's session
// loads when first asked for (the login and sign-up forms, a logout, a login in another
// tab), and their cart actor at a first add: a visit that only browses never evaluates
// xstate, a long task at a phone's speed.
if (isLoggedIn()) {
  whenIdle(() => {
    void startSession().then(() => {
      if (isLoggedIn()) void startCart();
    });
  });
}
