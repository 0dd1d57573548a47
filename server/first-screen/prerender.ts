import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Prerender, PrerenderedPage, PrerenderInput } from '../../drawn-page/inlined';

/** Where the storefront's prerender (src/prerender.tsx) is built beside the storefront (decision 0018). */
export const prerenderFile = (distDir: string): string => path.join(distDir, '.ssr', 'prerender.js');

/**
 * The storefront's prerender, or null for a build without one: the server then sends the
 * page without its picture, as it did before.
 */
export async function loadPrerender(distDir: string): Promise<Prerender | null> {
  const file = prerenderFile(distDir);
  if (!existsSync(file)) return null;
  // The build of src/prerender.tsx, which is typed to export a Prerender; a dynamic import is untyped.
  const module = (await import(pathToFileURL(file).href)) as { prerender?: Prerender };
  return module.prerender ? remembered(module.prerender) : null;
}

/** Prerenders kept: pages are tens of kB, so a few hundred cost a few MB. */
const keptPages = 200;
/**
 * Pages drawn at once (the prerender draws one at a time, the rest wait): past this, a
 * page goes out undrawn and the app renders it as before, so a burst of new addresses
 * cannot hold every page's HTML behind the renders.
 */
const mostDrawing = 4;

/**
 * The same address over the same answers draws the same screen, so the last pages drawn
 * are kept by both (the answers change with the catalog, which is what keeps this fresh).
 * A render costs tens of milliseconds; a page served from the answer cache, a fraction.
 * Past `most` pages being drawn, a new one goes out undrawn (and is not kept).
 */
export function remembered(prerender: Prerender, size = keptPages, most = mostDrawing): Prerender {
  const kept = new Map<string, Promise<PrerenderedPage | null>>();
  let drawing = 0;
  return (input) => {
    const key = createHash('sha256')
      .update(input.origin)
      .update('\0')
      .update(input.url)
      .update('\0')
      .update(JSON.stringify(input.answers))
      .digest('base64');
    const found = kept.get(key);
    if (!found && drawing >= most) return Promise.resolve(null); // not kept: drawn when the server is less busy
    kept.delete(key); // re-inserted below: a Map keeps insertion order, so the oldest is first
    const page = found ?? draw(input);
    kept.set(key, page);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    page.catch(() => kept.delete(key));
    return page;
  };

  function draw(input: PrerenderInput): Promise<PrerenderedPage | null> {
    drawing += 1;
    return prerender(input).finally(() => (drawing -= 1));
  }
}
