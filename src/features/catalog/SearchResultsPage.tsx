import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { InlineRouteError } from '../../app/RouteError';
import { LiveProductCard } from '../../app/LiveProductCard';
import { catalogTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Skeleton } from '../../ui/Skeleton';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { searchQuery } from './queries';
import { ShareMenu } from './ShareMenu';
import * as css from './SearchResultsPage.css';

/**
 * Search results (SPEC §2). The text is the URL's; no other filter applies here, which
 * is what the spec's "reset category, sub-category, sort, price range" amounts to.
 * Anonymous hearts and carts go straight to /login on this page.
 */
export function SearchResultsPage({ text }: { text: string }) {
  return text ? <Results text={text} /> : <NoText />;
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

function Results({ text }: { text: string }) {
  const query = useSuspenseQuery(searchQuery(text));
  const products = query.data.products;
  const categories = query.data.category;
  const heading = catalogTexts.resultsFor(text);

  return (
    <div className={css.page}>
      <Breadcrumb items={[{ label: heading }]} />
      <h1 className={css.title}>{heading}</h1>
      <div className={css.layout}>
        {categories.length > 0 ? (
          <nav className={css.categories} aria-label={catalogTexts.categories}>
            <h2 className={css.categoriesTitle}>{catalogTexts.categories}</h2>
            <ul className={css.categoryList}>
              {categories.map((category) => (
                <li key={category.int_glcode}>
                  <Link to="/shop/$id" params={{ id: category.var_slug }} className={css.categoryLink}>
                    <img src={category.var_icon} alt="" width={32} height={32} className={css.categoryIcon} />
                    {category.var_title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ProductGrid empty={products.length === 0 ? <p className={css.empty}>{texts.productNotFound}</p> : null}>
          {products.map((product) => (
            <LiveProductCard
              key={`${product.int_glcode}-${query.dataUpdatedAt}`}
              product={product}
              anonymous="login"
              withQuantity={false}
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
