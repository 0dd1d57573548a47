/**
 * India's financial year (April to March) and calendar months, as dates in India: a
 * moment belongs to the day it is in India (UTC+5:30, no daylight saving), so an order
 * placed at 00:10 on 1 April in Jaipur opens the new year whatever the server's zone.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

export interface FinancialYear {
  /** '2026-27', as the counters and the report name it. */
  label: string;
  /** '2627', as a document's number carries it. */
  short: string;
}

const inIndia = (moment: Date) => new Date(moment.getTime() + INDIA_OFFSET_MS);

export function financialYearOf(moment: Date): FinancialYear {
  const local = inIndia(moment);
  const start = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return { label: `${start}-${two(start + 1)}`, short: `${two(start)}${two(start + 1)}` };
}

/** The moments a month ('2026-11') of India spans: from its first midnight, up to the next month's. */
export function monthInIndia(month: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    from: new Date(Date.UTC(year, index, 1) - INDIA_OFFSET_MS),
    to: new Date(Date.UTC(year, index + 1, 1) - INDIA_OFFSET_MS),
  };
}

/** A moment's date in India, as 2026-11-28, for a report's cells. */
export const indiaDate = (moment: Date): string => inIndia(moment).toISOString().slice(0, 10);
