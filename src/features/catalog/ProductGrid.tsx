import type { ReactNode } from 'react';
import { catalogTexts } from '#src/ui/copy';
import { Skeleton } from '#src/ui/Skeleton';
import { Button } from '#src/ui/Button';
import * as css from './ProductGrid.css';

/** Card-shaped placeholders with the card's proportions, so loading never shifts the page. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={css.skeletonCard} data-testid="card-skeleton">
          <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
          <div className={css.skeletonBody}>
            <Skeleton width="40%" height="0.75em" />
            <Skeleton width="85%" />
            <Skeleton width="60%" />
            <Skeleton width="50%" height="2em" />
          </div>
        </div>
      ))}
    </>
  );
}

/** A grid of card skeletons: a list's loading state, and its route's pending view. */
export function ProductGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div className={columns === 4 ? css.grid4 : css.grid3} aria-busy="true" data-testid="product-grid">
      <CardSkeletons count={count} />
    </div>
  );
}

/**
 * The grid of a product list with its loading, failed and empty states. `columns` is
 * the widest the grid goes (3 beside filters, 4 on New Arrivals). A list read with
 * useSuspenseQuery has no loading or failed state here: its route shows those.
 */
export function ProductGrid({
  loading = false,
  error = false,
  onRetry,
  empty,
  skeletons = 0,
  columns = 3,
  children,
}: {
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  empty: ReactNode | null;
  skeletons?: number;
  columns?: 3 | 4;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div className={css.state} role="alert">
        <p>{catalogTexts.loadFailed}</p>
        <Button tone="secondary" onClick={onRetry}>
          {catalogTexts.retry}
        </Button>
      </div>
    );
  }
  if (loading) return <ProductGridSkeleton count={skeletons} columns={columns} />;
  if (empty) return <div className={css.state}>{empty}</div>;
  return (
    <div className={columns === 4 ? css.grid4 : css.grid3} aria-busy="false" data-testid="product-grid">
      {children}
    </div>
  );
}
