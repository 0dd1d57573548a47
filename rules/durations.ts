/** Durations from product §9, in milliseconds. */
export const durations = {
  toast: 3000,
  redirectAfterLogin: 1000,
  redirectAfterOrder: 2000,
  profileMessage: 2000,
  messageSent: 3000,
  copied: 1200,
  offersCarouselDelay: 2000,
  /** Shop's own: how long a password reset code works, and the token it is exchanged for. */
  resetCode: 15 * 60_000,
} as const;
