import type { ReactNode } from 'react';
import { LazyLoginRequiredDialog } from '#src/app/overlays/Overlays';
import { shellTexts } from '#src/ui/copy';
import { ChatButton } from './ChatButton';
import { Divider } from './Divider';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import * as css from './Shell.css';
import { HydratesApart } from '#src/ui/HydratesApart';

/** The shared layout (product §2): header, page body, divider, footer, plus floating helpers. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      {/* With <base href> injected, a bare '#main' would resolve against the base path: focus by hand. */}
      <a
        href="#main"
        className={css.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {shellTexts.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Divider />
      <HydratesApart>
        <Footer />
      </HydratesApart>
      <ScrollToTop />
      <ChatButton />
      <LazyLoginRequiredDialog />
    </>
  );
}
