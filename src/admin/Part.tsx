import { useId, type ReactNode } from 'react';
import * as page from './admin-page.css';
import * as screen from './screen.css';

/** A titled part of a back-office screen: what it holds, or the sentence that says it holds nothing. */
export function Part({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${page.panel} ${screen.fits}`} aria-labelledby={id}>
      <h2 id={id} className={page.panelTitle}>
        {title}
      </h2>
      {empty ? <p className={page.muted}>{empty}</p> : children}
    </section>
  );
}
