// Names are matched whole against strict patterns: only validated kinds, colours and numbers reach the SVG.
import { bannerSvg, faviconSvg, logoSvg, noPhotoSvg } from './banners';
import { garmentSvg, iconSvg } from './garments';
import { BANNER_DESIGNS, BANNER_SHAPES, GARMENT_KINDS, isBannerShape, isGarmentKind, VIEWS_PER_COLOUR } from './kinds';

const kinds = GARMENT_KINDS.join('|');
const GARMENT = new RegExp(`^garments/(${kinds})-([0-9a-f]{6})-([1-9])\\.svg$`);
const ICON = new RegExp(`^icons/(${kinds})\\.svg$`);
/** A photo an import named by its address, until it arrives (decision 0046): drawn as no photo. */
const WAITING = /^waiting\/[0-9a-f]{32}\.svg$/;
const BANNER = new RegExp(`^banners/(${BANNER_SHAPES.join('|')})-([1-9][0-9]?)\\.svg$`);

export function renderMedia(name: string): string | null {
  // A pattern's groups are what its guard accepts: the guards only tell the types so.
  const garment = GARMENT.exec(name);
  if (garment) {
    const [, kind, hex, view] = garment;
    return isGarmentKind(kind) && hex && Number(view) <= VIEWS_PER_COLOUR ? garmentSvg(kind, hex, Number(view)) : null;
  }
  if (WAITING.test(name)) return noPhotoSvg();
  const icon = ICON.exec(name)?.[1];
  if (isGarmentKind(icon)) return iconSvg(icon);
  const banner = BANNER.exec(name);
  if (banner) {
    const [, shape, design] = banner;
    return isBannerShape(shape) && Number(design) <= BANNER_DESIGNS ? bannerSvg(shape, Number(design)) : null;
  }
  switch (name) {
    case 'banners/about.svg':
      return bannerSvg('about', 3);
    case 'brand/logo.svg':
      return logoSvg();
    case 'brand/favicon.svg':
      return faviconSvg();
    case 'brand/no-photo.svg':
      return noPhotoSvg();
    default:
      return null;
  }
}
