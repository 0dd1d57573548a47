/**
 * The entry: small on purpose. On a page the server drew (decisions 0018, 0019) the browser
 * paints that screen before any of the app's code is evaluated, and the app's code, fetched
 * after that paint, does not compete with the screen's image; the page's route chunks are
 * asked for at the same time, not after the app has run and matched the route. Meanwhile
 * the drawn page is live HTML, and a tap that needs the app is held for it (takeover.ts).
 * Elsewhere the app starts at once (its chunks were named in the page's head).
 */
import './styles/global.css';
import { PAGE_CHUNKS_ID } from '../drawn-page/page-chunks-list';
import { pageWasDrawn } from './app/startup/drawnPage';
import { nextTask } from './app/startup/nextTask';
import { holdEarlyTaps } from './app/startup/takeover';

if (pageWasDrawn) {
  holdEarlyTaps(document.getElementById('root')!);
  await afterPaint();
  // One a task: each link costs the browser some work, and a page's whole list at once made a
  // long task (decision 0019).
  for (const [index, href] of pageChunks().entries()) {
    if (index > 0) await nextTask();
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }),
    );
  }
}
// The app's code is evaluated in four tasks rather than one: React, the other libraries, the
// router, then the app (vite.config.ts makes them four chunks).
// Evaluated at once, it would hold a slow phone's main thread for hundreds of milliseconds
// while the shopper already uses the page (decision 0019).
await import('react-dom/client');
await nextTask();
await import('@tanstack/react-query');
await nextTask();
await import('@tanstack/react-router');
await nextTask();
await import('./boot');

/** Once the browser has painted what it has (a tab in the background paints nothing, so it does not wait for that). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The chunks the page's takeover runs, as the server named them for a drawn page. */
function pageChunks(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return []; // they load when the app asks for them
  }
}
