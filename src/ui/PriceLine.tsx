import { cardTexts } from './copy';
import { texts } from '#rules/texts';
import { formatPrice } from './price';
import * as css from './PriceLine.css';

/** Selling price; the struck list price and 'N% off' only when there is an offer. */
export function PriceLine({
  selling,
  price,
  offer,
  large = false,
}: {
  selling: number;
  price: number;
  offer: number;
  large?: boolean;
}) {
  return (
    <p className={large ? css.priceLarge : css.priceLine}>
      <span className={css.selling}>{formatPrice(selling)}</span>
      {offer > 0 ? (
        <>
          <s className={css.listPrice} aria-label={`${cardTexts.listPrice} ${formatPrice(price)}`}>
            {formatPrice(price)}
          </s>
          <span className={css.offer}>{texts.percentOff(offer)}</span>
        </>
      ) : null}
    </p>
  );
}
