import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import { adminApi } from '../api';

/** Every coupon query starts with this key: a change to one forgets them all. */
export const couponsKey = ['admin', 'coupons'] as const;

export const couponsQuery = queryOptions({
  queryKey: [...couponsKey, 'list'],
  queryFn: async () => (await unwrap(adminApi.GET('/admin/coupons'))).data,
});

export const couponQuery = (id: number) =>
  queryOptions({
    queryKey: [...couponsKey, 'coupon', id],
    queryFn: async () => unwrap(adminApi.GET('/admin/coupons/{coupon_id}', { params: { path: { coupon_id: id } } })),
  });
