/**
 * A GSTIN's shape and check character (the GST portal's rules): 2 digits of the state
 * code, the holder's PAN (5 letters, 4 digits, a letter), the registration's number under
 * that PAN (1–9 or a letter), the letter Z, then a check character over the 14 before it.
 */
import { gstStateByCode } from './gst-states';
import { texts } from './texts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The mod-36 check character of a GSTIN's first 14 characters: each character's value
 * (0–9, then A–Z as 10–35) times 1 or 2 in turn, its quotient and remainder by 36 added,
 * and the character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, character] of [...first14].entries()) {
    const product = ALPHABET.indexOf(character) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` (already in capitals) is no GSTIN, in words; null when it is one. */
export function gstinProblem(gstin: string): string | null {
  const words = texts.gst.gstin;
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return words.length;
  if (!gstStateByCode(gstin.slice(0, 2))) return words.stateCode(gstin.slice(0, 2));
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return words.pan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return words.registration;
  if (gstin[13] !== 'Z') return words.fourteenth;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return words.checkCharacter;
  return null;
}
