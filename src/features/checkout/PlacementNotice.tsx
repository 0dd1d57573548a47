import { useId, type ReactNode } from 'react';
import type { CartChange } from '#machines/checkout.changes';
import type { CheckoutSnapshot } from './checkoutActor';
import { Button } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { formatPrice } from '#src/ui/price';
import { Spinner } from '#src/ui/Spinner';
import { useFocusOnShow } from './useFocusOnShow';
import * as css from './checkout.css';

type Send = (event: { type: 'RETRY' } | { type: 'RETRY_PAYMENT' } | { type: 'CANCEL_PAYMENT' }) => void;

const copy = checkoutTexts;

function changeText(change: CartChange): string {
  switch (change.kind) {
    case 'price':
      return copy.change.price(change.title, formatPrice(change.from), formatPrice(change.to));
    case 'quantity':
      return copy.change.quantity(change.title, change.from, change.to);
    case 'removed':
      return copy.change.removed(change.title);
    case 'added':
      return copy.change.added(change.title);
    case 'short':
      return copy.change.short(change.title, change.message);
    case 'coupon':
      return copy.change.coupon(change.message);
    case 'total':
      return copy.change.total(formatPrice(change.from), formatPrice(change.to));
  }
}

interface NoticeProps {
  tone: keyof typeof css.notice;
  title: string;
  /** Focus moves here when it appears; not while a dialog has it. */
  focus?: boolean;
  children: ReactNode;
}

/** What happened to the order and what to do, as a named region that takes focus. */
function Notice({ tone, title, focus = true, children }: NoticeProps) {
  const titleId = useId();
  const ref = useFocusOnShow<HTMLElement>(focus ? title : null);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={css.notice[tone]}
      data-testid="checkout-notice"
    >
      <h3 id={titleId} className={css.noticeTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

const heldUntil = (expiresAt: string) =>
  copy.heldUntil(new Date(expiresAt).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' }));

/** The plainer messages: the server's words (if any), what to do, and Retry where it helps. */
const simple = [
  { tag: 'refused', tone: 'error', title: copy.refusedTitle, text: copy.refusedText },
  { tag: 'failed', tone: 'error', title: copy.failedTitle, text: copy.failedText, retry: true },
  { tag: 'paymentExpired', tone: 'warning', title: copy.expiredTitle, text: copy.expiredText },
  { tag: 'refunded', tone: 'error', title: copy.refundedTitle, text: copy.refundedText },
  { tag: 'confirmFailed', tone: 'error', title: copy.confirmFailedTitle, text: copy.confirmFailedText, retry: true },
  { tag: 'settleFailed', tone: 'error', title: copy.settleFailedTitle, text: copy.settleFailedText, retry: true },
] as const;

/** A payment call on its way, said in words beside the spinner. */
const calls = [
  ['cancellingPayment', copy.cancellingPayment],
  ['confirmingPayment', copy.confirmingPayment],
  ['settlingPayment', copy.settlingPayment],
] as const;

/** The message of the placement's state, if it has one (the UI asks with tags). */
export function PlacementNotice({ state, send }: { state: CheckoutSnapshot; send: Send }) {
  const { message, changes, paymentOrder, cart } = state.context;
  const server = message ? <p>{message}</p> : null;
  if (state.hasTag('reviewing')) {
    // A cart emptied meanwhile (ordered from another window, as the server's message says) has nothing to confirm.
    const emptied = cart?.data.length === 0;
    return (
      <Notice tone="warning" title={copy.reviewTitle}>
        {server}
        <ul className={css.changes}>
          {changes.map((change) => (
            <li key={`${change.kind}-${'title' in change ? change.title : ''}`}>{changeText(change)}</li>
          ))}
        </ul>
        {emptied ? null : <p>{copy.reviewText}</p>}
      </Notice>
    );
  }
  if (state.hasTag('providerOpen') && paymentOrder) {
    return (
      <Notice tone="info" title={copy.payingTitle} focus={false}>
        <p>{copy.payingText}</p>
        <p>{heldUntil(paymentOrder.expires_at)}</p>
      </Notice>
    );
  }
  if (state.hasTag('declined')) {
    return (
      <Notice tone="error" title={copy.declinedTitle}>
        {server}
        <p>{copy.declinedText}</p>
        {paymentOrder ? <p>{heldUntil(paymentOrder.expires_at)}</p> : null}
        <div className={css.noticeActions}>
          <Button onClick={() => send({ type: 'RETRY_PAYMENT' })}>{copy.tryAgain}</Button>
          <Button tone="secondary" onClick={() => send({ type: 'CANCEL_PAYMENT' })}>
            {copy.cancelPayment}
          </Button>
        </div>
      </Notice>
    );
  }
  if (state.hasTag('paymentCancelled')) {
    return (
      <Notice tone="info" title={copy.cancelledTitle}>
        <p>{message ? copy.cancelNotReached(message) : copy.cancelledText}</p>
      </Notice>
    );
  }
  const call = calls.find(([tag]) => state.hasTag(tag));
  if (call) {
    return (
      <Notice tone="info" title={call[1]}>
        <Spinner label={call[1]} />
      </Notice>
    );
  }
  const notice = simple.find(({ tag }) => state.hasTag(tag));
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} title={notice.title}>
      {server}
      <p>{notice.text}</p>
      {'retry' in notice ? (
        <div className={css.noticeActions}>
          <Button onClick={() => send({ type: 'RETRY' })}>{copy.retry}</Button>
        </div>
      ) : null}
    </Notice>
  );
}

/** product §4: the order is placed; /thankyou opens after 2 s. */
export function PlacedNotice() {
  return (
    <Notice tone="success" title={copy.placedTitle}>
      <p>{copy.placedText}</p>
    </Notice>
  );
}
