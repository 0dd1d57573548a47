import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import * as css from './Page.css';

/** A page of the shop's body: its heading, then its content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={css.page}>
      <h1 className={css.title}>{title}</h1>
      {children}
    </article>
  );
}

/** Lines of text still loading: what a page shows while its data comes. */
export function TextSkeleton() {
  return (
    <div className={css.skeletonStack} aria-busy="true">
      <Skeleton height={20} width="90%" />
      <Skeleton height={20} width="75%" />
      <Skeleton height={20} width="85%" />
      <Skeleton height={20} width="60%" />
    </div>
  );
}
