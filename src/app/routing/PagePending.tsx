import { Spinner } from '#src/ui/Spinner';
import * as css from './status.css';

/** Global pending fallback, shown only when a route loader is slow (pendingMs). */
export function PagePending() {
  return (
    <div className={css.pending} aria-busy="true">
      <Spinner />
    </div>
  );
}
