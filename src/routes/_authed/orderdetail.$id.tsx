import { createFileRoute } from '@tanstack/react-router';
import { pageRouteStates } from '../../app/routing/pageRouteStates';
import { OrderDetailPage } from '../../features/orders/OrderDetailPage';
import { orderQuery } from '../../features/orders/queries';
import { idParam } from '../../app/routing/routeParams';
import { shellTexts } from '../../ui/copy';

export const Route = createFileRoute('/_authed/orderdetail/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(idParam(params.id))),
  ...pageRouteStates(shellTexts.pages.orderTitle),
  component: OrderDetailPage,
});
