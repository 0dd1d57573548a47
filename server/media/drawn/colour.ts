/** Tiny colour helpers for the drawings: shades and tints of a '#rrggbb'. */
const channels = (hex: string) => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (values: number[]) =>
  values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Mixes `hex` (no '#') toward white (amount > 0) or black (amount < 0). */
export function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${toHex(channels(hex).map((v) => v + (target - v) * weight))}`;
}

/** Relative brightness 0..1, to pick an outline that shows on light and dark fills. */
export function brightness(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
