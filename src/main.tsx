/**
 * The entry: small on purpose. On a page the server drew (decisions 0018, 0019) the browser
 * paints that screen before any of the app's code is evaluated, and the app's code, fetched
 * after that paint, does not compete with the screen's image; the page's route chunks are
 * asked for at the same time, not after the app has run and matched the route. Meanwhile
 * the drawn page is live HTML, and a tap that needs the app is held for it (takeover.ts).
 * Elsewhere the app starts at once (its chunks were named in the page's head).
 */
import './styles/global.css';
import { ROUTE_CHUNKS_ID } from '../openapi/route-chunks-list';
import { pageWasDrawn } from './app/drawnPage';
import { holdEarlyTaps } from './app/takeover';

if (pageWasDrawn) {
  holdEarlyTaps(document.getElementById('root')!);
  await afterPaint();
  for (const href of routeChunks()) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}
await import('./boot');

/** Once the browser has painted what it has (a tab in the background paints nothing, so it does not wait for that). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The page's route chunks, as the server named them for a drawn page. */
function routeChunks(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(ROUTE_CHUNKS_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return []; // they load when the router asks for them
  }
}
