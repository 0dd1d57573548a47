import { useEffect, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { texts } from '#rules/texts';
import { cartActor, useCartState, viewLines } from '#src/app/actors/cartActor';
import { cartQuery } from '#src/app/queries/cartQuery';
import { CheckoutLink } from '#src/app/components/CheckoutLink';
import { buttonClass } from '#src/ui/Button';
import { Drawer } from '#src/ui/Drawer';
import { cartTexts } from '#src/ui/copy';
import { Spinner } from '#src/ui/Spinner';
import { CartLines, fromCartLine } from '#src/ui/CartLines';
import * as css from './CartPanel.css';

/**
 * The 'Shopping Cart' side panel; the cart actor reloads the cart each time it opens
 * (product §4), and the lines show the shopper's unconfirmed quantities like the cart page.
 * The trigger is a Radix Trigger so focus returns to it on close.
 */
export function CartPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}) {
  // The reload on opening is the actor's (RELOAD), not a second one of Query's.
  const cart = useQuery({ ...cartQuery(), enabled: open, refetchOnMount: false });
  const state = useCartState();
  const lines = cart.data ? viewLines(cart.data, state) : [];
  const close = () => onOpenChange(false);
  useEffect(() => {
    if (open) cartActor.send({ type: 'RELOAD' });
  }, [open]);

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Drawer.Content
        side="right"
        title={texts.shoppingCart}
        footer={
          lines.length > 0 ? (
            <>
              <Link to="/cart" className={`${buttonClass({ tone: 'secondary' })} ${css.footerLink}`} onClick={close}>
                {texts.cart}
              </Link>
              <CheckoutLink
                className={`${buttonClass({ tone: 'primary' })} ${css.footerLink}`}
                blockedReason={state.hasTag('pending') ? cartTexts.checkoutWaits : cartTexts.fixStock}
                onNavigate={close}
              >
                {texts.checkout}
              </CheckoutLink>
            </>
          ) : undefined
        }
      >
        {cart.isPending ? (
          <Spinner />
        ) : lines.length > 0 ? (
          <CartLines
            lines={lines.map((view) => ({ ...fromCartLine(view.line), quantity: view.quantity }))}
            onNavigate={close}
          />
        ) : (
          <p className={css.empty}>{texts.cartEmpty}</p>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
