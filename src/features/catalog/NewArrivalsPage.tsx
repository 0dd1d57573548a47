import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { InlineRouteError } from '#src/app/routing/RouteError';
import { catalogTexts } from '#src/ui/copy';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { newArrivalCategoriesQuery } from '#src/app/queries/categoryQueries';
import { LiveProductCard } from '#src/app/components/LiveProductCard';
import { productListQuery } from '#src/app/queries/productListQuery';
import { Breadcrumb } from '#src/ui/Breadcrumb';
import { Skeleton } from '#src/ui/Skeleton';
import { Tabs } from '#src/ui/Tabs';
import { pageCount } from './listingSearch';
import { Pagination } from './Pagination';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ALL, newArrivalsFilter, type NewArrivalsSearch } from './queries';
import { SortSelect } from './SortSelect';
import * as css from './ListingPage.css';

/** New Arrivals (product §2): 'All' plus the new-arrival categories, 8 per page; tab, page and order live in the URL. */
export function NewArrivalsPage({ search }: { search: NewArrivalsSearch }) {
  const { category = ALL, page = 1, sort } = search;
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(newArrivalCategoriesQuery());
  // Not suspending: a tab, page or order chosen here must show at once (see loadProductListPage).
  const list = useQuery(productListQuery(newArrivalsFilter(search)));
  const tabs = [
    { value: ALL, label: texts.all },
    ...categories.map((c) => ({ value: c.var_slug, label: c.var_title })),
  ];
  // A tab or a page keeps the order; a tab or an order starts again at page 1.
  const show = (next: NewArrivalsSearch) =>
    void navigate({
      to: '/product',
      search: {
        category: next.category === ALL ? undefined : next.category,
        page: next.page && next.page > 1 ? next.page : undefined,
        sort: next.sort,
      },
    });

  const grid = (
    <>
      <ProductGrid
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        skeletons={limits.newArrivalsPageSize}
        columns={4}
        empty={
          list.data && list.data.data.length === 0 ? <p className={css.emptyTitle}>{texts.productNotFound}</p> : null
        }
      >
        {list.data?.data.map((product) => (
          <LiveProductCard key={`${product.int_glcode}-${list.dataUpdatedAt}`} product={product} />
        ))}
      </ProductGrid>
      {list.data ? (
        <Pagination
          page={page}
          pages={pageCount(list.data.total, limits.newArrivalsPageSize)}
          onPage={(n) => show({ category, page: n, sort })}
        />
      ) : null}
    </>
  );

  return (
    <div className={css.page}>
      <Breadcrumb items={[{ label: texts.newArrivals }]} />
      <h1 className={css.title}>{texts.newArrivals}</h1>
      <div className={css.toolbar}>
        <SortSelect value={sort} onChange={(next) => show({ category, sort: next })} />
      </div>
      <Tabs.Root value={category} onValueChange={(value) => show({ category: value, sort })}>
        <Tabs.List aria-label={catalogTexts.newArrivalsTabs}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Each tab controls a panel; only the chosen one holds the grid. */}
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.value === category ? grid : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

/** The pending view: the page's breadcrumb, heading and tab row, with card skeletons below. */
export function NewArrivalsSkeleton() {
  return (
    <div className={css.page} aria-busy="true">
      <Breadcrumb items={[{ label: texts.newArrivals }]} />
      <h1 className={css.title}>{texts.newArrivals}</h1>
      <Skeleton width="50%" height="2.5em" />
      <ProductGridSkeleton count={limits.newArrivalsPageSize} columns={4} />
    </div>
  );
}

export function NewArrivalsError(props: ErrorComponentProps) {
  return (
    <div className={css.page}>
      <Breadcrumb items={[{ label: texts.newArrivals }]} />
      <h1 className={css.title}>{texts.newArrivals}</h1>
      <InlineRouteError {...props} />
    </div>
  );
}
