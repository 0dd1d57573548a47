/**
 * Whether the server drew this page's first screen (src/prerender.tsx, decisions 0018 and
 * 0019): its #root then holds the app's own markup, which the app hydrates rather than
 * renders. Part of the small entry (src/main.tsx), like everything it imports.
 */
export const pageWasDrawn =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-drawn') === true;
