// The catalog's screens (issue 54): /products lists them (?q=kurta&category=4&brand=2&stock=low&page=2), /products/new
// adds one, /products/<id> edits one.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useRouteParams, useRouteSearch } from '../navigation';
import { productsSearch, type ProductsSearch } from './search';

const NewProductPage = lazyRouteComponent(() => import('./NewProductPage'), 'NewProductPage');
const ProductPage = lazyRouteComponent(() => import('./ProductEditor'), 'ProductPage');
const ProductsPage = lazyRouteComponent(() => import('./ProductsPage'), 'ProductsPage');

export function productRoutes(parent: AnyRoute) {
  const products = createRoute({ getParentRoute: () => parent, path: 'products' });
  const list = createRoute({
    getParentRoute: () => products,
    path: '/',
    validateSearch: (search: Record<string, unknown>) => productsSearch.parse(search),
    component: function ProductsRoute() {
      return <ProductsPage search={useRouteSearch<ProductsSearch>(list)} />;
    },
  });
  const added = createRoute({ getParentRoute: () => products, path: 'new', component: NewProductPage });
  const product = createRoute({
    getParentRoute: () => products,
    path: '$id',
    params: { parse: ({ id }: { id: string }) => ({ id: z.coerce.number().int().min(1).parse(id) }) },
    component: function ProductRoute() {
      const { id } = useRouteParams<{ id: number }>(product);
      return <ProductPage key={id} id={id} />;
    },
  });
  return products.addChildren([list, added, product]);
}
