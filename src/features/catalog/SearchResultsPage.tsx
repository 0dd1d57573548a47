import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { mediaUrl } from '../../app/config';
import { catalogTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { searchQuery } from './queries';
import { ShareMenu } from './ShareMenu';
import * as css from './SearchResultsPage.css';

/**
 * Search results (SPEC §2). The text is the URL's; no other filter applies here, which
 * is what the spec's "reset category, sub-category, sort, price range" amounts to.
 * Anonymous hearts and carts go straight to /login on this page.
 */
export function SearchResultsPage({ text }: { text: string }) {
  const query = useQuery({ ...searchQuery(text), enabled: text.length > 0 });
  const products = query.data?.products ?? [];
  const categories = query.data?.category ?? [];
  const heading = text ? catalogTexts.resultsFor(text) : texts.productNotFound;

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
                    <img src={mediaUrl(category.var_icon)} alt="" width={32} height={32} className={css.categoryIcon} />
                    {category.var_title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ProductGrid
          loading={text.length > 0 && query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          skeletons={6}
          empty={!text || (query.data && products.length === 0) ? <p className={css.empty}>{texts.productNotFound}</p> : null}
        >
          {products.map((product) => (
            <ProductCard
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
