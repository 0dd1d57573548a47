import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Accordion } from 'radix-ui';
import type { CheckoutSection as Section } from '#machines/checkout.machine';
import { texts } from '#rules/texts';
import { addressesQuery } from '#src/app/queries/addressesQuery';
import { cartQuery } from '#src/app/queries/cartQuery';
import { useCheckoutActor } from './useCheckoutActor';
import { shellTexts } from '#src/ui/copy';
import { EmptyCart } from '#src/ui/EmptyCart';
import { Page } from '#src/ui/Page';
import { CheckoutSection } from './CheckoutSection';
import { CouponBox } from './CouponBox';
import { DeliveryAddress } from './DeliveryAddress';
import { LeaveGuard } from './LeaveGuard';
import { OrderSummary } from './OrderSummary';
import { PaymentOptions } from './PaymentOptions';
import { PaymentWindow } from './PaymentWindow';
import { PlacedNotice, PlacementNotice } from './PlacementNotice';
import { PlaceOrder } from './PlaceOrder';
import { PriceDetails } from './PriceDetails';
import * as css from './checkout.css';

const sections: Section[] = ['address', 'summary', 'payment'];

/** Checkout (product §2): three sections, the price details with the coupon box and Place Order, on the checkout actor. */
export function CheckoutPage() {
  const { data: cart } = useSuspenseQuery(cartQuery());
  const { data: addresses } = useSuspenseQuery(addressesQuery());
  const actor = useCheckoutActor();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { selection } = state.context;
  const inFlight = state.hasTag('paymentInFlight');
  const title = shellTexts.pages.checkoutTitle;

  if (state.hasTag('placed')) {
    return (
      <Page title={title}>
        <PlacedNotice />
      </Page>
    );
  }
  if (cart.data.length === 0 && !inFlight) {
    return (
      <Page title={title}>
        <EmptyCart>
          <PlacementNotice state={state} send={actor.send} />
        </EmptyCart>
      </Page>
    );
  }

  const open = sections.filter((section) => state.hasTag(`${section}Open`));
  const toggle = (next: string[]) =>
    sections
      .filter((section) => next.includes(section) !== open.includes(section))
      .forEach((section) => actor.send({ type: 'TOGGLE_SECTION', section }));
  const editable = state.can({ type: 'SELECT_PAYMENT_MODE', mode: 'C' });

  return (
    <Page title={title}>
      <LeaveGuard inFlight={inFlight} />
      <div className={css.layout}>
        <Accordion.Root type="multiple" value={open} onValueChange={toggle} className={css.sections}>
          <CheckoutSection value="address" title={texts.checkoutSections.deliveryAddress}>
            <DeliveryAddress
              addresses={addresses}
              selected={selection.selectedAddress}
              disabled={!editable}
              onSelect={(addressId) => actor.send({ type: 'SELECT_ADDRESS', addressId })}
            />
          </CheckoutSection>
          <CheckoutSection value="summary" title={texts.checkoutSections.orderSummary}>
            <OrderSummary cart={cart} />
          </CheckoutSection>
          <CheckoutSection value="payment" title={texts.checkoutSections.paymentOptions}>
            <PaymentOptions
              selected={selection.payableMod}
              disabled={!editable}
              onSelect={(mode) => actor.send({ type: 'SELECT_PAYMENT_MODE', mode })}
            />
          </CheckoutSection>
        </Accordion.Root>
        <aside className={css.side} aria-label={texts.checkoutSections.priceDetails}>
          <PriceDetails cart={cart} couponDiscount={selection.promodDiscount} couponGst={selection.promoGst} />
          <CouponBox state={state} send={actor.send} />
          <PlacementNotice state={state} send={actor.send} />
          <PlaceOrder state={state} onPlace={() => actor.send({ type: 'PLACE_ORDER' })} />
        </aside>
      </div>
      <PaymentWindow state={state} send={actor.send} />
    </Page>
  );
}
