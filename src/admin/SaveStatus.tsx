import { forwardRef, type ReactNode } from 'react';
import * as page from './admin-page.css';
import * as css from './parts.css';

export interface Said {
  tone: 'error' | 'success';
  text: string;
}

/**
 * Where an editor's save is answered (the product editor, the shop's settings): its sentence, and, after a refusal
 * over someone else's save, what they changed and that the typing is kept. Focused once a save is answered.
 */
export const SaveStatus = forwardRef<
  HTMLDivElement,
  { said: Said | undefined; conflict?: { changed: string; kept: string } | undefined; children?: ReactNode }
>(function SaveStatus({ said, conflict, children }, ref) {
  return (
    <div ref={ref} tabIndex={-1} className={css.status} aria-live="polite">
      {said && (
        <div className={`${page.panel} ${said.tone === 'error' ? css.refused : css.saved}`}>
          <p role={said.tone === 'error' ? 'alert' : 'status'} className={css.said}>
            {said.text}
          </p>
          {conflict && (
            <>
              <p className={css.said}>{conflict.changed}</p>
              <p className={page.muted}>{conflict.kept}</p>
            </>
          )}
          {children}
        </div>
      )}
    </div>
  );
});
