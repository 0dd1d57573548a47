/**
 * The currency symbol is a settable global (SPEC §3), default ₹; the runtime config
 * sets it at startup. Amounts are formatted the Indian way (en-IN grouping).
 */
let currencySymbol = '₹';

export function setCurrencySymbol(symbol: string): void {
  currencySymbol = symbol;
}

// Whole rupees print bare; anything with paise prints both digits (₹30,865.80, never ₹30,865.8).
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(value: number | string | null | undefined): string {
  const given = typeof value === 'string' ? Number(value) : (value ?? 0);
  const n = Number.isFinite(given) ? Math.round(given * 100) / 100 : 0;
  return `${currencySymbol}${(Number.isInteger(n) ? rupees : rupeesAndPaise).format(n)}`;
}
