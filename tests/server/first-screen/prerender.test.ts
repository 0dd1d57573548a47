import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INLINED_ANSWERS_ID, type PrerenderedPage, type PrerenderInput } from '#drawn-page/inlined';
import { remembered } from '#server/first-screen/prerender';
import { startTestServer, type TestServer } from '#tests/support/server';

let dist: string;
let server: TestServer;

// A stand-in for the storefront's build (src/prerender.tsx, which tests/e2e/first-load.spec.ts
// runs for real): it shows what it was given, fails or declines when the address says so.
const prerenderModule = `
export const prerender = async ({ url, origin, basePath, currency, answers }) => {
  if (url.includes('broken')) throw new Error('the prerender broke');
  if (url.includes('declined')) return null;
  return {
    body:
      '<main data-url="' + url + '" data-origin="' + origin + '" data-base="' + basePath + '">' +
      currency + ' ' + answers.length + ' answers</main>',
    head: '<link rel="preload" as="image" imagesrcset="/media/lead.w480.webp 480w" imagesizes="100vw" fetchpriority="high">',
  };
};`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-prerender-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--statefront-config--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'prerender.js'), prerenderModule);
  server = await startTestServer({ distDir: dist, config: { basePath: '/shop/', apiBase: '/api/v1' } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = async (pagePath: string) => (await fetch(`${server.url}/shop/${pagePath}`)).text();
const dataBlock = `<script type="application/json" id="${INLINED_ANSWERS_ID}">`;

describe("the first screen's prerender in the page", () => {
  it("puts the prerender's markup in the root, marked drawn, for the request's address and the answers inlined beside it", async () => {
    const page = await html('?from=mail');
    const origin = server.url.replace(/[/.]/g, '\\$&');
    expect(page).toMatch(
      new RegExp(
        `<div id="root" data-drawn><main data-url="/shop/\\?from=mail" data-origin="${origin}" ` +
          `data-base="/shop/">₹ \\d+ answers</main></div><span id="root-end" hidden></span>`,
      ),
    );
    // The page paints once the whole screen is parsed: the head's render-blocking link names the
    // marker after it, in this very document. A browser resolves the link against <base href>,
    // and one whose address (fragment aside) is not the page's own blocks nothing.
    const pageUrl = `${server.url}/shop/?from=mail`;
    const base = /<base href="([^"]*)">/.exec(page)![1]!;
    const expectHref = /<link rel="expect" href="([^"]*)" blocking="render">/.exec(page)![1]!.replaceAll('&amp;', '&');
    const target = new URL(expectHref, new URL(base, pageUrl));
    expect(target.hash).toBe('#root-end');
    expect(`${target.origin}${target.pathname}${target.search}`).toBe(pageUrl);
    expect(page.indexOf('rel="expect"')).toBeLessThan(page.indexOf('<body'));
    expect(page).toContain(dataBlock);
    // Its lead picture's preload is in the head, ahead of the data and the scripts.
    const preload = page.indexOf('<link rel="preload" as="image" imagesrcset="/media/lead.w480.webp 480w"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(page.indexOf('</head>'));
    expect(preload).toBeLessThan(page.indexOf(dataBlock));
  });

  it('leaves the root empty for a page with no answers to draw from (the account screens)', async () => {
    const page = await html('login');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain(dataBlock);
    expect(page).not.toContain('rel="expect"');
  });

  it('leaves the root empty when the prerender declines or fails, and still sends the data', async () => {
    for (const pagePath of ['aboutus?declined', 'aboutus?broken']) {
      const response = await fetch(`${server.url}/shop/${pagePath}`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page, pagePath).toContain('<div id="root"></div>');
      expect(page, pagePath).toContain(dataBlock);
      expect(page, pagePath).not.toContain('rel="preload" as="image"');
    }
  });
});

describe('remembered prerenders', () => {
  const input = (url: string, answers: PrerenderInput['answers'] = []): PrerenderInput => ({
    url,
    origin: 'http://127.0.0.1',
    basePath: '/',
    currency: '₹',
    answers,
  });
  const drawn = (body: string): PrerenderedPage => ({ body, head: '' });
  const answer = (status: number) => ({
    method: 'GET' as const,
    path: '/general',
    status,
    answer: { data: status },
    personal: false,
  });

  it('draws an address once for the same answers, again when they or the host change', async () => {
    const draw = vi.fn((given: PrerenderInput) => Promise.resolve(drawn(`${given.url} ${given.answers.length}`)));
    const prerender = remembered(draw);
    expect(await prerender(input('/a', [answer(200)]))).toEqual(drawn('/a 1'));
    expect(await prerender(input('/a', [answer(200)]))).toEqual(drawn('/a 1'));
    expect(draw).toHaveBeenCalledTimes(1);
    await prerender(input('/a', [{ ...answer(200), answer: { data: 'changed' } }]));
    await prerender(input('/b', [answer(200)]));
    expect(draw).toHaveBeenCalledTimes(3);
    // The same address reached on another host names that host in the page.
    await prerender({ ...input('/b', [answer(200)]), origin: 'https://shop.example' });
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('keeps the most recently used pages only, and forgets a failed one', async () => {
    const draw = vi.fn((given: PrerenderInput) =>
      given.url === '/broken' ? Promise.reject(new Error('no')) : Promise.resolve(drawn(given.url)),
    );
    const prerender = remembered(draw, 2);
    await prerender(input('/a'));
    await prerender(input('/b'));
    await prerender(input('/a')); // /a is now the most recent: /b goes first
    await prerender(input('/c'));
    expect(draw).toHaveBeenCalledTimes(3);
    await prerender(input('/a'));
    expect(draw).toHaveBeenCalledTimes(3);
    await prerender(input('/b'));
    expect(draw).toHaveBeenCalledTimes(4);
    await expect(prerender(input('/broken'))).rejects.toThrow('no');
    await expect(prerender(input('/broken'))).rejects.toThrow('no');
    expect(draw).toHaveBeenCalledTimes(6);
  });

  it('sends a new page undrawn while as many as it allows are being drawn, and draws it later', async () => {
    const held: (() => void)[] = [];
    const draw = vi.fn(
      (given: PrerenderInput) =>
        new Promise<PrerenderedPage | null>((resolve) => held.push(() => resolve(drawn(given.url)))),
    );
    const prerender = remembered(draw, 10, 2);
    const first = prerender(input('/a'));
    const second = prerender(input('/b'));
    expect(await prerender(input('/c'))).toBeNull();
    expect(draw).toHaveBeenCalledTimes(2);
    held.forEach((release) => release());
    expect([await first, await second]).toEqual([drawn('/a'), drawn('/b')]);
    const third = prerender(input('/c'));
    held[2]!();
    expect(await third).toEqual(drawn('/c'));
  });
});
