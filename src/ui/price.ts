/**
 * The currency symbol is a settable global (product §3), default ₹; the runtime config
 * sets it at startup. Amounts are formatted the Indian way (en-IN grouping).
 *
 * By hand, not with Intl.NumberFormat: creating one for 'en-IN' loads its locale data, a
 * long task on a phone, in the middle of the app's
 * takeover of a drawn page (decision 0019); and the server's ICU and the browser's could
 * differ on a page the app hydrates. The grouping is two rules.
 */
let currencySymbol = '₹';

export function setCurrencySymbol(symbol: string): void {
  currencySymbol = symbol;
}

/** The last three digits, then pairs: 30,86,580. */
function grouped(digits: string): string {
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
}

// Whole rupees print bare; anything with paise prints both digits (₹30,865.80, never ₹30,865.8).
export function formatPrice(value: number | string | null | undefined): string {
  const given = typeof value === 'string' ? Number(value) : (value ?? 0);
  const paise = Number.isFinite(given) ? Math.round(Math.abs(given) * 100) : 0;
  const whole = grouped(String(Math.floor(paise / 100)));
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `${currencySymbol}${given < 0 && paise > 0 ? '-' : ''}${whole}${fraction}`;
}
