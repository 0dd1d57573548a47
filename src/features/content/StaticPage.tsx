import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '#src/ui/Breadcrumb';
import * as pageCss from '#src/ui/Page.css';
import * as css from './content.css';

/** Static page frame: scrolls to top on entry, title, and the 'Home > title' breadcrumb. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [title]);

  return (
    <article className={pageCss.page}>
      <header className={css.head}>
        <Breadcrumb items={[{ label: title }]} />
        <h1 className={pageCss.title}>{title}</h1>
      </header>
      {children}
    </article>
  );
}
