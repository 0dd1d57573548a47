/**
 * What an `<img>` of a drawn picture spreads: the WebP the server answers for it at the
 * widths of openapi/media.ts, with `sizes` saying how wide the page draws it, so the
 * browser picks the width for its screen (decision 0029). An SVG `<img>` is a document
 * laid out and painted on Chromium's main thread; a WebP is decoded off it. A picture
 * that is not drawn (another backend's `/media/x.jpg`, an absolute URL) keeps its URL.
 *
 * A pure function of its arguments: the server's drawn first screen and the app's first
 * render agree, with no reading of the window or of the screen's density.
 */
import { MEDIA_WIDTHS, rasterUrl, type MediaWidth } from '#rules/media';

export interface PictureProps {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/** How a picture is laid out: `sizes` as the CSS gives it, and the CSS widths it spans. */
export interface PictureFit {
  sizes: string;
  /** The narrowest and widest CSS px the page draws it at, over phone and desktop widths. */
  min: number;
  max: number;
}

/** Screens up to 3 device pixels per CSS px get a width that is not stretched. */
const DENSEST = 3;

const atLeast = (px: number): MediaWidth => MEDIA_WIDTHS.find((w) => w >= px) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

/**
 * `fit` is the CSS layout: a number for a picture always drawn that many px wide, or the
 * `sizes` and the range of widths it spans. The fallback `src` is the width for its widest
 * use on a plain screen; `srcSet` runs from that for its narrowest to that for its widest
 * on the densest screen.
 */
export function picture(url: string, fit: number | PictureFit): PictureProps {
  const { sizes, min, max } = typeof fit === 'number' ? { sizes: `${fit}px`, min: fit, max: fit } : fit;
  const src = rasterUrl(url, atLeast(max));
  if (src === null) return { src: url, srcSet: undefined, sizes: undefined };
  const widths = MEDIA_WIDTHS.filter((w) => w >= atLeast(min) && w <= atLeast(max * DENSEST));
  return {
    src,
    srcSet: widths.map((w) => `${rasterUrl(url, w)} ${w}w`).join(', '),
    sizes,
  };
}
