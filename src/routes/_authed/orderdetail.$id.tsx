import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '#src/app/routing/pageRouteStates';
import { OrderDetailPage } from '#src/features/orders/OrderDetailPage';
import { orderQuery } from '#src/features/orders/queries';
import { idParam } from '#src/app/routing/routeParams';
import { shellTexts } from '#src/ui/copy';

export const Route = createFileRoute('/_authed/orderdetail/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(idParam(params.id))),
  ...pageRouteStates(shellTexts.pages.orderTitle),
  component: OrderDetailPage,
});
