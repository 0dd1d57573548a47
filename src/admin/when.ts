/** A moment as the back office shows it: 28 Nov 2026, 3:05 pm, in the browser's time zone. */
export const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
