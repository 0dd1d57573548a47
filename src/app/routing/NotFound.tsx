import { Link } from '@tanstack/react-router';
import { shellTexts } from '#src/ui/copy';
import { buttonClass } from '#src/ui/Button';
import * as css from './status.css';

export function NotFound() {
  return (
    <section className={css.page}>
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1>{shellTexts.errors.notFoundTitle}</h1>
      <p className={css.message}>{shellTexts.errors.notFoundText}</p>
      <Link to="/" className={buttonClass({ tone: 'primary' })}>
        {shellTexts.errors.backHome}
      </Link>
    </section>
  );
}
