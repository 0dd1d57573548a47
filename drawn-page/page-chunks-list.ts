/**
 * The id of a drawn page's list of the chunks its takeover runs (JSON, relative URLs): the
 * app's and its route's. The entry asks for them once the page is painted (src/main.tsx),
 * where another page names them in its head as `<link rel="modulepreload">` (decisions
 * 0018, 0019).
 *
 * A file of its own: the entry imports it, and anything the entry shares with the app
 * would pull the app's whole chunk in before the first paint (vite.config.ts).
 */
export const PAGE_CHUNKS_ID = 'statefront-chunks';
