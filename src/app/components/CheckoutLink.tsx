import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { cartActor, useCartState } from '../actors/cartActor';
import * as css from './CheckoutLink.css';

/**
 * A link to /checkout that the cart actor guards: while a change is unconfirmed, or a
 * line is short of stock, it is shown disabled with the reason, and a click that races a
 * new change is refused by the machine itself (CHECKOUT's guard).
 */
export function CheckoutLink({
  className,
  children,
  blockedReason,
  onNavigate,
}: {
  className: string;
  children: ReactNode;
  /** Shown beside the disabled link; the caller knows which reason applies. */
  blockedReason: ReactNode;
  onNavigate?: () => void;
}) {
  const allowed = useCartState().can({ type: 'CHECKOUT' });
  const reasonId = useId();
  if (!allowed) {
    return (
      <>
        <a className={`${className} ${css.blocked}`} role="link" aria-disabled="true" aria-describedby={reasonId}>
          {children}
        </a>
        <p id={reasonId} role="status" className={css.reason}>
          {blockedReason}
        </p>
      </>
    );
  }
  const checkout = (event: MouseEvent) => {
    event.preventDefault();
    onNavigate?.();
    cartActor.send({ type: 'CHECKOUT' });
  };
  return (
    <Link to="/checkout" className={className} onClick={checkout}>
      {children}
    </Link>
  );
}
