import { useQuery } from '@tanstack/react-query';
import { cartQuery } from '#src/app/queries/cartQuery';
import * as css from './Header.css';

/**
 * Number of cart lines, 0 unless logged in and loaded. Calling it from the header is
 * what loads the cart when the header loads (product §4).
 */
export function useCartCount(loggedIn: boolean): number {
  const { data } = useQuery({ ...cartQuery(), enabled: loggedIn });
  return loggedIn ? (data?.data.length ?? 0) : 0;
}

/** The red badge, only above zero. Decorative: the cart button's label says the count. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={css.badge} aria-hidden="true" data-testid="cart-badge">
      {count}
    </span>
  );
}
