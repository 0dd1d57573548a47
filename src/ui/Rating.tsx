import { cardTexts } from './copy';
import * as css from './Rating.css';

/** Average to one decimal and the review count; nothing when there are no reviews (product §2). */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  return (
    <span className={css.rating} role="img" aria-label={cardTexts.rating(average, count)} data-testid="rating">
      <span aria-hidden="true">★ {average.toFixed(1)}</span>
      <span aria-hidden="true" className={css.ratingCount}>
        ({count})
      </span>
    </span>
  );
}
