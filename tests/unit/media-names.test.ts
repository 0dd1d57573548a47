/**
 * The raster names of the drawn pictures (openapi/media.ts) and what an `<img>` of one
 * spreads (src/ui/picture.ts): the client's names are the ones the server reads back,
 * and a picture that is not drawn keeps its URL.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { MEDIA_WIDTHS, parseRasterName, rasterUrl } from '#rules/media';
import { picture } from '#src/ui/picture';

const drawn = [
  '/media/garments/dress-1f6feb-2.svg',
  '/media/banners/offer-3.svg',
  '/media/icons/dress.svg',
  '/media/brand/logo.svg',
  '/media/banners/about.svg',
];
const notDrawn = [
  '/media/products/x.jpg',
  'https://cdn.example/x.svg',
  'https://cdn.example/media/x.svg',
  '//cdn.example/media/x.svg',
  '/media/x.svg?v=2',
  '/media/x.svg#top',
  'media/x.svg',
  '/media/../x.svg',
  '/media/X.svg',
  '/shop/media/x.svg',
  '',
];

describe('raster names', () => {
  it('maps a drawn picture and a width to its WebP, and reads that back as the SVG and the width', () => {
    expect(rasterUrl('/media/garments/dress-1f6feb-2.svg', 480)).toBe('/media/garments/dress-1f6feb-2.w480.webp');
    for (const url of drawn) {
      for (const width of MEDIA_WIDTHS) {
        const raster = rasterUrl(url, width);
        expect(raster).toMatch(/^\/media\/.+\.webp$/);
        expect(parseRasterName(raster!.slice('/media/'.length))).toEqual({ svg: url.slice('/media/'.length), width });
      }
    }
  });

  it.each(notDrawn)('leaves %j alone', (url) => {
    expect(rasterUrl(url, 480)).toBeNull();
  });

  it.each([
    'garments/dress-1f6feb-2.w500.webp',
    'garments/dress-1f6feb-2.w0480.webp',
    'garments/dress-1f6feb-2.w48000.webp',
    'garments/dress-1f6feb-2.w480.png',
    'garments/dress-1f6feb-2.w480.webp.svg',
    'garments/dress-1f6feb-2.svg',
    'garments/dress-1f6feb-2.W480.webp',
    '.w480.webp',
  ])('reads no raster in %j', (name) => {
    expect(parseRasterName(name)).toBeNull();
  });

  it('is what the contract tells other clients', () => {
    const { description } = (
      parse(readFileSync(new URL('../../openapi/storefront.yaml', import.meta.url), 'utf8')) as {
        info: { description: string };
      }
    ).info;
    const sentence = /as WebP at `\/media\/<name>\.w\{N\}\.webp` for N in\s+([\d,\s]+and\s+\d+)/.exec(description);
    expect(sentence).not.toBeNull();
    expect(sentence![1]!.split(/,\s*|\s+and\s+/).map(Number)).toEqual([...MEDIA_WIDTHS]);
  });
});

describe('photos', () => {
  const photo = '/media/photos/0123456789abcdef0123456789abcdef.jpg';

  it('a kept photo is answered at the same widths as a drawing, and an <img> of it gets the same srcset', () => {
    expect(rasterUrl(photo, 480)).toBe('/media/photos/0123456789abcdef0123456789abcdef.w480.webp');
    expect(rasterUrl(photo.replace('.jpg', '.png'), 96)).toBe(
      '/media/photos/0123456789abcdef0123456789abcdef.w96.webp',
    );
    expect(picture(photo, 64)).toEqual({
      src: '/media/photos/0123456789abcdef0123456789abcdef.w96.webp',
      srcSet: ['96', '160', '240']
        .map((w) => `/media/photos/0123456789abcdef0123456789abcdef.w${w}.webp ${w}w`)
        .join(', '),
      sizes: '64px',
    });
  });

  it.each([
    '/media/photos/0123456789abcdef.jpg',
    '/media/photos/0123456789ABCDEF0123456789abcdef.jpg',
    '/media/photos/0123456789abcdef0123456789abcdef.gif',
    '/media/photos/x/0123456789abcdef0123456789abcdef.jpg',
  ])('leaves %j alone: not a kept photo', (url) => {
    expect(rasterUrl(url, 480)).toBeNull();
  });
});

describe('picture', () => {
  it('asks for the WebP of a drawn picture, at the widths its layout can use', () => {
    expect(picture('/media/garments/dress-1f6feb-2.svg', 64)).toEqual({
      src: '/media/garments/dress-1f6feb-2.w96.webp',
      srcSet:
        '/media/garments/dress-1f6feb-2.w96.webp 96w, /media/garments/dress-1f6feb-2.w160.webp ' +
        '160w, /media/garments/dress-1f6feb-2.w240.webp 240w',
      sizes: '64px',
    });
    const wide = picture('/media/banners/horizontal-1.svg', {
      sizes: '(min-width: 768px) 636px, 100vw',
      min: 320,
      max: 700,
    });
    expect(wide.src).toBe('/media/banners/horizontal-1.w960.webp');
    expect(wide.sizes).toBe('(min-width: 768px) 636px, 100vw');
    expect(wide.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
      '1280w',
      '1920w',
    ]);
  });

  it('never asks for more than the widest width', () => {
    expect(picture('/media/banners/about.svg', 5000).src).toBe('/media/banners/about.w1920.webp');
  });

  it.each(notDrawn)('keeps %j as it is', (url) => {
    expect(picture(url, { sizes: '100vw', min: 320, max: 1280 })).toEqual({
      src: url,
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
