import { Link } from '@tanstack/react-router';
import type { Schemas } from '../../../openapi/client';
import { mediaUrl } from '../../app/config';
import { texts } from '../../../spec/texts';
import { formatPrice } from '../../ui/price';
import * as css from './ProductCard.css';

/** The home page's simple card: image, title, price, and the offer when there is one. */
export function ProductCard({ product }: { product: Schemas['ProductListItem'] }) {
  const { selling_price, price } = product.default_variant;
  const onOffer = product.var_offer > 0 && price > selling_price;
  return (
    <Link to="/product/$slug" params={{ slug: product.var_slug }} className={css.card}>
      <img className={css.image} src={mediaUrl(product.var_image)} alt="" loading="lazy" />
      <div className={css.body}>
        <h3 className={css.title}>{product.var_title}</h3>
        <p className={css.prices}>
          <span className={css.price}>{formatPrice(selling_price)}</span>
          {onOffer ? (
            <>
              <s className={css.struck}>{formatPrice(price)}</s>
              <span className={css.off}>{texts.percentOff(product.var_offer)}</span>
            </>
          ) : null}
        </p>
      </div>
    </Link>
  );
}
