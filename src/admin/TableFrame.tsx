import type { ReactNode } from 'react';
import * as page from './admin-page.css';

/** A table's frame, which scrolls on a narrow screen: reachable and named for the keyboard, as any scrolling region. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A region that scrolls must take the keyboard's focus (axe: scrollable-region-focusable).
    <div className={page.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
