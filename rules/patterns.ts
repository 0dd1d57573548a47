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
