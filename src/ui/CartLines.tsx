import { Link } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { picture } from './picture';
import { formatPrice } from './price';
import * as css from './CartLines.css';

/** One product line as shown read-only: cart lines and order lines map onto it. */
interface LineView {
  key: string;
  slug: string;
  title: string;
  image: string;
  quantity: number;
  price: number;
  attributes: { var_title: string; value: { var_title: string } }[];
}

export function fromCartLine(line: Schemas['CartLine']): LineView {
  return {
    key: `${line.fk_product}-${line.variant_id}`,
    slug: line.var_slug,
    title: line.var_title,
    image: line.var_image,
    quantity: line.cartItem,
    price: line.selling_price,
    attributes: line.Variant_details.attributes.attributes,
  };
}

/** Read-only product lines linking to /product/{slug}: cart panel, cart page, orders. */
export function CartLines({ lines, onNavigate }: { lines: LineView[]; onNavigate?: () => void }) {
  return (
    <ul className={css.lines}>
      {lines.map((line) => {
        const attributes = line.attributes.map((a) => `${a.var_title}: ${a.value.var_title}`).join(', ');
        return (
          <li key={line.key} className={css.line}>
            <img className={css.thumb} {...picture(line.image, 64)} alt="" width={64} height={80} loading="lazy" />
            <div>
              <Link to="/product/$slug" params={{ slug: line.slug }} className={css.title} onClick={onNavigate}>
                {line.title}
              </Link>
              {attributes ? <p className={css.meta}>{attributes}</p> : null}
              <p className={css.meta}>
                {line.quantity} × {formatPrice(line.price)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
