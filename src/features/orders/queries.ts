import { queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { unwrap } from '../../../openapi/client';
import { queryKeys } from '../../app/queryKeys';
import { api } from '../../app/api';

/** The order id of an /orderdetail/{id} path; anything but a positive integer is not found. */
export function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

/** One order, under the shopper's ['me'] family so logout drops it. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.me, 'orders', id] as const,
    queryFn: async () => (await unwrap(api.GET('/orders/{id}', { params: { path: { id } } }))).data,
  });
