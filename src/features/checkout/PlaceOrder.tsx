import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { isBuyable } from '#machines/checkout.changes';
import { texts } from '#rules/texts';
import type { CheckoutSnapshot } from './checkoutActor';
import { Button } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { Spinner } from '#src/ui/Spinner';
import { useFocusOnShow } from './useFocusOnShow';
import * as css from './checkout.css';

/**
 * Place Order, and product §5's message when the address or payment mode is missing. The
 * button stays focusable while it cannot act (aria-disabled), so focus is not lost.
 */
export function PlaceOrder({ state, onPlace }: { state: CheckoutSnapshot; onPlace: () => void }) {
  const reasonId = useId();
  const { validation, cart } = state.context;
  const messageRef = useFocusOnShow<HTMLParagraphElement>(validation);
  const allowed = state.can({ type: 'PLACE_ORDER' });
  const busy = state.hasTag('busy');
  // The cart page is where quantities change; the machine refuses a cart it cannot buy.
  const short = cart !== null && cart.data.length > 0 && !isBuyable(cart);
  return (
    <>
      <Button
        block
        aria-disabled={!allowed}
        aria-describedby={short ? reasonId : undefined}
        onClick={() => allowed && onPlace()}
      >
        {busy ? <Spinner label={checkoutTexts.placing} /> : null}
        {busy ? checkoutTexts.placing : texts.placeOrder}
      </Button>
      {short ? (
        <p id={reasonId} className={css.problem}>
          {checkoutTexts.fixCart} <Link to="/cart">{checkoutTexts.goToCart}</Link>
        </p>
      ) : null}
      {validation ? (
        <p ref={messageRef} tabIndex={-1} role="alert" className={css.validation}>
          {validation}
        </p>
      ) : null}
    </>
  );
}
