import { describe, expect, it } from 'vitest';
import { limits } from '../../spec/limits';
import { validateListingSearch } from '../../src/features/catalog/listingSearch';

describe('listing search params', () => {
  it('keeps every valid value, the text trimmed', () => {
    const search = { search: '  dress ', page: 2, attr: [3, 4], brand: [1], sub: ['tops'], tag: [7], min: limits.priceMin, max: 500 };
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
      }),
    ).toEqual({});
    expect(validateListingSearch({ page: 'two', brand: [2] })).toEqual({ brand: [2] });
  });

  it('drops what the shop could not take: a sub-category that is no slug, an id out of range, too long a list', () => {
    const tooMany = Array.from({ length: limits.filterValues + 1 }, (_, i) => i + 1);
    expect(validateListingSearch({ sub: ['BAD_SUB'], tag: [limits.idMax + 1], attr: tooMany, brand: [limits.idMax] })).toEqual({
      brand: [limits.idMax],
    });
  });

  it('needs no params at all', () => {
    expect(validateListingSearch({})).toEqual({});
  });
});
