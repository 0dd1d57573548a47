import { useEffect, type ReactNode } from 'react';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Skeleton } from '../../ui/Skeleton';
import * as css from './content.css';

/** Static page frame: scrolls to top on entry, title, and the 'Home > title' breadcrumb. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [title]);

  return (
    <article className={css.page}>
      <header className={css.head}>
        <Breadcrumb items={[{ label: title }]} />
        <h1 className={css.title}>{title}</h1>
      </header>
      {children}
    </article>
  );
}

/** The loading state of a static page (its route's pending component). */
export function StaticPageSkeleton({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <div className={css.skeletonStack} aria-busy="true">
        <Skeleton height={20} width="90%" />
        <Skeleton height={20} width="75%" />
        <Skeleton height={20} width="85%" />
        <Skeleton height={20} width="60%" />
      </div>
    </StaticPage>
  );
}
