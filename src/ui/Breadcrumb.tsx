import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { texts } from '#rules/texts';
import * as css from './widgets.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** 'Home > …' trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: texts.home, to: '/' }, ...items];
  return (
    <nav aria-label="Breadcrumb">
      <ol className={css.breadcrumb}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <Fragment key={`${crumb.label}-${i}`}>
              <li>
                {last || !crumb.to ? (
                  <span className={css.breadcrumbCurrent} aria-current={last ? 'page' : undefined}>
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className={css.breadcrumbLink}>
                    {crumb.label}
                  </Link>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className={css.breadcrumbSeparator}>
                  &gt;
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
