import { adminTexts } from '#rules/admin-texts';
import * as page from '../admin-page.css';
import * as css from './mails.css';

const words = adminTexts.mails;

/** A mail's HTML as it looks, drawn with no script run, then its plain text: a mail sent, or a wording's preview. */
export function MailBodies({
  html,
  text,
  headingId,
  frameTitle,
}: {
  html: string;
  text: string;
  headingId: string;
  frameTitle: string;
}) {
  return (
    <>
      <section className={page.panel} aria-labelledby={`${headingId}-html`}>
        <h2 id={`${headingId}-html`} className={page.panelTitle}>
          {words.html}
        </h2>
        {/* The sandbox runs no script and opens nothing: the mail's HTML is drawn, never trusted. It shares the back
            office's origin only so the shop's logo loads under its policy (img-src 'self'), as in decision 0068. */}
        <iframe className={css.frame} title={frameTitle} sandbox="allow-same-origin" srcDoc={html} />
      </section>
      <section className={page.panel} aria-labelledby={`${headingId}-text`}>
        <h2 id={`${headingId}-text`} className={page.panelTitle}>
          {words.text}
        </h2>
        {/* A region that may scroll sideways takes the keyboard's focus (axe: scrollable-region-focusable). */}
        <pre className={css.text} tabIndex={0}>
          {text}
        </pre>
      </section>
    </>
  );
}
