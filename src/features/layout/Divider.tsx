import * as css from './floating.css';

/** The divider between the page body and the footer (product §2). */
export function Divider() {
  return <hr className={css.divider} />;
}
