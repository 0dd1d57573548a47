import type { FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { visibleFulfilmentErrors } from '#machines/fulfilment.machine';
import { textLimits } from '#rules/limits';
import type { OrderStatus } from '#rules/orders';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import * as page from '../admin-page.css';
import * as css from './orders.css';
import { useFulfilment } from './useFulfilment';

/** The order's next step, by the fulfilment statechart: one button or one form at a time. */
export function FulfilmentPanel({
  orderId,
  status,
  loadedAt,
  may,
}: {
  orderId: number;
  status: OrderStatus;
  loadedAt: number;
  may: { orders: boolean; shipping: boolean };
}) {
  const [state, send] = useFulfilment(orderId, status, loadedAt);
  const { context } = state;
  const busy = state.hasTag('busy');
  const errors = visibleFulfilmentErrors(context);
  // A form stays up while its step is sent and after it fails: what was typed is never out of sight.
  const form =
    (context.step === 'ship' || context.step === 'cancel') && !state.matches('ready') && !state.matches('stale');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const change =
    (field: 'carrier' | 'trackingNumber' | 'trackingUrl' | 'reason') => (event: { target: { value: string } }) =>
      send({ type: 'CHANGE', field, value: event.target.value });

  return (
    <section className={page.panel} aria-labelledby="fulfilment-title" aria-busy={busy}>
      <h2 id="fulfilment-title" className={page.panelTitle}>
        Fulfilment
      </h2>
      <FormStatus message={context.done} tone="success" />
      <FormStatus message={context.failure} tone="error" />
      {state.matches('stale') && <p className={page.muted}>Loading the order as it is now…</p>}
      {state.matches({ ready: 'finished' }) && <p className={page.muted}>No step is left for this order.</p>}
      {(state.matches('ready') || (state.matches('failed') && !form)) && (
        <div className={css.actions}>
          {state.matches({ ready: 'toProcess' }) && may.orders && (
            <Button onClick={() => send({ type: 'PROCESS' })}>Process</Button>
          )}
          {state.matches({ ready: 'toShip' }) && may.shipping && (
            <Button onClick={() => send({ type: 'OPEN_SHIP' })}>Ship…</Button>
          )}
          {state.matches({ ready: 'inTransit' }) && may.shipping && (
            <Button onClick={() => send({ type: 'DELIVER' })}>Mark delivered</Button>
          )}
          {state.matches('failed') && (
            <>
              <Button onClick={() => send({ type: 'SUBMIT' })}>Try again</Button>
              <Button tone="ghost" onClick={() => send({ type: 'CLOSE' })}>
                Close
              </Button>
            </>
          )}
          {state.matches('ready') && may.orders && state.can({ type: 'OPEN_CANCEL' }) && (
            <Button tone="secondary" onClick={() => send({ type: 'OPEN_CANCEL' })}>
              Cancel order…
            </Button>
          )}
        </div>
      )}
      {busy && (
        <p className={page.muted} role="status">
          Sending…
        </p>
      )}
      {form && context.step === 'ship' && (
        <form onSubmit={submit} noValidate aria-label="Ship" className={page.panel}>
          <FormField
            label="Carrier"
            value={context.shipment.carrier}
            maxLength={textLimits.carrier}
            autoComplete="off"
            error={errors.carrier}
            onChange={change('carrier')}
            autoFocus
          />
          <FormField
            label="Tracking number"
            value={context.shipment.trackingNumber}
            maxLength={textLimits.trackingNumber}
            autoComplete="off"
            error={errors.trackingNumber}
            onChange={change('trackingNumber')}
          />
          <FormField
            label="Tracking link (optional)"
            type="url"
            inputMode="url"
            value={context.shipment.trackingUrl}
            maxLength={textLimits.trackingUrl}
            autoComplete="off"
            error={errors.trackingUrl}
            onChange={change('trackingUrl')}
          />
          <div className={css.actions}>
            <Button type="submit" disabled={busy}>
              Ship
            </Button>
            <Button tone="ghost" onClick={() => send({ type: 'CLOSE' })} disabled={busy}>
              Close
            </Button>
          </div>
        </form>
      )}
      {form && context.step === 'cancel' && (
        <form onSubmit={submit} noValidate aria-label="Cancel order" className={page.panel}>
          <label htmlFor="cancel-reason">Why is it cancelled? The order keeps your reason.</label>
          <textarea
            id="cancel-reason"
            className={css.textarea}
            value={context.reason}
            maxLength={textLimits.staffReason}
            onChange={change('reason')}
            aria-invalid={context.typed.reason && !context.reason.trim() ? true : undefined}
            aria-describedby={context.typed.reason && !context.reason.trim() ? 'cancel-reason-error' : undefined}
            autoFocus
          />
          {context.typed.reason && !context.reason.trim() && (
            <p id="cancel-reason-error" className={page.muted}>
              {adminTexts.orders.reasonNeeded}
            </p>
          )}
          <div className={css.actions}>
            <Button type="submit" disabled={busy}>
              Cancel the order
            </Button>
            <Button tone="ghost" onClick={() => send({ type: 'CLOSE' })} disabled={busy}>
              Keep it
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
