import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Prerender, PrerenderedPage, PrerenderInput } from '#drawn-page/inlined';

export const prerenderFile = (distDir: string): string => path.join(distDir, '.ssr', 'prerender.js');

export async function loadPrerender(distDir: string): Promise<Prerender | null> {
  const file = prerenderFile(distDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { prerender?: Prerender };
  return module.prerender ? remembered(module.prerender) : null;
}

/** Pages are tens of kB, so a few hundred cost a few MB. */
const keptPages = 200;
/** Past this many pages being drawn, a page goes out undrawn: a burst must not hold every page behind the renders. */
const mostDrawing = 4;

/** Drawn pages kept by address and answers (which change with the catalog, keeping this fresh). */
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
    if (!found && drawing >= most) return Promise.resolve(null);
    kept.delete(key); // re-inserted below: insertion order makes the oldest first
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
