import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Schemas } from '#openapi/client';
import { unwrap } from '#openapi/client';
import { textLimits } from '#rules/limits';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { formatPrice } from '#src/ui/price';
import * as page from '../admin-page.css';
import { adminApi } from '../api';
import { adminOrderKey } from './queries';
import * as css from './orders.css';

type Payment = Schemas['AdminOrderDetail']['payment'];

/**
 * A refund of some or all of what is left: the returned lines' share offered first. An online payment goes back
 * through the provider; a cash order's is recorded as given by hand, with its reference. The owner's alone.
 */
export function RefundPanel({ orderId, payment }: { orderId: number; payment: Payment }) {
  const queryClient = useQueryClient();
  const byHand = payment.mode === 'C';
  const [amount, setAmount] = useState(payment.returned_share > 0 ? payment.returned_share.toFixed(2) : '');
  const [method, setMethod] = useState<'cash' | 'bank'>('bank');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/orders/{orderId}/refunds', {
          params: { path: { orderId } },
          body: {
            amount: Number(amount),
            reason: reason.trim(),
            ...(byHand ? { method, reference: reference.trim() } : {}),
          },
        }),
      ),
    onSuccess: () => {
      setAmount('');
      setReference('');
      setReason('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
  const amountWrong = amount !== '' && !/^\d{1,7}(\.\d{1,2})?$/.test(amount.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount && !amountWrong) refund.mutate();
  };
  if (payment.refundable <= 0 && !refund.data) return null;
  return (
    <form onSubmit={submit} noValidate aria-label="Refund" className={page.panel}>
      <h3 className={page.panelTitle}>Refund</h3>
      <p className={page.muted}>
        {formatPrice(payment.refundable)} left to refund
        {payment.returned_share > 0 ? `; the returned goods' share is ${formatPrice(payment.returned_share)}` : ''}.
      </p>
      <FormField
        label="Amount (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountWrong ? texts.refunds.amount : undefined}
      />
      {byHand && (
        <>
          <fieldset className={page.row}>
            <legend>Given back by</legend>
            {(['bank', 'cash'] as const).map((way) => (
              <label key={way}>
                <input type="radio" name="refund-method" checked={method === way} onChange={() => setMethod(way)} />{' '}
                {way === 'bank' ? 'UPI or bank transfer' : 'Cash'}
              </label>
            ))}
          </fieldset>
          <FormField
            label="UPI or bank reference"
            value={reference}
            maxLength={textLimits.refundReference}
            onChange={(event) => setReference(event.target.value)}
          />
        </>
      )}
      <FormField
        label="Reason"
        value={reason}
        maxLength={textLimits.staffReason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormStatus message={refund.error?.message} tone="error" />
      <FormStatus message={refund.data?.message} tone="success" />
      <div className={css.actions}>
        <Button type="submit" disabled={refund.isPending || !amount || amountWrong}>
          {byHand ? 'Record the refund' : 'Refund to the card'}
        </Button>
      </div>
    </form>
  );
}
