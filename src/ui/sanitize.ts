import DOMPurify from 'dompurify';

/**
 * Rich content from the API is shown as HTML, so it is cleaned first: no scripts,
 * no forms or form controls, no inline styles, no frames, no event handlers.
 */
const forbiddenTags = ['form', 'input', 'button', 'textarea', 'select', 'option', 'style', 'script', 'iframe', 'object', 'embed', 'link', 'meta', 'base'];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['style', 'class', 'id', 'formaction', 'srcset'],
  });
}
