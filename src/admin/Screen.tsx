import type { ReactNode } from 'react';
import { texts } from '#rules/texts';
import { AdminLink, type AdminTarget } from './links';
import * as css from './screen.css';

/** A back-office screen: its link back (to the back office's home unless told), its one heading, its content. */
export function Screen({
  title,
  back = { to: '/' },
  backLabel = texts.backOffice.back,
  children,
}: {
  title: ReactNode;
  back?: AdminTarget;
  backLabel?: string;
  children: ReactNode;
}) {
  return (
    <main className={css.screen}>
      <div className={css.column}>
        <header className={css.header}>
          <AdminLink {...back} className={css.back}>
            <span aria-hidden="true">← </span>
            {backLabel}
          </AdminLink>
          <h1 className={css.title}>{title}</h1>
        </header>
        {children}
      </div>
    </main>
  );
}
