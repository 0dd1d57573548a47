import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '#openapi/client';
import type { OrderQueryKeys } from '#machines/order.machine';
import { queryKeys } from '#src/app/queries/queryKeys';
import { api } from '#src/app/api/api';

/**
 * The shopper's orders, under the ['me'] family so logout drops them. The list's key
 * is the prefix of every single order's, and the profile's Orders tab reads the same list.
 */
export const orderKeys = {
  all: queryKeys.orders,
  one: queryKeys.order,
};

/**
 * getOrder's invoice and credit note links are signed for 5 minutes (docs/decisions/0003).
 * Print Invoice must open its link inside the click (a popup opened after an await is
 * blocked), so the links are kept fresh instead: an order with either is fetched again
 * well before its links expire.
 */
const invoiceLinkRefresh = 4 * 60_000;

/**
 * One order. Its status moves outside this page (the shop ships it, another tab returns
 * a line), so it is asked again whenever the page comes back into view.
 */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: async () => (await unwrap(api.GET('/orders/{id}', { params: { path: { id } } }))).data,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.invoice_url || query.state.data?.credit_note_url ? invoiceLinkRefresh : false,
  });

/** What the order machine marks stale after each call (it never spells a key itself). */
export const orderMachineKeys = (id: number): OrderQueryKeys => ({
  order: orderKeys.one(id),
  orders: orderKeys.all,
  productDetails: queryKeys.productDetails,
});
