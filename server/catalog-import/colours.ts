/**
 * The swatch of a colour option's value, by its name (case and spaces aside): the demo
 * shop's colours with the codes it draws them in, then the names shops commonly use. A
 * name not here gets NEUTRAL_SWATCH, and the import says so.
 */
const SWATCHES: Record<string, string> = {
  // The demo shop's own (server/seed/catalog-data.ts).
  black: '#1f1f1f',
  ivory: '#f3eee2',
  red: '#c62828',
  maroon: '#7b1f2e',
  pink: '#e88aa8',
  mustard: '#d4a017',
  emerald: '#1b7f5a',
  navy: '#1f3a68',
  'royal blue': '#1f6feb',
  beige: '#d8c3a5',
  lavender: '#a98bd1',
  peach: '#f4a582',
  teal: '#177e89',
  gold: '#c9a227',
  // Common in fashion catalogues.
  white: '#ffffff',
  'off white': '#f5f1e6',
  cream: '#fff8e1',
  grey: '#9e9e9e',
  gray: '#9e9e9e',
  charcoal: '#36454f',
  silver: '#c0c0c0',
  blue: '#1565c0',
  'sky blue': '#87ceeb',
  'light blue': '#a7c7e7',
  'navy blue': '#1f3a68',
  turquoise: '#30b5b5',
  green: '#2e7d32',
  olive: '#6b7a2a',
  'olive green': '#6b7a2a',
  'bottle green': '#0b4d2c',
  mint: '#98d8b8',
  'mint green': '#98d8b8',
  'sea green': '#2e8b57',
  yellow: '#fbc02d',
  lemon: '#f7e35c',
  orange: '#ef6c00',
  rust: '#b7410e',
  coral: '#ff7f50',
  rose: '#e8a0a8',
  'rose gold': '#b76e79',
  magenta: '#c2185b',
  'hot pink': '#ff69b4',
  fuchsia: '#d81b8c',
  purple: '#6a1b9a',
  violet: '#7f3fbf',
  wine: '#722f37',
  burgundy: '#800020',
  brown: '#6d4c41',
  tan: '#d2b48c',
  camel: '#c19a6b',
  khaki: '#bdb76b',
  copper: '#b87333',
  bronze: '#cd7f32',
  nude: '#e3bc9a',
  mauve: '#b784a7',
};

/** A neutral grey for a colour the table does not name. */
export const NEUTRAL_SWATCH = '#bdbdbd';

/** The swatch for a colour's name, or null when the table does not name it. */
export function swatchOf(name: string): string | null {
  return (
    SWATCHES[
      name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, ' ')
    ] ?? null
  );
}
