/** The product pictures the media route can draw; seed data names one per sub-sub-category. */
export const GARMENT_KINDS = [
  'dress',
  'kurta',
  'saree',
  'top',
  'jeans',
  'skirt',
  'heels',
  'flats',
  'sneakers',
  'handbag',
  'earrings',
  'necklace',
  'scarf',
] as const;

export type GarmentKind = (typeof GARMENT_KINDS)[number];
export const isGarmentKind = (name: string | undefined): name is GarmentKind =>
  GARMENT_KINDS.some((kind) => kind === name);

export const BANNER_SHAPES = ['offer', 'vertical', 'horizontal'] as const;
export type BannerShape = (typeof BANNER_SHAPES)[number];
export const isBannerShape = (name: string | undefined): name is BannerShape =>
  BANNER_SHAPES.some((shape) => shape === name);

/** Pictures per colour (front, back, detail). */
export const VIEWS_PER_COLOUR = 3;
/** Banner designs per shape. */
export const BANNER_DESIGNS = 8;

/** Root-relative URLs as stored in the database. */
export const mediaUrl = {
  garment: (kind: GarmentKind, colorCode: string, view: number) =>
    `/media/garments/${kind}-${colorCode.replace('#', '').toLowerCase()}-${view}.svg`,
  icon: (kind: GarmentKind) => `/media/icons/${kind}.svg`,
  banner: (shape: BannerShape, design: number) => `/media/banners/${shape}-${design}.svg`,
  aboutBanner: () => '/media/banners/about.svg',
  logo: () => '/media/brand/logo.svg',
  favicon: () => '/media/brand/favicon.svg',
  /** What a product without a photo shows. */
  noPhoto: () => '/media/brand/no-photo.svg',
};
