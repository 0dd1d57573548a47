import { StrictMode, useLayoutEffect } from 'react';
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

// Over a prerendered screen, the route's code and data are loaded first, so the app's
// first frame is that screen and not its skeleton (a flash the picture was there to spare).
if (prerendered) await router.load();

createRoot(root).render(
  <StrictMode>
    <Live />
  </StrictMode>,
);

// The app-wide actors (and xstate) come after the first screen: the header paints from
// whether a token is stored (src/app/session.ts); a signed-in shopper's cart actor
// follows the session's, an anonymous one's waits for a first add.
whenIdle(() => {
  void startSession().then(() => {
    if (isLoggedIn()) void startCart();
  });
});
