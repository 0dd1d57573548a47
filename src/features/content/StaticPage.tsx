import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { TextSkeleton } from '../../ui/Page';
import * as pageCss from '../../ui/Page.css';
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

/** The loading state of a static page (its route's pending component). */
export function StaticPageSkeleton({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <TextSkeleton />
    </StaticPage>
  );
}
