import DOMPurify from 'dompurify';
import { richTextRules } from '#rules/rich-text';

/** Rich content from the API is shown as HTML, so it is cleaned first (rules/rich-text.ts says of what). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, richTextRules);
}
