import { catalogTexts } from '#src/ui/copy';
import { IconChevronLeft, IconChevronRight } from '#src/ui/icons';
import * as css from './Pagination.css';

/** Numbered pages with previous/next arrows; long runs collapse to 1 … 4 5 6 … 20. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const shown = visiblePages(page, pages);
  return (
    <nav aria-label={catalogTexts.pagination} className={css.nav}>
      <ul className={css.list}>
        {page > 1 ? (
          <li>
            <button
              type="button"
              className={css.item}
              onClick={() => onPage(page - 1)}
              aria-label={catalogTexts.previousPage}
            >
              <IconChevronLeft size={18} />
            </button>
          </li>
        ) : null}
        {shown.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={css.item}
                aria-current={n === page ? 'page' : undefined}
                aria-label={catalogTexts.page(n)}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <button
              type="button"
              className={css.item}
              onClick={() => onPage(page + 1)}
              aria-label={catalogTexts.nextPage}
            >
              <IconChevronRight size={18} />
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function visiblePages(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pages);
  const result: (number | null)[] = [1];
  if ((around[0] ?? pages) > 2) result.push(null);
  result.push(...around);
  if ((around.at(-1) ?? 1) < pages - 1) result.push(null);
  result.push(pages);
  return result;
}
