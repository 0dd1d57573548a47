import type { ReactNode } from 'react';
import * as css from '../content/content.css';

/** Frame of the signed-in pages: heading and body, same rhythm as the static pages. */
export function GuardedPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={css.page}>
      <h1 className={css.title}>{title}</h1>
      {children}
    </article>
  );
}
