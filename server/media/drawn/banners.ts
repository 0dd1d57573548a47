/** Text-free banners and brand marks: colour fields and garment silhouettes (titles live in the data). */
import { garmentSvg, svg } from './garments';
import { GARMENT_KINDS, type BannerShape } from './kinds';

const PALETTES: [string, string, string][] = [
  ['7b1f2e', 'f4a582', 'c9a227'],
  ['1f3a68', 'a98bd1', 'f3eee2'],
  ['1b7f5a', 'd8c3a5', 'd4a017'],
  ['c62828', 'e88aa8', 'f3eee2'],
  ['177e89', 'f4a582', '1f1f1f'],
  ['d4a017', '7b1f2e', 'f3eee2'],
  ['1f1f1f', 'c9a227', 'e88aa8'],
  ['a98bd1', '1f3a68', 'f3eee2'],
];

const SIZES: Record<BannerShape | 'about', [number, number]> = {
  offer: [400, 400],
  vertical: [600, 900],
  horizontal: [1200, 400],
  about: [800, 600],
};

/** Nests a garment drawing inside the banner at (x, y) with height h. */
function garmentAt(kind: (typeof GARMENT_KINDS)[number], hex: string, x: number, y: number, h: number): string {
  const inner = garmentSvg(kind, hex, 1).replace(
    '<svg ',
    `<svg x="${x}" y="${y}" height="${h}" width="${(h * 4) / 5}" `,
  );
  return inner.replace(/ width="400" height="500"/, '');
}

export function bannerSvg(shape: BannerShape | 'about', design: number): string {
  const [width, height] = SIZES[shape];
  const [base, accent, light] = PALETTES[(design - 1) % PALETTES.length] ?? PALETTES[0]!;
  const kinds = GARMENT_KINDS.filter((_, i) => (i + design) % 3 === 0);
  const count = shape === 'horizontal' ? 3 : shape === 'vertical' ? 2 : 1;
  const h = shape === 'vertical' ? height * 0.4 : height * 0.75;
  const garments = Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length] ?? 'dress';
    const x = shape === 'vertical' ? width * 0.2 : width - (i + 1) * (h * 0.85);
    const y = shape === 'vertical' ? height * 0.08 + i * h * 1.1 : (height - h) / 2;
    return garmentAt(kind, i % 2 ? accent : light, x, y, h);
  });
  return svg(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" fill="#${base}"/>`,
      `<circle cx="${width * 0.15}" cy="${height * 0.85}" r="${Math.min(width, height) * 0.45}" fill="#${accent}" opacity="0.55"/>`,
      `<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${Math.min(width, height) * 0.3}" fill="#${light}" opacity="0.35"/>`,
      ...garments,
    ].join(''),
  );
}

/** The logo mark (shown at 90×30): a hanger over a shop awning. */
export function logoSvg(): string {
  return svg(
    180,
    60,
    [
      '<rect width="180" height="60" rx="10" fill="#7b1f2e"/>',
      '<path d="M90 10 Q100 10 100 18 Q100 24 90 27 L40 46 L140 46 L90 27" fill="none" ' +
        'stroke="#f3eee2" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>',
      '<path d="M20 52 L160 52" stroke="#c9a227" stroke-width="4" stroke-linecap="round"/>',
    ].join(''),
  );
}

export function faviconSvg(): string {
  return svg(
    64,
    64,
    [
      '<rect width="64" height="64" rx="14" fill="#7b1f2e"/>',
      '<path d="M32 12 Q40 12 40 19 Q40 24 32 27 L12 44 L52 44 L32 27" fill="none" ' +
        'stroke="#f3eee2" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>',
    ].join(''),
  );
}

/** A product without a photo (an import may bring one): the logo's hanger, faint, on a light field, at a product picture's 4:5. */
export function noPhotoSvg(): string {
  return svg(
    400,
    500,
    [
      '<rect width="400" height="500" fill="#efeae0"/>',
      '<path d="M200 170 Q222 170 222 188 Q222 201 200 208 L110 262 L290 262 L200 208" ' +
        'fill="none" stroke="#c9bfae" stroke-width="10" stroke-linejoin="round" ' +
        'stroke-linecap="round"/>',
    ].join(''),
  );
}
