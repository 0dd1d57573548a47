/** Validation patterns of product §5, shared by the forms (machines) and the server. */
import { limits } from './limits';

/**
 * Local part, then either a domain with a dot and a letters-only suffix of at least
 * two letters, or an IP literal in brackets (product §5).
 */
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@` +
    String.raw`((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$`,
);

/** 8..32 characters with an upper, a lower, a digit and one of # ? ! @ $ % ^ & * - */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[#?!@$%^&*-]).{${limits.passwordMin},${limits.passwordMax}}$`,
);

export const MOBILE_PATTERN = new RegExp(`^\\d{${limits.mobileDigits}}$`);

/**
 * What a line of text a person types (a name, an address field, a shop setting of one line)
 * may not hold: the C0 and C1 control characters (line breaks and tabs among them) and DEL,
 * the Unicode line and paragraph separators, and the bidirectional controls: the marks
 * (U+061C, U+200E, U+200F), embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). Each is invisible or breaks the line, so a value holding one can read
 * as other than it is (a name that forges a line of a mail, a reversed word); a line
 * typed or pasted by a person needs none of them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const isOneLine = (text: string): boolean => !NOT_ONE_LINE.test(text);

/**
 * Text already stored made one line, as a mail shows it: each run of control characters
 * and line separators becomes one space, the bidirectional controls go (migration 0024
 * cleans the stored rows the same way).
 */
export function asOneLine(text: string): string {
  return text
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(new RegExp(`${NOT_ONE_LINE.source}+`, 'g'), ' ');
}
