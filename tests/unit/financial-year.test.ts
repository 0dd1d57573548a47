import { describe, expect, it } from 'vitest';
import { financialYearOf, indiaDate, monthInIndia } from '#server/pricing/financial-year';

describe("India's financial year", () => {
  it.each([
    ['2026-11-28T10:00:00Z', '2026-27', '2627'],
    ['2027-03-31T18:29:59Z', '2026-27', '2627'], // 23:59:59 on 31 March in India
    ['2027-03-31T18:30:00Z', '2027-28', '2728'], // midnight of 1 April in India, still 31 March in UTC
    ['2026-04-01T00:00:00Z', '2026-27', '2627'],
    ['2026-01-15T00:00:00Z', '2025-26', '2526'],
    ['2099-12-31T00:00:00Z', '2099-00', '9900'],
  ])('%s is in %s (%s in numbers)', (moment, label, short) => {
    expect(financialYearOf(new Date(moment))).toEqual({ label, short });
  });

  it("cuts a month at India's midnights", () => {
    expect(monthInIndia('2026-11')).toEqual({
      from: new Date('2026-10-31T18:30:00Z'),
      to: new Date('2026-11-30T18:30:00Z'),
    });
    expect(monthInIndia('2026-12')!.to).toEqual(new Date('2026-12-31T18:30:00Z'));
    for (const wrong of ['2026-13', '2026-1', 'November', '2026-00']) expect(monthInIndia(wrong)).toBeNull();
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });
});
