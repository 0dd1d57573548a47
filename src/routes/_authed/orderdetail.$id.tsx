import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CartLines } from '../../features/layout/CartLines';
import { GuardedPage } from '../../features/layout/GuardedPage';
import { orderQuery } from '../../features/layout/queries';
import { shellTexts } from '../../ui/copy';
import { texts } from '../../../spec/texts';
import { formatPrice } from '../../ui/price';

function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

export const Route = createFileRoute('/_authed/orderdetail/$id')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(orderQuery(orderId(params.id))),
  component: OrderDetailPage,
});

function OrderDetailPage() {
  const { id } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQuery(orderId(id)));
  const labels = shellTexts.pages;
  return (
    <GuardedPage title={labels.orderDetailTitle(order.order_id)}>
      <dl>
        <dt>{labels.orderPlaced}</dt>
        <dd>{new Date(order.dt_createddate).toLocaleDateString('en-IN', { dateStyle: 'medium' })}</dd>
        <dt>{labels.status}</dt>
        <dd>{texts.orderStatus[order.chr_status]}</dd>
        <dt>{labels.amount}</dt>
        <dd>{formatPrice(order.var_payable_amount)}</dd>
      </dl>
      <section aria-labelledby="order-items">
        <h2 id="order-items">{labels.orderItems}</h2>
        <CartLines
          lines={order.fk_product_arr.map((line) => ({
            key: `${line.int_glcode}-${line.variants.int_glCode}`,
            slug: line.var_slug,
            title: line.var_title,
            image: line.var_image,
            quantity: line.var_unit,
            price: line.selling_price,
            attributes: line.variants.attributes,
          }))}
        />
      </section>
    </GuardedPage>
  );
}
