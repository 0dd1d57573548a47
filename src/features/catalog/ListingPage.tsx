import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { InlineRouteError } from '#src/app/routing/RouteError';
import { catalogTexts } from '#src/ui/copy';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { LiveProductCard } from '#src/app/components/LiveProductCard';
import { productListQuery } from '#src/app/queries/productListQuery';
import { Breadcrumb } from '#src/ui/Breadcrumb';
import { Button } from '#src/ui/Button';
import { loadedOnFirstOpen } from '#src/ui/loadedOnFirstOpen';
import { Skeleton } from '#src/ui/Skeleton';
import { useCategoryCrumbs } from './categoryTitles';
import { Filters } from './Filters';
import {
  hasActiveFilter,
  pageCount,
  toProductFilter,
  withoutFilters,
  type CategoryPath,
  type ListingSearch,
} from './listingSearch';
import { Pagination } from './Pagination';
import { SearchCorrection } from './SearchCorrection';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { attributeTreeQuery } from './queries';
import * as css from './ListingPage.css';
import { HydratesApart, hydratedApart } from '#src/ui/HydratesApart';

/**
 * Each card hydrates in a pass and a commit of its own: the grid whole was one commit, the
 * takeover's last task over 50 ms at a phone's speed (decision 0019).
 */
const CardPart = hydratedApart(LiveProductCard);
// A phone's filter dialog loads when first opened (or its button focused or hovered).
const FiltersDialog = loadedOnFirstOpen(() => import('./FiltersDialog').then((m) => m.FiltersDialog));

/**
 * The product listing (product §2): /shop, up to three category levels, or /shop?search=.
 * All of its state is the URL: the path names the category, the search params hold
 * the text, the page, every filter and the order.
 */
export function ListingPage({ path, search }: { path: CategoryPath; search: ListingSearch }) {
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filter = toProductFilter(path, search);
  // Not suspending: a filter or page chosen here must show at once (see loadProductListPage).
  const list = useQuery(productListQuery(filter));
  const { data: tree } = useSuspenseQuery(attributeTreeQuery(path.id ?? 'all'));
  const crumbs = useCategoryCrumbs(path);

  const setSearch = (next: ListingSearch) => {
    void navigate({ to: '.', search: next });
  };
  const goToPage = (page: number) => {
    setSearch({ ...search, page: page > 1 ? page : undefined });
    window.scrollTo({ top: 0 });
  };

  const heading = search.search ? catalogTexts.resultsFor(search.search) : (crumbs.at(-1)?.label ?? catalogTexts.shop);
  const trail = search.search
    ? [...crumbs, { label: heading }]
    : crumbs.length > 0
      ? crumbs
      : [{ label: catalogTexts.shop }];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, limits.listingPageSize);
  const filters = <Filters tree={tree} search={search} onChange={setSearch} showSubcategories={!path.subid} />;

  return (
    <div className={css.page}>
      <Breadcrumb items={trail} />
      <div className={css.titleRow}>
        <h1 className={css.title}>{heading}</h1>
        <p className={css.count} aria-live="polite">
          {list.data ? catalogTexts.productCount(total) : '\u00a0'}
        </p>
      </div>
      {list.data?.corrected && search.search ? (
        <SearchCorrection corrected={list.data.corrected}>
          <Link to="." search={{ ...search, exact: true, page: undefined }}>
            {search.search}
          </Link>
        </SearchCorrection>
      ) : null}
      <div className={css.layout}>
        <aside className={css.sidebar} aria-label={catalogTexts.filters}>
          <HydratesApart>{filters}</HydratesApart>
        </aside>
        <section className={css.results} aria-label={heading}>
          <div className={css.toolbar}>
            <SortSelect value={search.sort} onChange={(sort) => setSearch({ ...search, sort, page: undefined })} />
            <div className={css.mobileBar}>
              <FiltersDialog
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                filters={filters}
                trigger={
                  <Button tone="secondary" size="sm">
                    {catalogTexts.showFilters}
                    {hasActiveFilter(search) ? ' •' : ''}
                  </Button>
                }
              />
            </div>
          </div>
          <HydratesApart>
            <ProductGrid
              loading={list.isPending}
              error={list.isError}
              onRetry={() => void list.refetch()}
              skeletons={limits.listingPageSize}
              empty={
                list.data && list.data.data.length === 0 ? (
                  <>
                    <p className={css.emptyTitle}>
                      {hasActiveFilter(search) ? catalogTexts.noMatches : texts.productNotFound}
                    </p>
                    {hasActiveFilter(search) ? (
                      <>
                        <p>{catalogTexts.tryClearing}</p>
                        <Button tone="secondary" onClick={() => setSearch(withoutFilters(search))}>
                          {texts.clearAll}
                        </Button>
                      </>
                    ) : null}
                  </>
                ) : null
              }
            >
              {list.data?.data.map((product, i) => (
                // A fresh load re-creates the cards, so every quantity starts again at 1 (product §4).
                <CardPart key={`${product.int_glcode}-${list.dataUpdatedAt}`} product={product} lead={i === 0} />
              ))}
            </ProductGrid>
          </HydratesApart>
          {list.data ? <Pagination page={search.page ?? 1} pages={pages} onPage={goToPage} /> : null}
        </section>
      </div>
    </div>
  );
}

/** The listing's pending view: its frame with skeletons where the title, filters and cards go. */
export function ListingSkeleton() {
  return (
    <div className={css.page} aria-busy="true">
      <Skeleton width="30%" />
      <div className={css.titleRow}>
        <Skeleton width="40%" height="2em" />
      </div>
      <div className={css.layout}>
        <aside className={css.sidebar}>
          <Skeleton height="24em" />
        </aside>
        <section className={css.results}>
          <ProductGridSkeleton count={limits.listingPageSize} />
        </section>
      </div>
    </div>
  );
}

/** A listing that failed to load: the server's message and a retry, where the page would be. */
export function ListingError(props: ErrorComponentProps) {
  return (
    <div className={css.page}>
      <InlineRouteError {...props} />
    </div>
  );
}
