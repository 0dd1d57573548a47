/**
 * The id of a prerendered page's list of its route chunks (JSON, relative URLs): the
 * entry asks for them once the picture is painted (src/main.tsx), where another page
 * names them in its head as `<link rel="modulepreload">` (decision 0018).
 *
 * A file of its own: the entry imports it, and anything the entry shares with the app
 * would pull the app's whole chunk in before the first paint (vite.config.ts).
 */
export const ROUTE_CHUNKS_ID = 'statefront-route-chunks';
