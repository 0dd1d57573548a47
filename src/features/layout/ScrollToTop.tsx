import { useEffect, useState } from 'react';
import { shellTexts } from '#src/ui/copy';
import { IconArrowUp } from '#src/ui/icons';
import * as css from './floating.css';

/** Appears once the page is scrolled a screen down; moves focus to the page top with the view. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight / 2);
    // The first look waits for the next frame: reading the scroll position here, right after
    // the app's first commit, would lay the whole page out inside that commit's task.
    const firstLook = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={css.scrollTop}
      aria-label={shellTexts.aria.scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
      }}
    >
      <IconArrowUp />
    </button>
  );
}
