import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { queryKeys } from './queryKeys';
import { api } from '../api/api';

/** The shopper's cart: the header's badge and panel, the cart page and checkout all read it. */
export const cartQuery = () =>
  queryOptions({
    queryKey: queryKeys.cart,
    queryFn: () => unwrap(api.GET('/cart')),
    staleTime: 0,
  });
