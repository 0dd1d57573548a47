import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';
import type { ProductsSearch } from './search';

/** Every product query starts with this key: a save forgets them all. */
export const productsKey = ['admin', 'products'] as const;

export const productsQuery = (search: ProductsSearch) =>
  queryOptions({
    queryKey: [...productsKey, 'list', search],
    queryFn: async () => unwrap(adminApi.GET('/admin/products', { params: { query: search } })),
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: [...productsKey, 'product', id],
    queryFn: async () =>
      (await unwrap(adminApi.GET('/admin/products/{product_id}', { params: { path: { product_id: id } } }))).data,
  });
