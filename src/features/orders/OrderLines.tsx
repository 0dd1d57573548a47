import { Link } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { isReturned, mayReturn, mayReview, type OrderFacts, type OrderItem } from '#machines/order.machine';
import { Button, buttonClass } from '#src/ui/Button';
import { orderTexts } from '#src/ui/copy';
import { picture } from '#src/ui/picture';
import { formatPrice } from '#src/ui/price';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './orders.css';

export const itemOf = (line: Schemas['OrderLine']): OrderItem => ({
  fk_product: line.int_glcode,
  fk_variant: line.variants.int_glCode,
});

interface OrderLinesProps {
  lines: Schemas['OrderLine'][];
  /** The machine's view of the order: what each line may still do. */
  facts: OrderFacts;
  /** False once the order is being cancelled: no line offers anything then. */
  actionable: boolean;
  onReturn: (item: OrderItem, opener: HTMLElement) => void;
  onReview: (item: OrderItem, opener: HTMLElement) => void;
}

/** The line's first column (orders.css.ts): 72 px, 88 px from md. */
const thumbFit = { sizes: '(min-width: 768px) 88px, 72px', min: 72, max: 88 };

/** The ordered products, each with View Detail and, when delivered, Return Product and Give a Review. */
export function OrderLines({ lines, facts, actionable, onReturn, onReview }: OrderLinesProps) {
  return (
    <ul className={css.lines}>
      {lines.map((line) => {
        const item = itemOf(line);
        const attributes = line.variants.attributes.map((a) => `${a.var_title}: ${a.value.var_title}`).join(', ');
        const forItem = <VisuallyHidden.Root>{orderTexts.forItem(line.var_title)}</VisuallyHidden.Root>;
        return (
          <li key={`${item.fk_product}-${item.fk_variant}`} className={css.line} data-testid="order-line">
            <img
              className={css.thumb}
              {...picture(line.var_image, thumbFit)}
              alt=""
              width={88}
              height={110}
              loading="lazy"
            />
            <div>
              <p className={css.lineTitle}>{line.var_title}</p>
              {attributes ? <p className={css.lineMeta}>{attributes}</p> : null}
              <p className={css.lineMeta}>{orderTexts.quantity(line.var_unit, formatPrice(line.selling_price))}</p>
              <p>{formatPrice(line.total_amount)}</p>
            </div>
            <div className={css.lineActions}>
              <Link
                to="/product/$slug"
                params={{ slug: line.var_slug }}
                className={buttonClass({ tone: 'secondary', size: 'sm' })}
              >
                {texts.viewDetail}
                {forItem}
              </Link>
              {isReturned(facts, item) ? (
                <p className={css.returned}>{texts.productReturned}</p>
              ) : actionable && mayReturn(facts, item) ? (
                <Button tone="secondary" size="sm" onClick={(event) => onReturn(item, event.currentTarget)}>
                  {texts.returnProduct}
                  {forItem}
                </Button>
              ) : null}
              {actionable && mayReview(facts, item) ? (
                <Button size="sm" onClick={(event) => onReview(item, event.currentTarget)}>
                  {texts.giveReview}
                  {forItem}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
