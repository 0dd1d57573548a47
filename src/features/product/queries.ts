import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '#openapi/client';
import { queryKeys } from '#src/app/queries/queryKeys';
import { api } from '#src/app/api/api';

export type ProductDetail = Schemas['ProductDetail'];

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: [...queryKeys.productDetails, slug] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/products/{slug}', { params: { path: { slug } }, signal }))).data,
    // Stock and price change; the page always asks again on entry (product §4 clears the detail).
    staleTime: 0,
  });
