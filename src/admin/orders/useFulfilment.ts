import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { effectActions, noEffects } from '#machines/effects';
import { fulfilmentMachine, type StepRequest } from '#machines/fulfilment.machine';
import { unwrap } from '#openapi/client';
import type { OrderStatus } from '#rules/orders';
import { adminApi } from '../api';
import { adminOrderKey, adminOrdersKey } from './queries';

/** One step over the contract: each has its operation, and the area it needs. */
function takeStep(orderId: number, request: StepRequest) {
  const path = { params: { path: { orderId } } };
  switch (request.step) {
    case 'process':
      return unwrap(adminApi.POST('/admin/orders/{orderId}/process', path));
    case 'deliver':
      return unwrap(adminApi.POST('/admin/orders/{orderId}/deliver', path));
    case 'ship': {
      const { carrier, tracking_number, tracking_url } = request;
      return unwrap(
        adminApi.POST('/admin/orders/{orderId}/ship', { ...path, body: { carrier, tracking_number, tracking_url } }),
      );
    }
    case 'cancel':
      return unwrap(adminApi.POST('/admin/orders/{orderId}/cancel', { ...path, body: { reason: request.reason } }));
  }
}

/**
 * The order page's fulfilment machine on the real API. The order stays Query's: every reload is passed on with
 * ORDER_LOADED, and the machine's reload marks the order and the list stale.
 */
export function useFulfilment(orderId: number, status: OrderStatus, loadedAt: number) {
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    fulfilmentMachine.provide({
      actors: { takeStep: fromPromise<{ message: string }, StepRequest>(({ input }) => takeStep(orderId, input)) },
      actions: effectActions({
        ...noEffects,
        invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
      }),
    }),
    { input: { status, queryKeys: { order: adminOrderKey(orderId), orders: adminOrdersKey } } },
  );
  useEffect(() => send({ type: 'ORDER_LOADED', status }), [send, status, loadedAt]);
  return [state, send] as const;
}
