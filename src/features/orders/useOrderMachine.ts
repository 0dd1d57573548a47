import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { unwrap, type Schemas } from '#openapi/client';
import { effectActions } from '#machines/effects';
import {
  orderMachine,
  type ActionResult,
  type CancelRequest,
  type ReturnRequest,
  type ReviewRequest,
} from '#machines/order.machine';
import { api } from '#src/app/api/api';
import { appEffects, openInNewTab } from '#src/app/actors/effects';
import { inspect } from '#src/app/actors/inspect';
import { profileQuery } from '#src/app/queries/profileQuery';
import { queryClient } from '#src/app/queries/queryClient';
import { orderMachineKeys } from './queries';

/** The order machine on the real API, with the app's toast, reload and new-tab effects. */
const liveOrderMachine = orderMachine.provide({
  actors: {
    cancelOrder: fromPromise<ActionResult, CancelRequest>(({ input }) =>
      unwrap(api.PUT('/orders/{id}/cancel', { params: { path: { id: input.id } } })),
    ),
    returnProduct: fromPromise<ActionResult, ReturnRequest>(({ input }) => unwrap(api.PUT('/return', { body: input }))),
    // The contract wants the reviewer in the body; it is the account's own, read (or
    // fetched) only now, so a profile that fails to load fails this review, not the screen.
    createReview: fromPromise<ActionResult, ReviewRequest>(async ({ input }) => {
      const { user_id, var_email, var_name } = await queryClient.fetchQuery(profileQuery());
      return unwrap(api.POST('/review', { body: { ...input, user_id, var_email, var_name } }));
    }),
  },
  actions: {
    ...effectActions(appEffects),
    openInvoice: (_, { url }) => openInNewTab(url),
  },
});

/**
 * The screen's order machine. The order stays Query's: every reload (after an action,
 * on focus, or to keep the invoice link fresh) is passed on with ORDER_LOADED.
 */
export function useOrderMachine(order: Schemas['Order']) {
  const [state, send] = useMachine(liveOrderMachine, {
    input: { order, queryKeys: orderMachineKeys(order.int_glcode) },
    ...(inspect ? { inspect } : {}),
  });
  useEffect(() => send({ type: 'ORDER_LOADED', order }), [send, order]);
  return [state, send] as const;
}
