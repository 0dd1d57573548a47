import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { addressMachine } from '#machines/address.machine';
import { effectActions } from '#machines/effects';
import { unwrap } from '#openapi/client';
import { api } from '#src/app/api/api';
import { addressesQuery } from '#src/app/queries/addressesQuery';
import { appEffects } from '#src/app/actors/effects';
import { inspect } from '#src/app/actors/inspect';

/** The address machine on the real API, with the app's effects. */
const liveAddressMachine = addressMachine.provide({
  actors: {
    createAddress: fromPromise(({ input }) => unwrap(api.POST('/address', { body: input }))),
    updateAddress: fromPromise(({ input: { id, address } }) =>
      unwrap(api.PUT('/address/{id}', { params: { path: { id } }, body: address })),
    ),
    deleteAddress: fromPromise(({ input: { id } }) =>
      unwrap(api.DELETE('/address/{id}', { params: { path: { id } } })),
    ),
  },
  actions: effectActions(appEffects),
});

/** Manage Addresses' machine: its form and delete dialogs reload the list through the app. */
export function useAddressMachine() {
  return useMachine(liveAddressMachine, {
    input: { queryKeys: { addresses: addressesQuery().queryKey } },
    ...(inspect ? { inspect } : {}),
  });
}
