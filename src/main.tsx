import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './App';
import { config } from './app/config';
import { startCart } from './app/cart';
import { bindNavigator } from './app/effects';
import { isLoggedIn, startSession } from './app/session';
import { whenIdle } from './app/whenIdle';
import { router } from './router';
import { setCurrencySymbol } from './ui/price';

setCurrencySymbol(config.currency);
bindNavigator(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The server's picture of the first screen (src/prerender.tsx), inert until the app is drawn over it. */
const prerendered = root.hasChildNodes();

function Live() {
  useLayoutEffect(() => root?.removeAttribute('inert'), []);
  return <App />;
}

/** Once the browser has painted what it has (a tab in the background paints nothing, so it does not wait for it). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const app = (
  <StrictMode>
    <Live />
  </StrictMode>
);

if (prerendered) {
  // The picture is painted before the app's work starts; the route's code and data are
  // then loaded, so the app's first frame is that screen and not its skeleton (the flash
  // the picture was there to spare), and React draws it in slices (a transition) rather
  // than one long task, since the shopper already sees it.
  await afterPaint();
  startTransition(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}

// The app-wide actors (and xstate) come after the first screen: the header paints from
// whether a token is stored (src/app/session.ts); a signed-in shopper's cart actor
// follows the session's, an anonymous one's waits for a first add.
whenIdle(() => {
  void startSession().then(() => {
    if (isLoggedIn()) void startCart();
  });
});
