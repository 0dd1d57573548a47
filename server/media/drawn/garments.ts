// Decorative (cards carry the title): the SVG has no title and no text.
import { brightness, mix } from './colour';
import type { GarmentKind } from './kinds';

/** Filled shapes of each kind; `detail` shapes are drawn in a darker shade of the colour. */
const SHAPES: Record<GarmentKind, { body: string[]; detail?: string[]; stroke?: string[] }> = {
  dress: {
    body: ['M165 60 L235 60 L250 115 L228 160 L320 440 L80 440 L172 160 L150 115 Z'],
    detail: ['M172 160 L228 160 L232 175 L168 175 Z'],
  },
  kurta: {
    body: ['M150 60 L250 60 L320 100 L300 175 L270 155 L280 440 L120 440 L130 155 L100 175 L80 100 Z'],
    detail: ['M190 60 L210 60 L206 150 L194 150 Z', 'M120 410 L280 410 L280 440 L120 440 Z'],
  },
  saree: {
    body: ['M170 60 L230 60 L262 140 L305 440 L95 440 L138 140 Z'],
    detail: ['M228 60 L300 120 L270 320 L245 140 Z', 'M95 410 L305 410 L305 440 L95 440 Z'],
  },
  top: {
    body: ['M140 100 L260 100 L330 140 L305 205 L270 185 L270 340 L130 340 L130 185 L95 205 L70 140 Z'],
    detail: ['M175 100 Q200 135 225 100 Z'],
  },
  jeans: {
    body: ['M140 60 L260 60 L278 440 L215 440 L200 170 L185 440 L122 440 Z'],
    detail: ['M140 60 L260 60 L262 85 L138 85 Z'],
  },
  skirt: {
    body: ['M150 110 L250 110 L325 410 L75 410 Z'],
    detail: ['M150 110 L250 110 L254 135 L146 135 Z'],
  },
  heels: {
    body: [
      'M80 320 Q80 285 125 285 L215 310 Q265 235 320 215 L334 225 L334 345 L314 345 L314 300 Q280 312 262 350 L105 350 Q80 350 80 320 Z',
    ],
    detail: ['M314 300 L334 300 L334 345 L314 345 Z'],
  },
  flats: {
    body: ['M70 310 Q70 260 140 262 L295 272 Q345 282 345 315 Q345 345 300 345 L115 345 Q70 345 70 310 Z'],
    detail: ['M70 330 L345 330 Q345 345 300 345 L115 345 Q70 345 70 330 Z'],
  },
  sneakers: {
    body: ['M65 330 L78 235 Q140 228 172 195 L235 205 Q262 262 330 280 Q352 292 352 330 Z'],
    detail: ['M65 330 L352 330 L352 352 L65 352 Z', 'M150 230 L200 215 M158 250 L212 236 M166 270 L224 258'],
  },
  handbag: {
    body: ['M95 200 L305 200 L325 420 L75 420 Z'],
    detail: ['M95 200 L305 200 L300 245 L100 245 Z'],
    stroke: ['M150 200 Q150 105 200 105 Q250 105 250 200'],
  },
  earrings: {
    body: ['M140 150 Q192 255 140 320 Q88 255 140 150 Z', 'M260 150 Q312 255 260 320 Q208 255 260 150 Z'],
    stroke: ['M140 110 L140 150', 'M260 110 L260 150'],
  },
  necklace: {
    body: ['M200 235 L232 270 L200 318 L168 270 Z'],
    stroke: ['M95 90 Q200 400 305 90'],
  },
  scarf: {
    body: ['M120 80 L280 80 L262 420 L200 380 L138 420 Z'],
    detail: ['M125 160 L275 160 L273 185 L127 185 Z', 'M129 260 L271 260 L269 285 L131 285 Z'],
  },
};

/** A product picture: the kind in the colour `hex` (6 hex digits, no '#'), seen from `view` (1..3). */
export function garmentSvg(kind: GarmentKind, hex: string, view: number): string {
  const fill = `#${hex}`;
  const shade = mix(hex, -0.35);
  const outline = brightness(hex) > 0.8 ? mix(hex, -0.45) : shade;
  const background = mix(hex, brightness(hex) > 0.8 ? -0.08 : 0.88);
  const shapes = SHAPES[kind];
  // View 1 front, 2 back (mirrored, no details), 3 a close-up of the fabric.
  const transform = view === 2 ? 'translate(400 0) scale(-1 1)' : view === 3 ? 'translate(-200 -250) scale(2)' : '';
  const parts = [
    ...shapes.body.map(
      (d) => `<path d="${d}" fill="${fill}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>`,
    ),
    ...(view === 2
      ? []
      : (shapes.detail ?? []).map((d) => `<path d="${d}" fill="${shade}" stroke="${shade}" stroke-width="3"/>`)),
    ...(shapes.stroke ?? []).map(
      (d) => `<path d="${d}" fill="none" stroke="${shade}" stroke-width="12" stroke-linecap="round"/>`,
    ),
  ];
  return svg(
    400,
    500,
    `<rect width="400" height="500" fill="${background}"/><g transform="${transform}">${parts.join('')}</g>`,
  );
}

/** A category or classification icon: the kind in the brand colour on a transparent square. */
export function iconSvg(kind: GarmentKind): string {
  const shapes = SHAPES[kind];
  const parts = [
    ...shapes.body.map((d) => `<path d="${d}" fill="#7b1f2e"/>`),
    ...(shapes.detail ?? []).map((d) => `<path d="${d}" fill="#c9a227"/>`),
    ...(shapes.stroke ?? []).map(
      (d) => `<path d="${d}" fill="none" stroke="#7b1f2e" stroke-width="14" stroke-linecap="round"/>`,
    ),
  ];
  return svg(400, 500, parts.join(''));
}

export function svg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" aria-hidden="true" focusable="false">${body}</svg>`
  );
}
