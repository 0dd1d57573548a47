import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import * as css from './RichHtml.css';

/** Server HTML, sanitised, styled by the page's typography (never by the content). */
export function RichHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={css.rich} data-testid="rich-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
