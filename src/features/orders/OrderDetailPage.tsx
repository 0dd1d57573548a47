import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { texts } from '../../../spec/texts';
import { CartLines } from '../../ui/CartLines';
import { shellTexts } from '../../ui/copy';
import { Page } from '../../ui/Page';
import { formatPrice } from '../../ui/price';
import { orderId, orderQuery } from './queries';

const labels = shellTexts.pages;

export function OrderDetailPage() {
  const { id } = useParams({ from: '/_authed/orderdetail/$id' });
  const { data: order } = useSuspenseQuery(orderQuery(orderId(id)));
  return (
    <Page title={labels.orderDetailTitle(order.order_id)}>
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
    </Page>
  );
}
