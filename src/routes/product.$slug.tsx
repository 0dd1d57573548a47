import { createFileRoute } from '@tanstack/react-router';
import { ProductError, ProductPage, ProductSkeleton } from '../features/product/ProductPage';
import { productQuery } from '../features/product/queries';
import { slugParam } from '../app/routing/routeParams';

export const Route = createFileRoute('/product/$slug')({
  loader: ({ context: { queryClient }, params: { slug } }) =>
    queryClient.ensureQueryData(productQuery(slugParam(slug))),
  pendingComponent: ProductSkeleton,
  errorComponent: ProductError,
  component: function Product() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});
