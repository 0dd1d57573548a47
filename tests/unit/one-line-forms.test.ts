/**
 * The forms refuse what the server refuses (issue 50): a name or an address field with a
 * line break, a control or a bidirectional character shows the server's own sentence under
 * the field, and nothing is sent; the value is checked as it would be sent (trimmed).
 */
import { describe, expect, it } from 'vitest';
import { emptyAddressValues, validateAddress } from '#machines/address.schemas';
import { emptyAuthValues, validateAuthForm } from '#machines/auth.schemas';
import { firstNameError, lastNameError, type ProfileContext } from '#machines/profile.machine';
import { oneLineLabels } from '#rules/fields';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';

const bad = ['Eve\nBcc: x', 'Eve\tRao', 'Eve\u0085', 'a\u202Eb', 'a\u2066b\u2069', 'a\u200Fb', 'a\u2028b', 'a\u007fb'];
const good = ['Zoë', 'सारा', 'ساره', '李', "O'Brien-Rao", '  Asha  ', 'Asha\n'];

describe('isOneLine', () => {
  it('refuses controls and bidirectional characters, takes any script', () => {
    for (const value of bad) expect(isOneLine(value), JSON.stringify(value)).toBe(false);
    for (const value of good) expect(isOneLine(value.trim()), JSON.stringify(value)).toBe(true);
  });
});

describe('the sign-up form', () => {
  it('says the first and the last name as the server does', () => {
    for (const value of bad) {
      const errors = validateAuthForm('signup', { ...emptyAuthValues, firstName: value, lastName: value });
      expect(errors.firstName).toBe(texts.notOneLine(oneLineLabels.var_name));
      expect(errors.lastName).toBe(texts.notOneLine(oneLineLabels.last_name));
    }
    for (const value of good) {
      const errors = validateAuthForm('signup', { ...emptyAuthValues, firstName: value, lastName: value });
      expect([errors.firstName, errors.lastName]).toEqual([undefined, undefined]);
    }
  });
});

describe('the profile form', () => {
  const context = (firstName: string, lastName: string): ProfileContext => ({
    queryKeys: { profile: [] },
    values: { firstName, lastName },
    submitAttempts: 1,
    failure: undefined,
  });
  it('says the first and the last name as the server does', () => {
    for (const value of bad) {
      expect(firstNameError(context(value, ''))).toBe(texts.notOneLine('First name'));
      expect(lastNameError(context('Asha', value))).toBe(texts.notOneLine('Last name'));
    }
    expect(firstNameError(context('', ''))).toBe(texts.firstNameRequired);
    for (const value of good)
      expect([firstNameError(context(value, value)), lastNameError(context(value, value))]).toEqual([
        undefined,
        undefined,
      ]);
  });
});

describe('the address form', () => {
  it('says each field as the server does', () => {
    const filled = {
      ...emptyAddressValues,
      var_house_no: '12B',
      var_app_name: 'Lotus',
      var_landmark: 'Park',
      var_country: 'India',
      var_state: 'Karnataka',
      var_city: 'Bengaluru',
      var_pincode: '560001',
    };
    expect(validateAddress(filled)).toEqual({});
    for (const field of [
      'var_house_no',
      'var_app_name',
      'var_landmark',
      'var_country',
      'var_state',
      'var_city',
      'var_pincode',
    ] as const)
      for (const value of bad)
        expect(validateAddress({ ...filled, [field]: value })).toEqual({
          [field]: texts.notOneLine(oneLineLabels[field]),
        });
  });
});
