import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { contactMachine } from '#machines/contact.machine';
import { unwrap } from '#openapi/client';
import { api } from '#src/app/api/api';
import { inspect } from '#src/app/actors/inspect';

/** The contact machine on the real API. */
const liveContactMachine = contactMachine.provide({
  actors: {
    sendMessage: fromPromise(({ input }) => unwrap(api.POST('/contact', { body: input }))),
  },
});

/** The contact form's machine, one per form. */
export function useContactMachine() {
  return useMachine(liveContactMachine, { ...(inspect ? { inspect } : {}) });
}
