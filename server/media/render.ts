/**
 * Maps a media name (the path after /media/) to its SVG, or null when the name is
 * not one we draw. Names are matched whole against strict patterns, so nothing
 * from the request reaches the output except validated kinds, colours and numbers.
 */
import { bannerSvg, faviconSvg, logoSvg, noPhotoSvg } from './banners';
import { garmentSvg, iconSvg } from './garments';
import { BANNER_DESIGNS, BANNER_SHAPES, GARMENT_KINDS, VIEWS_PER_COLOUR, type BannerShape, type GarmentKind } from './kinds';

const kinds = GARMENT_KINDS.join('|');
const GARMENT = new RegExp(`^garments/(${kinds})-([0-9a-f]{6})-([1-9])\\.svg$`);
const ICON = new RegExp(`^icons/(${kinds})\\.svg$`);
const BANNER = new RegExp(`^banners/(${BANNER_SHAPES.join('|')})-([1-9][0-9]?)\\.svg$`);

export function renderMedia(name: string): string | null {
  let match = GARMENT.exec(name);
  if (match) {
    const view = Number(match[3]);
    return view <= VIEWS_PER_COLOUR ? garmentSvg(match[1] as GarmentKind, match[2] as string, view) : null;
  }
  match = ICON.exec(name);
  if (match) return iconSvg(match[1] as GarmentKind);
  match = BANNER.exec(name);
  if (match) {
    const design = Number(match[2]);
    return design <= BANNER_DESIGNS ? bannerSvg(match[1] as BannerShape, design) : null;
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
