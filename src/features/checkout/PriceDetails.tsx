import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { CartTotalRows } from '#src/ui/CartTotalRows';
import { checkoutTexts } from '#src/ui/copy';
import * as css from './checkout.css';

/** Sub-total, discount, GST, delivery, the coupon's discount and what is payable (product §2 Price Details). */
export function PriceDetails({
  cart,
  couponDiscount,
  couponGst,
}: {
  cart: Schemas['Cart'];
  couponDiscount: number;
  /** The GST once the coupon applies; null without one. */
  couponGst: number | null;
}) {
  return (
    <section aria-labelledby="price-details" data-testid="price-details">
      <h2 id="price-details" className={css.sectionHeading}>
        {texts.checkoutSections.priceDetails}
      </h2>
      <CartTotalRows
        cart={cart}
        saving={couponDiscount > 0 ? { label: checkoutTexts.couponDiscount, amount: couponDiscount } : undefined}
        gst={couponGst ?? cart.gst_total}
      />
    </section>
  );
}
