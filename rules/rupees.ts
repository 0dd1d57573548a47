/** Rupees with their paise, Indian grouping: one formatter for the process (toLocaleString with options makes one a call). */
export const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of paise as the shop writes it in words: ₹1,23,456.70, always with its paise. */
export const rupeeText = (paise: number): string => `₹${rupees.format(paise / 100)}`;
