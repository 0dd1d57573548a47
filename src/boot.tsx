/**
 * The app itself, imported by main.tsx (the entry): the router, Query, the layout and the
 * route's screen drawn into #root, then the app-wide actors once the browser is idle.
 */
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './app/config';
import { startCart } from './app/cart';
import { bindNavigator } from './app/effects';
import { hasInlinedAnswers, watchNetworkCalls } from './app/inlinedAnswers';
import { isLoggedIn, startSession } from './app/session';
import { whenIdle } from './app/whenIdle';
import { queryClient } from './app/queryClient';
import { prefetchLayout } from './features/layout/queries';
import { router } from './router';
import { setCurrencySymbol } from './ui/price';

setCurrencySymbol(config.currency);
bindNavigator(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The server's picture of the first screen (src/prerender.tsx), inert until the app is drawn over it. */
const prerendered = root.hasAttribute('inert');

function Live() {
  useLayoutEffect(() => root?.removeAttribute('inert'), []);
  return <App />;
}

const app = (
  <StrictMode>
    <Live />
  </StrictMode>
);

// The layout's data first when the page carries it (inlined, so no round trip): the app's
// first frame then has the whole header and footer, as a drawn page's picture did, and
// nothing pops in above the screen on a page that was not drawn.
if (hasInlinedAnswers()) await prefetchLayout(queryClient);
if (prerendered) {
  // React draws in slices (a transition) rather than one long task: the shopper already sees the screen.
  void routeFromThePage().then(() => startTransition(() => createRoot(root).render(app)));
} else {
  createRoot(root).render(app);
}

/**
 * Loads the route before the app's first commit while the page itself serves it (its
 * data inlined, its chunks preloaded): that commit is then the whole page, not the
 * router's pending state followed by a synchronous re-render of everything (decision 0018).
 * The first API call to the network ends the wait (a signed-in shopper's order, a page
 * without inlined answers): the app then renders at once and the route shows its own
 * pending state, rather than leaving the shopper on an inert picture for as long as the
 * network takes. (Query's own fetches would not do: it fetches an inlined answer too.)
 * Not awaited at the top level: the route's chunks import this module.
 */
function routeFromThePage(): Promise<void> {
  return new Promise((resolve) => {
    const stop = watchNetworkCalls(done);
    function done() {
      stop();
      resolve();
    }
    router
      .load()
      .catch(() => undefined) // a failed load is the router's to show, once drawn
      .then(done);
  });
}

// The flows panel, beside the app (development and VITE_FLOWS=1 builds: a production build
// folds the condition to false and drops the panel whole; it is spelled out here for that).
if (import.meta.env.DEV || import.meta.env.VITE_FLOWS === '1') {
  void import('./app/flows/mount').then(({ mountFlowsPanel }) => mountFlowsPanel());
}

// The app-wide actors (and xstate) come after the first screen: the header paints from
// whether a token is stored (src/app/session.ts); a signed-in shopper's cart actor
// follows the session's, an anonymous one's waits for a first add.
whenIdle(() => {
  void startSession().then(() => {
    if (isLoggedIn()) void startCart();
  });
});
