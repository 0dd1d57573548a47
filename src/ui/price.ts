/**
 * The currency symbol is a settable global (SPEC §3), default ₹; the runtime config
 * sets it at startup. Amounts are formatted the Indian way (en-IN grouping).
 */
let currencySymbol = '₹';

export function setCurrencySymbol(symbol: string): void {
  currencySymbol = symbol;
}

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return `${currencySymbol}${amount.format(Number.isFinite(n) ? n : 0)}`;
}
