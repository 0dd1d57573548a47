// The coupons' screens (issue 54): /coupons lists them and makes a new one, /coupons/<id> shows one and its uses.
import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useRouteParams } from '../navigation';

const CouponPage = lazyRouteComponent(() => import('./CouponPage'), 'CouponPage');
const CouponsPage = lazyRouteComponent(() => import('./CouponsPage'), 'CouponsPage');

export function couponRoutes(parent: AnyRoute) {
  const coupons = createRoute({ getParentRoute: () => parent, path: 'coupons' });
  const list = createRoute({ getParentRoute: () => coupons, path: '/', component: CouponsPage });
  const coupon = createRoute({
    getParentRoute: () => coupons,
    path: '$id',
    params: { parse: ({ id }: { id: string }) => ({ id: z.coerce.number().int().min(1).parse(id) }) },
    component: function CouponRoute() {
      const { id } = useRouteParams<{ id: number }>(coupon);
      return <CouponPage key={id} id={id} />;
    },
  });
  return coupons.addChildren([list, coupon]);
}
