// RFC 6238 time-based codes (decision 0050): SHA-1, 30-second steps, 6 digits, what every authenticator app reads.
// Written on node:crypto rather than a package: HOTP is a dozen lines, and a secret's only other need is base32.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new secret: 20 random bytes (RFC 4226's advised length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return toBase32(randomBytes(20));
}

export function toBase32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[Number.parseInt(chunk.padEnd(5, '0'), 2)]).join('');
}

export function fromBase32(text: string): Buffer {
  const bits = [...text.replace(/=+$/, '').toUpperCase()]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new RangeError('not base32');
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** The HOTP code (RFC 4226) of a counter. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The 30-second step a moment falls in: a code is taken once per account and step. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

export function totpCode(secret: string, at: Date): string {
  return hotp(fromBase32(secret), totpStep(at));
}

/** The step the code belongs to, one either side of now allowed for a clock's drift; null when it is none's. */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = fromBase32(secret);
  const now = totpStep(at);
  for (const step of [now, now - 1, now + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** What an authenticator app scans: the shop's name as issuer, the account as label. */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
