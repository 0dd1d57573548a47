import { useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { canCancel } from '#rules/orders';
import { texts } from '#rules/texts';
import { mayPrintInvoice, type OrderItem } from '#machines/order.machine';
import { idParam } from '#src/app/routing/routeParams';
import { Button, buttonClass } from '#src/ui/Button';
import { orderTexts, shellTexts } from '#src/ui/copy';
import { OrderStatusBadge } from '#src/ui/OrderStatusBadge';
import { Page } from '#src/ui/Page';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import { ActionDialog, type FormDialogState } from './ActionDialog';
import { OrderFacts } from './OrderFacts';
import { OrderLines, itemOf } from './OrderLines';
import { OrderStepper } from './OrderStepper';
import { orderQuery } from './queries';
import { ReturnDialog } from './ReturnDialog';
import { ReviewDialog } from './ReviewDialog';
import { useOrderMachine } from './useOrderMachine';
import { useReturnFocus } from './useReturnFocus';
import * as css from './orders.css';

export function OrderDetailPage() {
  const { id } = useParams({ from: '/_authed/orderdetail/$id' });
  const { data: order } = useSuspenseQuery(orderQuery(idParam(id)));
  // One machine per order: another order's page starts clean.
  return <OrderDetail key={order.int_glcode} order={order} />;
}

const titleOf = (order: Schemas['Order'], item: OrderItem | null) =>
  order.fk_product_arr.find((line) => {
    const lineItem = itemOf(line);
    return lineItem.fk_product === item?.fk_product && lineItem.fk_variant === item.fk_variant;
  })?.var_title ?? '';

/**
 * The order detail screen (product §2, §4): where the order is, where it goes and what it
 * cost, its products, and the actions the order machine allows. Buttons show what the
 * order allows (the machine's own rules); dialogs open, wait and fail by the machine's tags.
 */
function OrderDetail({ order }: { order: Schemas['Order'] }) {
  const [state, send] = useOrderMachine(order);
  const { context } = state;
  const progressHeading = useRef<HTMLHeadingElement>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const cancelFocus = useReturnFocus(progressHeading);
  const itemFocus = useReturnFocus(itemsHeading);
  // From the moment the cancel goes through, nothing else is offered until the reload shows C.
  const actionable = !state.hasTag('cancelled');
  const busy = state.hasTag('busy');
  const failure = state.hasTag('failed') ? context.failure : undefined;
  const itemTitle = titleOf(order, context.item);
  const formDialog = (open: boolean): FormDialogState => ({
    open,
    busy,
    failure,
    canSubmit: state.can({ type: 'SUBMIT' }),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onDismiss: () => send({ type: 'DISMISS' }),
    onCloseAutoFocus: itemFocus.onCloseAutoFocus,
  });

  return (
    <Page title={shellTexts.pages.orderDetailTitle(order.order_id)}>
      <div className={css.header}>
        <p className={css.meta}>
          <span>
            {shellTexts.pages.orderPlaced}{' '}
            {new Date(order.dt_createddate).toLocaleDateString('en-IN', { dateStyle: 'medium' })}
          </span>
          <OrderStatusBadge status={context.order.status} />
        </p>
        <div className={css.actions}>
          {actionable && canCancel(context.order.status) ? (
            <Button
              tone="secondary"
              onClick={(event) => {
                cancelFocus.remember(event.currentTarget);
                send({ type: 'CANCEL_ORDER' });
              }}
            >
              {texts.cancelOrder}
            </Button>
          ) : null}
          {mayPrintInvoice(context.order) ? (
            <Button onClick={() => send({ type: 'PRINT_INVOICE' })}>
              {texts.printInvoice}
              <VisuallyHidden.Root>{orderTexts.opensNewTab}</VisuallyHidden.Root>
            </Button>
          ) : null}
          {/* A link, opened by the click itself: its ticket is kept fresh by the order's query (queries.ts). */}
          {order.credit_note_url ? (
            <a
              className={buttonClass({ tone: 'secondary' })}
              href={order.credit_note_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.printCreditNote}
              <VisuallyHidden.Root>{orderTexts.opensNewTab}</VisuallyHidden.Root>
            </a>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="order-progress">
        <VisuallyHidden.Root asChild>
          <h2 id="order-progress" ref={progressHeading} tabIndex={-1}>
            {orderTexts.progress}
          </h2>
        </VisuallyHidden.Root>
        <OrderStepper status={context.order.status} />
      </section>

      <OrderFacts order={order} />

      <section aria-labelledby="order-items">
        <h2 id="order-items" ref={itemsHeading} tabIndex={-1} className={css.sectionTitle}>
          {shellTexts.pages.orderItems}
        </h2>
        <OrderLines
          lines={order.fk_product_arr}
          facts={context.order}
          actionable={actionable}
          onReturn={(item, opener) => {
            itemFocus.remember(opener);
            send({ type: 'RETURN_PRODUCT', item });
          }}
          onReview={(item, opener) => {
            itemFocus.remember(opener);
            send({ type: 'GIVE_REVIEW', item });
          }}
        />
      </section>

      <ActionDialog
        open={state.hasTag('cancelDialog')}
        title={orderTexts.cancelTitle}
        description={orderTexts.cancelText}
        busy={busy}
        failure={failure}
        submitLabel={texts.cancelOrder}
        busyLabel={orderTexts.cancelling}
        dismissLabel={orderTexts.keepOrder}
        onSubmit={() => send({ type: 'CONFIRM' })}
        onDismiss={() => send({ type: 'DISMISS' })}
        onCloseAutoFocus={cancelFocus.onCloseAutoFocus}
      />
      <ReturnDialog
        dialog={formDialog(state.hasTag('returnForm'))}
        title={itemTitle}
        reason={context.reason}
        onChange={(reason) => send({ type: 'CHANGE_REASON', reason })}
      />
      <ReviewDialog
        dialog={formDialog(state.hasTag('reviewForm'))}
        title={itemTitle}
        rating={context.rating}
        text={context.reviewText}
        onRating={(rating) => send({ type: 'CHANGE_RATING', rating })}
        onText={(text) => send({ type: 'CHANGE_REVIEW', text })}
      />
    </Page>
  );
}
