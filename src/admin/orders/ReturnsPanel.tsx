import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '#rules/admin-texts';
import { useState } from 'react';
import type { Schemas } from '#openapi/client';
import { unwrap } from '#openapi/client';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormStatus } from '#src/ui/FormStatus';
import * as page from '../admin-page.css';
import { adminApi } from '../api';
import { adminOrderKey, adminOrdersKey } from './queries';
import * as css from './orders.css';

type Return = Schemas['AdminOrderDetail']['returns'][number];
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** The returns the shopper asked for: each received (back on sale or not) or declined with a reason, line by line. */
export function ReturnsPanel({ orderId, returns }: { orderId: number; returns: Return[] }) {
  if (returns.length === 0) return null;
  return (
    <section className={page.panel} aria-labelledby="returns-title">
      <h2 id="returns-title" className={page.panelTitle}>
        Returns
      </h2>
      {returns.map((asked) => (
        <ReturnLine key={asked.variant_id} orderId={orderId} asked={asked} />
      ))}
    </section>
  );
}

function ReturnLine({ orderId, asked }: { orderId: number; asked: Return }) {
  const queryClient = useQueryClient();
  const [restock, setRestock] = useState(true);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const settled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
    ]);
  const path = { params: { path: { orderId } } };
  const receive = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/orders/{orderId}/returns/receive', {
          ...path,
          body: { variant_id: asked.variant_id, restock },
        }),
      ),
    onSettled: settled,
  });
  const decline = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/orders/{orderId}/returns/decline', {
          ...path,
          body: { variant_id: asked.variant_id, reason: reason.trim() },
        }),
      ),
    onSettled: settled,
  });
  const idPrefix = `return-${asked.variant_id}`;
  return (
    <article className={css.entry} aria-label={`Return of ${asked.title}`}>
      <strong>{asked.title}</strong>
      <p className={page.muted}>
        Asked {day.format(new Date(asked.asked_at))}: “{asked.reason}”
      </p>
      {asked.received_at ? (
        <p className={page.muted}>
          Back on {day.format(new Date(asked.received_at))},{' '}
          {asked.restocked ? 'on sale again' : 'not put back on sale'}.
        </p>
      ) : (
        <>
          <label className={page.row}>
            <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
            Put it back on sale
          </label>
          <div className={css.actions}>
            <Button size="sm" onClick={() => receive.mutate()} disabled={receive.isPending}>
              Goods received
            </Button>
            <Button size="sm" tone="secondary" onClick={() => setDeclining(true)} disabled={declining}>
              Decline…
            </Button>
          </div>
          {declining && (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim()) decline.mutate();
              }}
              className={page.panel}
            >
              <label htmlFor={`${idPrefix}-reason`}>Why is it declined? The shopper is mailed your reason.</label>
              <textarea
                id={`${idPrefix}-reason`}
                className={css.textarea}
                value={reason}
                maxLength={textLimits.staffReason}
                onChange={(event) => setReason(event.target.value)}
                autoFocus
              />
              {decline.isError || reason.trim() ? null : <p className={page.muted}>{adminTexts.orders.reasonNeeded}</p>}
              <div className={css.actions}>
                <Button type="submit" size="sm" disabled={decline.isPending || !reason.trim()}>
                  Decline the return
                </Button>
                <Button size="sm" tone="ghost" onClick={() => setDeclining(false)}>
                  Keep it
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      <FormStatus message={receive.error?.message ?? decline.error?.message} tone="error" />
      <FormStatus message={receive.data?.message ?? decline.data?.message} tone="success" />
    </article>
  );
}
