import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { failureMessage } from '#openapi/failure';
import { shellTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Button, buttonClass } from '#src/ui/Button';
import * as css from './status.css';

/** Retry = clear the Query error boundary, reset the route boundary, rerun loaders. */
function useRetry(reset: () => void) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);
  return () => {
    reset();
    void router.invalidate();
  };
}

/** The default per-route error view: the generic heading, the server's message, retry, home. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRetry(reset);
  const message = failureMessage(error, '');
  return (
    <section className={css.page} role="alert">
      <h1>{texts.unexpectedError}</h1>
      {message ? <p className={css.message}>{message}</p> : null}
      <div className={css.actions}>
        <Button onClick={retry}>{shellTexts.errors.retry}</Button>
        <Link to="/" className={buttonClass({ tone: 'secondary' })}>
          {shellTexts.errors.backHome}
        </Link>
      </div>
    </section>
  );
}

/** The same, inside a page that keeps its own heading (static pages). */
export function InlineRouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRetry(reset);
  return (
    <div className={css.inline} role="alert">
      <p>{failureMessage(error, shellTexts.errors.loadFailed)}</p>
      <Button tone="secondary" onClick={retry}>
        {shellTexts.errors.retry}
      </Button>
    </div>
  );
}
