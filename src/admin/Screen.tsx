import type { ReactNode } from 'react';
import * as page from './admin-page.css';
import { AdminLink, type AdminPath } from './navigation';
import * as css from './screen.css';

/** A back-office screen inside the shell: its one heading (with a way back, when it has one) and its content. */
export function Screen({
  title,
  back,
  children,
}: {
  title: ReactNode;
  back?: { to: AdminPath; label: string };
  children: ReactNode;
}) {
  return (
    <div className={css.column}>
      <header className={css.header}>
        {back && (
          <AdminLink to={back.to} className={css.back}>
            <span aria-hidden="true">← </span>
            {back.label}
          </AdminLink>
        )}
        <h1 className={page.heading}>{title}</h1>
      </header>
      {children}
    </div>
  );
}
