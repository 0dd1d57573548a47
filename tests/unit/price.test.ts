import { describe, expect, it } from 'vitest';
import { formatPrice } from '#src/ui/price';

describe('formatPrice', () => {
  it('prints whole rupees without decimals, grouped the Indian way', () => {
    expect(formatPrice(3086580)).toBe('₹30,86,580');
    expect(formatPrice(123456789)).toBe('₹12,34,56,789');
    expect(formatPrice(999)).toBe('₹999');
    expect(formatPrice(0)).toBe('₹0');
  });

  it('prints paise with both digits', () => {
    expect(formatPrice(30865.8)).toBe('₹30,865.80');
    expect(formatPrice('1299.5')).toBe('₹1,299.50');
    expect(formatPrice(0.05)).toBe('₹0.05');
  });

  it('rounds to the paisa, so float noise never shows', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('₹0.30');
    expect(formatPrice(99.999)).toBe('₹100');
  });

  it('puts a minus sign after the symbol, as en-IN does', () => {
    expect(formatPrice(-1299.5)).toBe('₹-1,299.50');
    expect(formatPrice(-0.001)).toBe('₹0');
  });

  it('prints nothing it cannot read as zero', () => {
    expect(formatPrice(null)).toBe('₹0');
    expect(formatPrice('not a number')).toBe('₹0');
  });
});
