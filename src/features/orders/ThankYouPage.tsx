import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { useLoggedIn } from '#src/app/actors/session';
import * as statusCss from '#src/app/routing/status.css';
import { buttonClass } from '#src/ui/Button';
import { CartLines } from '#src/ui/CartLines';
import { orderTexts, shellTexts } from '#src/ui/copy';
import { formatPrice } from '#src/ui/price';
import { orderQuery } from './queries';
import * as css from './orders.css';

const labels = shellTexts.pages;

const lineOf = (line: Schemas['OrderLine']) => ({
  key: `${line.int_glcode}-${line.variants.int_glCode}`,
  slug: line.var_slug,
  title: line.var_title,
  image: line.var_image,
  quantity: line.var_unit,
  price: line.selling_price,
  attributes: line.variants.attributes,
});

/**
 * The order confirmation (product §2, a public route). Right after checkout the history
 * entry names the order just placed and the page shows it; any other visit (a shared
 * link, a signed-out reload) shows the plain confirmation.
 */
export function ThankYouPage() {
  const placedOrderId = useLocation({ select: (location) => location.state.placedOrderId });
  const loggedIn = useLoggedIn();
  return (
    <section className={statusCss.page}>
      <h1>{labels.thankYouTitle}</h1>
      {placedOrderId && loggedIn ? (
        <PlacedOrder id={placedOrderId} />
      ) : (
        <p className={statusCss.message}>{labels.thankYouText}</p>
      )}
      <div className={statusCss.actions}>
        <Link to="/" className={buttonClass({ tone: 'primary' })}>
          {labels.continueShopping}
        </Link>
        {placedOrderId && loggedIn ? (
          <Link
            to="/orderdetail/$id"
            params={{ id: String(placedOrderId) }}
            className={buttonClass({ tone: 'secondary' })}
          >
            {labels.viewOrder}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function PlacedOrder({ id }: { id: number }) {
  const { data: order } = useSuspenseQuery(orderQuery(id));
  return (
    <>
      <p className={statusCss.message}>
        {labels.placedOrder(order.order_id)} {labels.thankYouText}
      </p>
      <section aria-labelledby="thankyou-items" className={css.confirmationCard}>
        <h2 id="thankyou-items" className={css.sectionTitle}>
          {labels.whatYouOrdered}
        </h2>
        <CartLines lines={order.fk_product_arr.map(lineOf)} />
      </section>
      <section aria-labelledby="thankyou-payment" className={css.confirmationCard}>
        <h2 id="thankyou-payment" className={css.sectionTitle}>
          {labels.payment}
        </h2>
        <p>
          {orderTexts.paymentMode[order.var_payment_mode]} · {orderTexts.payable}{' '}
          {formatPrice(order.var_payable_amount)}
        </p>
      </section>
      <section aria-labelledby="thankyou-delivery" className={css.confirmationCard}>
        <h2 id="thankyou-delivery" className={css.sectionTitle}>
          {labels.deliveryEstimate}
        </h2>
        <ul>
          <li>{texts.delivery.metros}</li>
          <li>{texts.delivery.otherCities}</li>
          <li>{texts.delivery.speedPost}</li>
        </ul>
      </section>
    </>
  );
}
