import { Button } from '#src/ui/Button';
import * as page from './admin-page.css';
import * as css from './screen.css';

/** A list's pages, newest first: Newer and Older, each disabled at its end. */
export function Pager({ at, pages, go }: { at: number; pages: number; go: (page: number) => void }) {
  return (
    <nav className={css.pager} aria-label="Pages">
      <Button tone="secondary" size="sm" disabled={at <= 1} onClick={() => go(at - 1)}>
        Newer
      </Button>
      <span className={page.muted}>
        Page {at} of {Math.max(1, pages)}
      </span>
      <Button tone="secondary" size="sm" disabled={at >= pages} onClick={() => go(at + 1)}>
        Older
      </Button>
    </nav>
  );
}
