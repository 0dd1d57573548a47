import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../features/product/ProductPage';

export const Route = createFileRoute('/product/$slug')({
  component: function Product() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});
