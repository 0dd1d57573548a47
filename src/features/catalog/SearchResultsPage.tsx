import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { InlineRouteError } from '#src/app/routing/RouteError';
import { LiveProductCard } from '#src/app/components/LiveProductCard';
import { catalogTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Breadcrumb } from '#src/ui/Breadcrumb';
import { picture, type PictureFit } from '#src/ui/picture';
import { Skeleton } from '#src/ui/Skeleton';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { searchQuery } from './queries';
import { SearchCorrection } from './SearchCorrection';
import { ShareMenu } from './ShareMenu';
import { SortSelect } from './SortSelect';
import type { ListSort } from './sort';
import * as css from './SearchResultsPage.css';

/**
 * Search results (product §2). The text and the order are the URL's; no other filter applies
 * here, and a new search (a link without `sort`) starts at Relevance, which is what the
 * spec's "reset category, sub-category, sort, price range" amounts to. Anonymous hearts
 * and carts go straight to /login on this page.
 */
export function SearchResultsPage({ text, sort, exact }: { text: string; sort: ListSort | undefined; exact?: true }) {
  return text ? <Results text={text} sort={sort} exact={exact} /> : <NoText />;
}

function NoText() {
  return (
    <div className={css.page}>
      <Breadcrumb items={[{ label: texts.productNotFound }]} />
      <h1 className={css.title}>{texts.productNotFound}</h1>
      <ProductGrid empty={<p className={css.empty}>{texts.productNotFound}</p>}>{null}</ProductGrid>
    </div>
  );
}

/**
 * How wide the results draw a card's picture (SearchResultsPage.css.ts, ProductGrid.css.ts):
 * two columns to lg, the whole width from md; from lg three beside the 220 px categories.
 */
const resultsFit: PictureFit = {
  sizes:
    '(min-width: 1280px) 317px, (min-width: 1024px) calc(33.3vw - 110px), (min-width: 768px) calc(50vw - 30px), calc(50vw - 26px)',
  min: 134,
  max: 482,
};

function Results({ text, sort, exact }: { text: string; sort: ListSort | undefined; exact?: true }) {
  const navigate = useNavigate();
  // Not suspending: the loader has the first order's answer; another order chosen here keeps
  // these results on screen until its own arrive, and the select shows the choice at once.
  const query = useQuery(searchQuery(text, sort, exact));
  const products = query.data?.products ?? [];
  const categories = query.data?.category ?? [];
  const heading = catalogTexts.resultsFor(text);

  return (
    <div className={css.page}>
      <Breadcrumb items={[{ label: heading }]} />
      <div className={css.titleRow}>
        <h1 className={css.title}>{heading}</h1>
        <SortSelect
          value={sort}
          onChange={(next) => void navigate({ to: '/search-product', search: { search: text, sort: next, exact } })}
        />
      </div>
      {query.data?.corrected ? (
        <SearchCorrection corrected={query.data.corrected}>
          <Link to="/search-product" search={{ search: text, sort, exact: true }}>
            {text}
          </Link>
        </SearchCorrection>
      ) : null}
      <div className={css.layout}>
        {categories.length > 0 ? (
          <nav className={css.categories} aria-label={catalogTexts.categories}>
            <h2 className={css.categoriesTitle}>{catalogTexts.categories}</h2>
            <ul className={css.categoryList}>
              {categories.map((category) => (
                <li key={category.int_glcode}>
                  <Link to="/shop/$id" params={{ id: category.var_slug }} className={css.categoryLink}>
                    <img
                      {...picture(category.var_icon, 32)}
                      alt=""
                      width={32}
                      height={32}
                      className={css.categoryIcon}
                    />
                    {category.var_title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ProductGrid
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          skeletons={6}
          empty={query.data && products.length === 0 ? <p className={css.empty}>{texts.productNotFound}</p> : null}
        >
          {products.map((product) => (
            <LiveProductCard
              key={`${product.int_glcode}-${query.dataUpdatedAt}`}
              product={product}
              anonymous="login"
              withQuantity={false}
              imageFit={resultsFit}
              overlay={<ShareMenu slug={product.var_slug} title={product.var_title} />}
            />
          ))}
        </ProductGrid>
      </div>
    </div>
  );
}

/** The pending view: the results frame, with skeletons for the heading and six cards. */
export function SearchResultsSkeleton() {
  return (
    <div className={css.page} aria-busy="true">
      <Skeleton width="30%" />
      <Skeleton width="40%" height="2em" />
      <ProductGridSkeleton count={6} />
    </div>
  );
}

export function SearchResultsError(props: ErrorComponentProps) {
  return (
    <div className={css.page}>
      <InlineRouteError {...props} />
    </div>
  );
}
