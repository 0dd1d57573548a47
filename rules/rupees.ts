/** An amount of paise as the shop writes it in words: ₹1,23,456.70, always with its paise. */
export const rupeeText = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
