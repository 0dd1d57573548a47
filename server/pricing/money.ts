/** Integer paise inside the server (no float drift in sums); rupees with 2 decimals on the wire. */
export type Paise = number;

export const toRupees = (paise: Paise): number => Math.round(paise) / 100;

/** Rupees from a client, e.g. a coupon's `total_amount`; only for sanity checks. */
export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

/** Half rounded up to the nearest paisa. */
export const percentOf = (amount: Paise, percent: number): Paise => Math.round((amount * percent) / 100);
