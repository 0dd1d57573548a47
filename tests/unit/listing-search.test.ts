import { describe, expect, it } from 'vitest';
import { limits } from '#rules/limits';
import { toProductFilter, validateListingSearch, withoutFilters } from '#src/features/catalog/listingSearch';
import { sorts } from '#src/features/catalog/sort';

describe('listing search params', () => {
  it('keeps every valid value, the text trimmed', () => {
    const search = {
      search: '  dress ',
      page: 2,
      attr: [3, 4],
      brand: [1],
      sub: ['tops'],
      tag: [7],
      min: limits.priceMin,
      max: 500,
      sort: 'price_asc',
    };
    expect(validateListingSearch(search)).toEqual({ ...search, search: 'dress' });
  });

  it('drops each value that does not parse, keeping the others', () => {
    expect(
      validateListingSearch({
        search: '   ',
        page: 0,
        attr: [],
        brand: [1.5],
        sub: [''],
        tag: ['x'],
        min: limits.priceMin - 1,
        max: limits.priceMax + 1,
        sort: 'cheapest',
      }),
    ).toEqual({});
    expect(validateListingSearch({ page: 'two', brand: [2] })).toEqual({ brand: [2] });
  });

  it('drops what the shop could not take: a sub-category that is no slug, an id out of range, too long a list', () => {
    const tooMany = Array.from({ length: limits.filterValues + 1 }, (_, i) => i + 1);
    expect(
      validateListingSearch({ sub: ['BAD_SUB'], tag: [limits.idMax + 1], attr: tooMany, brand: [limits.idMax] }),
    ).toEqual({
      brand: [limits.idMax],
    });
  });

  it('reads an order the listing offers, and any other (one only the API knows, a typo) as Relevance', () => {
    for (const sort of sorts) expect(validateListingSearch({ sort }).sort).toBe(sort);
    for (const sort of ['best_selling', 'PRICE_ASC', 1, ['newest']])
      expect(validateListingSearch({ sort }).sort).toBeUndefined();
  });

  it('keeps the order when the filters are cleared, and asks for it; Relevance asks for none', () => {
    const search = { attr: [3], sort: 'rating' as const, page: 2 };
    expect(withoutFilters(search)).toEqual({ sort: 'rating' });
    expect(toProductFilter({}, search).sort).toBe('rating');
    expect(toProductFilter({}, { attr: [3] })).not.toHaveProperty('sort');
  });

  it('needs no params at all', () => {
    expect(validateListingSearch({})).toEqual({});
  });
});
