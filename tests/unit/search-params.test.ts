import { describe, expect, it } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { idParam, slugParam } from '#src/app/routing/routeParams';
import { intParam, listParam, oneOfParam, textParam } from '#src/app/routing/searchParams';
import { profileSearch } from '#src/features/profile/profileTabs';

describe('search param readers', () => {
  it('reads whole numbers within bounds only', () => {
    expect(intParam(3, 1)).toBe(3);
    expect(intParam(0, 1)).toBeUndefined();
    expect(intParam(2.5)).toBeUndefined();
    expect(intParam('3')).toBeUndefined();
    expect(intParam(11, 1, 10)).toBeUndefined();
  });

  it('trims text unless told not to, and drops empty text unless it is kept', () => {
    expect(textParam('  dress ')).toBe('dress');
    expect(textParam('   ')).toBeUndefined();
    expect(textParam('   ', { keepEmpty: true })).toBe('');
    expect(textParam(' tops', { trim: false })).toBe(' tops');
    expect(textParam(7)).toBeUndefined();
  });

  it('keeps a list only when it has items and every one reads', () => {
    expect(listParam([1, 2], (v) => intParam(v, 1))).toEqual([1, 2]);
    expect(listParam([1, 'x'], (v) => intParam(v, 1))).toBeUndefined();
    expect(listParam([], (v) => intParam(v, 1))).toBeUndefined();
    expect(listParam('1', (v) => intParam(v, 1))).toBeUndefined();
  });

  it('takes one of the allowed values', () => {
    expect(oneOfParam('orders', ['profile', 'orders'] as const)).toBe('orders');
    expect(oneOfParam('admin', ['profile', 'orders'] as const)).toBeUndefined();
  });

  // The key stays, undefined: the router would otherwise keep the raw 'nope'.
  it('opens the profile tab the URL names, and Profile for any other', () => {
    expect(profileSearch({ tab: 'addresses' })).toStrictEqual({ tab: 'addresses' });
    expect(profileSearch({ tab: 'nope' })).toStrictEqual({ tab: undefined });
    expect(profileSearch({})).toStrictEqual({ tab: undefined });
  });
});

describe('path params', () => {
  const thrown = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('a slug or an id that could name something is read as it is', () => {
    expect(slugParam('floral-wrap-dress')).toBe('floral-wrap-dress');
    expect(idParam('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    () => slugParam('Bad_Slug'),
    () => idParam('99999999999'),
    () => idParam('0'),
    () => idParam('1e3'),
    () => idParam('-4'),
  ])('one that cannot is not found (%#)', (read) => {
    expect(isNotFound(thrown(read))).toBe(true);
  });
});
