import { describe, expect, it } from 'vitest';
import { fromBase32, newTotpSecret, toBase32, totpCode, totpStepOf, totpUri } from '#server/auth/totp';

// RFC 6238 appendix B, SHA-1: the key is the ASCII of "12345678901234567890"; the codes are the last 6 of its 8 digits.
const rfcSecret = toBase32(Buffer.from('12345678901234567890'));
const rfcVectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('RFC 6238 codes', () => {
  it("gives the RFC's test vectors", () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of rfcVectors)
      expect(totpCode(rfcSecret, new Date(seconds * 1000)), String(seconds)).toBe(code);
  });

  it('takes the code of this step or one either side, and no other', () => {
    const at = new Date(1234567890 * 1000);
    const step = Math.floor(1234567890 / 30);
    expect(totpStepOf(rfcSecret, '005924', at)).toBe(step);
    expect(totpStepOf(rfcSecret, totpCode(rfcSecret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStepOf(rfcSecret, totpCode(rfcSecret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(totpStepOf(rfcSecret, totpCode(rfcSecret, new Date(at.getTime() + 60_000)), at)).toBeNull();
    expect(totpStepOf(rfcSecret, '00592', at)).toBeNull();
    expect(totpStepOf(rfcSecret, '0059245', at)).toBeNull();
  });

  it('makes a new 20-byte secret each time, read back as it was written', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fromBase32(secret)).toHaveLength(20);
    expect(toBase32(fromBase32(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
    expect(() => fromBase32('not base 32!')).toThrow(RangeError);
  });

  it('writes the otpauth link an authenticator app scans', () => {
    expect(totpUri(rfcSecret, 'Statefront', 'owner@example.com')).toBe(
      'otpauth://totp/Statefront%3Aowner%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' +
        '&issuer=Statefront&algorithm=SHA1&digits=6&period=30',
    );
  });
});
