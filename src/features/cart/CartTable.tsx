import { Link } from '@tanstack/react-router';
import { cartActor, type CartLineView } from '#src/app/actors/cartActor';
import { cartTexts } from '#src/ui/copy';
import { IconClose } from '#src/ui/icons';
import { picture } from '#src/ui/picture';
import { formatPrice } from '#src/ui/price';
import { QuantityStepper } from '#src/ui/QuantityStepper';
import { Spinner } from '#src/ui/Spinner';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './CartPage.css';

/**
 * Product (linking to /product/{var_slug}, with its attributes), quantity stepper,
 * price, total and remove icon per line (product §2). Below md the rows stack as cards.
 */
export function CartTable({ lines }: { lines: CartLineView[] }) {
  return (
    <table className={css.table}>
      <thead className={css.head}>
        <tr>
          <th scope="col">{cartTexts.product}</th>
          <th scope="col">{cartTexts.quantity}</th>
          <th scope="col">{cartTexts.price}</th>
          <th scope="col">{cartTexts.total}</th>
          <th scope="col">
            <VisuallyHidden.Root>{cartTexts.remove}</VisuallyHidden.Root>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((view) => (
          <CartRow key={view.key} view={view} />
        ))}
      </tbody>
    </table>
  );
}

function CartRow({ view }: { view: CartLineView }) {
  const { line, quantity } = view;
  const id = { fk_product: line.fk_product, variant_id: line.variant_id };
  const change = (next: number) => cartActor.send({ type: 'CHANGE_QUANTITY', line: id, quantity: next });
  const attributes = line.Variant_details.attributes.attributes
    .map((a) => `${a.var_title}: ${a.value.var_title}`)
    .join(', ');
  const flagged = view.stockProblem !== null || view.error !== null;
  return (
    <tr className={css.row} data-testid="cart-line" aria-busy={view.busy} data-flagged={flagged || undefined}>
      <td className={css.productCell}>
        <img className={css.thumb} {...picture(line.var_image, 64)} alt="" width={64} height={80} loading="lazy" />
        <div>
          <Link to="/product/$slug" params={{ slug: line.var_slug }} className={css.title}>
            {line.var_title}
          </Link>
          {attributes ? <p className={css.meta}>{attributes}</p> : null}
          {view.stockProblem ? <p className={css.problem}>{view.stockProblem}</p> : null}
          {view.error ? (
            <p className={css.problem} role="alert">
              {cartTexts.lineFailed(view.error)}
            </p>
          ) : null}
        </div>
      </td>
      <td data-label={cartTexts.quantity}>
        <QuantityStepper
          value={quantity}
          min={0}
          stock={line.stock}
          label={cartTexts.quantityOf(line.var_title)}
          onIncrement={() => change(quantity + 1)}
          onDecrement={() => change(quantity - 1)}
        />
      </td>
      <td data-label={cartTexts.price}>{formatPrice(line.selling_price)}</td>
      <td data-label={cartTexts.total} data-testid="line-total">
        {formatPrice(line.selling_price * quantity)}
      </td>
      <td>
        {view.removing ? (
          <Spinner label={cartTexts.removing} />
        ) : (
          <button
            type="button"
            className={css.remove}
            aria-label={cartTexts.removeLine(line.var_title)}
            disabled={view.busy}
            onClick={() => cartActor.send({ type: 'REMOVE_LINE', line: id })}
          >
            <IconClose size={18} />
          </button>
        )}
      </td>
    </tr>
  );
}
