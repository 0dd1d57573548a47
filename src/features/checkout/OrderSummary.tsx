import type { Schemas } from '#openapi/client';
import { shortLines } from '#machines/checkout.changes';
import { CartLines, fromCartLine } from '#src/ui/CartLines';
import * as css from './checkout.css';

/** The lines with their attributes and quantities, and any line the stock no longer covers. */
export function OrderSummary({ cart }: { cart: Schemas['Cart'] }) {
  const problems = shortLines(cart);
  return (
    <>
      <CartLines lines={cart.data.map(fromCartLine)} />
      {problems.map(({ line, message }) => (
        <p key={`${line.fk_product}-${line.variant_id}`} className={css.problem}>
          {line.var_title}: {message}
        </p>
      ))}
    </>
  );
}
