/**
 * GST line by line (issue 53, decision 0052): a table of sales, each with the split an accountant expects. The shop
 * is in Rajasthan (08); "inside" is a delivery in Rajasthan, "across" one to Maharashtra.
 */
import { describe, expect, it } from 'vitest';
import { gstSlabs, GST_RATES, HSN_PATTERN } from '#rules/gst-rates';
import { couponShares, lineTaxes, splitTax, type TaxedLineInput } from '#server/pricing/gst';

interface Case {
  sale: string;
  lines: TaxedLineInput[];
  coupon?: number;
  inside: boolean;
  day?: string;
  pricesIncludeGst?: boolean;
  /** Per line: the rate, the taxable value and CGST, SGST, IGST, in paise. */
  expected: { percent: number; taxable: number; cgst: number; sgst: number; igst: number }[];
}

const CASES: Case[] = [
  {
    sale: 'a ₹1,299 kurta delivered inside the shop’s state: 2.5% + 2.5%',
    lines: [{ piecePaise: 1_299_00, quantity: 1, hsn: '6204' }],
    inside: true,
    expected: [{ percent: 5, taxable: 1_299_00, cgst: 32_48, sgst: 32_48, igst: 0 }],
  },
  {
    sale: 'a ₹12,999 lehenga to another state: IGST 18%',
    lines: [{ piecePaise: 12_999_00, quantity: 1, hsn: '6204' }],
    inside: false,
    expected: [{ percent: 18, taxable: 12_999_00, cgst: 0, sgst: 0, igst: 2_339_82 }],
  },
  {
    sale: 'a ₹2,700 dress brought under ₹2,500 by a ₹270 coupon: 5%',
    lines: [{ piecePaise: 2_700_00, quantity: 1, hsn: '6204' }],
    coupon: 270_00,
    inside: true,
    expected: [{ percent: 5, taxable: 2_430_00, cgst: 60_75, sgst: 60_75, igst: 0 }],
  },
  {
    sale: 'the same dress without the coupon: 18%',
    lines: [{ piecePaise: 2_700_00, quantity: 1, hsn: '6204' }],
    inside: true,
    expected: [{ percent: 18, taxable: 2_700_00, cgst: 243_00, sgst: 243_00, igst: 0 }],
  },
  {
    sale: 'a ₹900 pair of earrings in HSN 7117: 3%',
    lines: [{ piecePaise: 900_00, quantity: 1, hsn: '7117' }],
    inside: false,
    expected: [{ percent: 3, taxable: 900_00, cgst: 0, sgst: 0, igst: 27_00 }],
  },
  {
    sale: 'a ₹12,999 silk saree, woven fabric: 5%',
    lines: [{ piecePaise: 12_999_00, quantity: 1, hsn: '50072010' }],
    inside: true,
    expected: [{ percent: 5, taxable: 12_999_00, cgst: 324_98, sgst: 324_98, igst: 0 }],
  },
  {
    sale: 'two pieces of ₹2,000 in one line: 5% each',
    lines: [{ piecePaise: 2_000_00, quantity: 2, hsn: '6204' }],
    inside: true,
    expected: [{ percent: 5, taxable: 4_000_00, cgst: 100_00, sgst: 100_00, igst: 0 }],
  },
  {
    sale: 'a handbag (4202) and a product without a code (the default, 18%), a coupon shared by their values',
    lines: [
      { piecePaise: 1_000_00, quantity: 1, hsn: '4202' },
      { piecePaise: 3_000_00, quantity: 1, hsn: '9999' },
    ],
    coupon: 400_00,
    inside: false,
    expected: [
      { percent: 18, taxable: 900_00, cgst: 0, sgst: 0, igst: 162_00 },
      { percent: 18, taxable: 2_700_00, cgst: 0, sgst: 0, igst: 486_00 },
    ],
  },
  {
    sale: 'a ₹1,299 kurta on 21 September 2025, under the rows then in force: 12%',
    lines: [{ piecePaise: 1_299_00, quantity: 1, hsn: '6204' }],
    day: '2025-09-21',
    inside: true,
    expected: [{ percent: 12, taxable: 1_299_00, cgst: 77_94, sgst: 77_94, igst: 0 }],
  },
  {
    sale: 'a ₹2,625 kurta whose price holds the GST: ₹2,500 before it, so 5%',
    lines: [{ piecePaise: 2_625_00, quantity: 1, hsn: '6204' }],
    pricesIncludeGst: true,
    inside: true,
    expected: [{ percent: 5, taxable: 2_500_00, cgst: 62_50, sgst: 62_50, igst: 0 }],
  },
];

describe('GST on each line', () => {
  it.each(CASES)('$sale', ({ lines, coupon = 0, inside, day = '2026-11-28', pricesIncludeGst = false, expected }) => {
    const taxes = lineTaxes(lines, coupon, { day, pricesIncludeGst, defaultHsn: '6204' });
    expect(
      taxes.map((tax) => {
        const split = splitTax(tax, inside);
        return {
          percent: split.gstPercent,
          taxable: split.taxablePaise,
          cgst: split.cgstPaise,
          sgst: split.sgstPaise,
          igst: split.igstPaise,
        };
      }),
    ).toEqual(expected);
  });

  it('shares a coupon by the lines’ values, the rounding’s paise to the largest remainders', () => {
    expect(couponShares([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(couponShares([1_000_00, 3_000_00], 400_00)).toEqual([100_00, 300_00]);
    expect(couponShares([0, 0], 0)).toEqual([0, 0]);
  });

  it('keeps every row’s dates apart: one row for a prefix on any day, the last slab unbounded', () => {
    for (const day of ['2017-07-01', '2025-09-21', '2025-09-22', '2026-11-28']) {
      for (const hsn of ['6104', '6204', '6302', '6403', '5007', '7113', '7117', '4202', '9999']) {
        const slabs = gstSlabs(hsn, day);
        expect(slabs.at(-1)!.upToPaise, `${hsn} on ${day}`).toBeNull();
      }
    }
    // Two rows for one prefix in force on one day would make the older one win by its order alone.
    for (const a of GST_RATES)
      for (const b of GST_RATES) {
        if (a === b || !a.prefixes.some((prefix) => b.prefixes.includes(prefix))) continue;
        const overlap = a.from <= (b.to ?? '9999') && b.from <= (a.to ?? '9999');
        expect(overlap, `${a.what} / ${b.what}`).toBe(false);
      }
  });

  it('takes an HSN of 4, 6 or 8 digits only', () => {
    expect(['6204', '620442', '62044290'].every((code) => HSN_PATTERN.test(code))).toBe(true);
    expect(['620', '62044', '6204429', '62044290 ', 'ABCD'].some((code) => HSN_PATTERN.test(code))).toBe(false);
  });
});
