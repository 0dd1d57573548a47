import type { ReactNode } from 'react';
import * as css from './account.css';

/** The frame of every account screen: no shared layout, one centred card. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={css.screen}>
      <section className={css.card} aria-labelledby="account-title">
        <h1 id="account-title" className={css.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
