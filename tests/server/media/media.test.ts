import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_DESIGNS, BANNER_SHAPES, GARMENT_KINDS, mediaUrl, VIEWS_PER_COLOUR } from '#server/media/drawn/kinds';
import { ByteBoundMemo } from '#server/media/memo';
import { renderMedia } from '#server/media/drawn/render';
import { MEDIA_CACHE_CONTROL, mediaRoutes, type MediaOptions } from '#server/media/routes';

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
      for (let design = 1; design <= BANNER_DESIGNS; design++)
        expectSvg(renderMedia(name(mediaUrl.banner(shape, design))));
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

    const again = await app.inject({
      method: 'GET',
      url: '/media/garments/kurta-7b1f2e-2.svg',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 with a message for unknown or malformed names', async () => {
    for (const url of [
      '/media/garments/robot-000000-1.svg',
      '/media/../server/db/schema.ts',
      '/media/%2e%2e/package.json',
      '/media/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
  it('serves a drawn picture as WebP at a width of the list, cached and revalidated as the SVG is', async () => {
    const url = '/media/garments/kurta-7b1f2e-2.w480.webp';
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    const bytes = first.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 600 });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe(
      (await app.inject({ method: 'GET', url: '/media/garments/kurta-7b1f2e-2.svg' })).headers.etag,
    );

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('draws banners, icons and the logo at any width of the list, larger than their own too', async () => {
    for (const [url, width, height] of [
      ['/media/banners/horizontal-3.w1920.webp', 1920, 640],
      ['/media/icons/dress.w96.webp', 96, 120],
      ['/media/brand/logo.w160.webp', 160, 53],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', width, height]);
    }
  });

  it('answers 404 for a width not in the list, a name it does not draw, another format and path tricks', async () => {
    for (const url of [
      '/media/garments/kurta-7b1f2e-2.w500.webp',
      '/media/garments/kurta-7b1f2e-2.w0480.webp',
      '/media/garments/kurta-7b1f2e-2.w4800.webp',
      '/media/garments/robot-000000-1.w480.webp',
      '/media/garments/kurta-7b1f2e-9.w480.webp',
      '/media/garments/kurta-7b1f2e-2.w480.png',
      '/media/garments/kurta-7b1f2e-2.svg.w480.webp',
      '/media/garments/kurta-7b1f2e-2.w480.webp/',
      '/media/garments/kurta-7b1f2e-2.w480.webp%00.svg',
      '/media/../package.w480.webp',
      '/media/%2e%2e/package.w480.webp',
      '/media/garments/..%2fkurta-7b1f2e-2.w480.webp',
      '/media/.w480.webp',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('mediaRoutes memo', () => {
  /** A media app whose drawings are counted, each test its own (so its own memo). */
  async function countingApp(options: Omit<MediaOptions, 'render'> = {}) {
    const drawn: string[] = [];
    const app = Fastify();
    await app.register(mediaRoutes, {
      prefix: '/media',
      ...options,
      render: (name) => {
        drawn.push(name);
        return renderMedia(name);
      },
    });
    await app.ready();
    return { app, drawn };
  }

  it('draws a cold name once for two requests that ask for it at the same time', async () => {
    const { app, drawn } = await countingApp();
    try {
      const url = '/media/garments/saree-177e89-1.w640.webp';
      const [a, b] = await Promise.all([app.inject({ method: 'GET', url }), app.inject({ method: 'GET', url })]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.headers.etag).toBe(b.headers.etag);
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(drawn).toEqual(['garments/saree-177e89-1.svg']);
    } finally {
      await app.close();
    }
  });

  it('keeps no more bytes than it is given: past them a picture is drawn again', async () => {
    const { app, drawn } = await countingApp({ memoBytes: 1 });
    try {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'GET', url: '/media/icons/scarf.w96.webp' })).statusCode).toBe(200);
      expect(drawn).toEqual(['icons/scarf.svg', 'icons/scarf.svg']);
    } finally {
      await app.close();
    }
  });

  it('keeps nothing for a name it does not draw', async () => {
    const { app, drawn } = await countingApp();
    try {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'GET', url: '/media/icons/robot.w96.webp' })).statusCode).toBe(404);
      expect(drawn).toEqual(['icons/robot.svg', 'icons/robot.svg']);
    } finally {
      await app.close();
    }
  });
});

describe('ByteBoundMemo', () => {
  const kept = (memo: ByteBoundMemo<string>, keys: string[]) => keys.filter((key) => memo.get(key) !== undefined);

  it('lets the least recently asked go first once its answers hold more than its bytes', async () => {
    const memo = new ByteBoundMemo<string>(10, (value) => value.length);
    await memo.set('a', Promise.resolve('aaaa'));
    await memo.set('b', Promise.resolve('bbbb'));
    expect(memo.bytes).toBe(8);
    await memo.get('a'); // now the most recent
    await memo.set('c', Promise.resolve('cccc'));
    expect(memo.bytes).toBe(8);
    expect(kept(memo, ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });

  it('forgets a drawing that failed, and one bigger than all its bytes', async () => {
    const memo = new ByteBoundMemo<string>(10, (value) => value.length);
    await expect(memo.set('broken', Promise.reject(new Error('no')))).rejects.toThrow('no');
    await memo.set('huge', Promise.resolve('x'.repeat(11)));
    expect(memo.get('broken')).toBeUndefined();
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.bytes).toBe(0);
  });
});
