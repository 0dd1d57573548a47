/** The status badge colours are the product §4 colour names, and each carries white text at WCAG AA. */
import { describe, expect, it } from 'vitest';
import { orderStatusColours } from '#src/ui/orderStatusColours';

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

function hsl(hex: string) {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const d = max - min;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
  }
  return { hue: (hue * 60 + 360) % 360, saturation: d === 0 ? 0 : d / (1 - Math.abs(2 * lightness - 1)), lightness };
}

function contrastWithWhite(hex: string) {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('order status badge colours (product §4)', () => {
  const c = Object.fromEntries(Object.entries(orderStatusColours).map(([status, hex]) => [status, hsl(hex)]));

  it('Received orange and Processed brown: the same warm hue, brown the darker and duller', () => {
    for (const s of ['A', 'P']) {
      expect(c[s]!.hue).toBeGreaterThanOrEqual(15);
      expect(c[s]!.hue).toBeLessThanOrEqual(45);
    }
    expect(c.P!.lightness).toBeLessThan(c.A!.lightness);
    expect(c.P!.saturation).toBeLessThan(c.A!.saturation);
  });

  it('Shipped blue, Delivered green, Cancelled and Returned red', () => {
    expect(c.S!.hue).toBeGreaterThan(200);
    expect(c.S!.hue).toBeLessThan(250);
    expect(c.D!.hue).toBeGreaterThan(90);
    expect(c.D!.hue).toBeLessThan(160);
    for (const s of ['C', 'R']) expect(c[s]!.hue < 10 || c[s]!.hue > 350).toBe(true);
  });

  it('white text on each reaches 4.5:1', () => {
    for (const hex of Object.values(orderStatusColours)) expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
  });
});
