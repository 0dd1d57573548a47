import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { texts } from '../../../spec/texts';
import { cartQuery } from '../../app/cartQuery';
import { buttonClass } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { Spinner } from '../../ui/Spinner';
import { CartLines, fromCartLine } from '../../ui/CartLines';
import * as css from './CartPanel.css';

/**
 * The 'Shopping Cart' side panel; the cart is refetched each time it opens (SPEC §4).
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
  const cart = useQuery({ ...cartQuery(), enabled: open });
  const lines = cart.data?.data ?? [];
  const close = () => onOpenChange(false);

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
              <Link to="/checkout" className={`${buttonClass({ tone: 'primary' })} ${css.footerLink}`} onClick={close}>
                {texts.checkout}
              </Link>
            </>
          ) : undefined
        }
      >
        {cart.isPending ? (
          <Spinner />
        ) : lines.length > 0 ? (
          <CartLines lines={lines.map(fromCartLine)} onNavigate={close} />
        ) : (
          <p className={css.empty}>{texts.cartEmpty}</p>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
