/**
 * What rich text may hold (descriptions, the about, terms and privacy pages): the rules the
 * storefront cleans it with before showing it (src/ui/sanitize.ts), and the server with
 * before keeping an owner's text (server/content/rich-text.ts). DOMPurify's HTML profile,
 * less what could run, submit, restyle or frame anything: no scripts, no forms or form
 * controls, no inline styles, no frames, no event handlers (the profile drops those, and
 * `javascript:` links).
 */
export const richTextRules = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'style',
    'script',
    'iframe',
    'object',
    'embed',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'formaction', 'srcset'],
};
