import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_DESIGNS, BANNER_SHAPES, GARMENT_KINDS, mediaUrl, VIEWS_PER_COLOUR } from '../../server/media/kinds';
import { renderMedia } from '../../server/media/render';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from '../../server/media/routes';

/** Well-formed enough for a browser: one root <svg>, every tag closed in order, no text. */
function expectSvg(body: string | null): void {
  expect(body).not.toBeNull();
  const svg = body ?? '';
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<text|<script|on\w+=|NaN|undefined/);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
}

const name = (url: string) => url.replace('/media/', '');

describe('media renderer', () => {
  it.each(GARMENT_KINDS)('draws %s in every view and as an icon', (kind) => {
    for (let view = 1; view <= VIEWS_PER_COLOUR; view++) {
      const svg = renderMedia(name(mediaUrl.garment(kind, '#1F6FEB', view)));
      expectSvg(svg);
      expect(svg).toContain('fill="#1f6feb"');
    }
    expectSvg(renderMedia(name(mediaUrl.icon(kind))));
  });

  it('draws every banner design, the about banner, the logo and the favicon', () => {
    for (const shape of BANNER_SHAPES) {
      for (let design = 1; design <= BANNER_DESIGNS; design++) expectSvg(renderMedia(name(mediaUrl.banner(shape, design))));
    }
    for (const url of [mediaUrl.aboutBanner(), mediaUrl.logo(), mediaUrl.favicon()]) expectSvg(renderMedia(name(url)));
  });

  it('gives different colours different pictures', () => {
    expect(renderMedia('garments/dress-1f6feb-1.svg')).not.toEqual(renderMedia('garments/dress-c62828-1.svg'));
  });

  it.each([
    'garments/dress-1f6feb-9.svg',
    'garments/dress-1F6FEB-1.svg',
    'garments/dress-1f6feb-1.png',
    'garments/robot-1f6feb-1.svg',
    'garments/dress-zzzzzz-1.svg',
    'garments/dress-1f6feb-1.svg/../../etc/passwd',
    '../package.json',
    'icons/unknown.svg',
    `banners/offer-${BANNER_DESIGNS + 1}.svg`,
    'brand/logo.svg?x=<script>',
    '',
  ])('rejects %j', (bad) => {
    expect(renderMedia(bad)).toBeNull();
  });
});

describe('mediaRoutes', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(mediaRoutes, { prefix: '/media' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves an SVG with immutable caching and an ETag, and 304 on a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/garments/kurta-7b1f2e-2.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expectSvg(first.body);

    const again = await app.inject({ method: 'GET', url: '/media/garments/kurta-7b1f2e-2.svg', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 with a message for unknown or malformed names', async () => {
    for (const url of ['/media/garments/robot-000000-1.svg', '/media/../server/db/schema.ts', '/media/%2e%2e/package.json', '/media/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
