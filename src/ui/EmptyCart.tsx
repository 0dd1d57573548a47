import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { texts } from '#rules/texts';
import { buttonClass } from './Button';
import { cartTexts } from './copy';
import * as css from './EmptyCart.css';

/** 'Your cart is empty' (product §8) and the way back to the shop; `children` say what came before, if anything. */
export function EmptyCart({ children }: { children?: ReactNode }) {
  return (
    <div className={css.empty}>
      {children}
      <p>{texts.cartEmpty}</p>
      <Link to="/" className={buttonClass({ tone: 'secondary' })}>
        {cartTexts.continueShopping}
      </Link>
    </div>
  );
}
