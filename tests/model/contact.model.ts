/**
 * The contact form as a model: typing is abstracted to a complete or an incomplete
 * fill; the server's answer and the 3 s notice are explicit events.
 */
import { assign, setup } from 'xstate';

export type ContactModelEvent =
  | { type: 'TYPE_COMPLETE' }
  | { type: 'TYPE_INCOMPLETE' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'WAIT_3S' };

const typing = {
  TYPE_COMPLETE: { target: '#contactModel.editing', actions: 'markComplete' },
  TYPE_INCOMPLETE: { target: '#contactModel.editing', actions: 'markIncomplete' },
} as const;

export const contactModel = setup({
  types: {
    context: {} as { complete: boolean; typed: boolean },
    events: {} as ContactModelEvent,
  },
  actions: {
    markComplete: assign({ complete: true, typed: true }),
    markIncomplete: assign({ complete: false, typed: true }),
    clear: assign({ complete: false, typed: false }),
  },
  guards: {
    isComplete: ({ context }) => context.complete,
  },
}).createMachine({
  id: 'contactModel',
  context: { complete: false, typed: false },
  initial: 'editing',
  states: {
    editing: { on: { ...typing, SUBMIT: { guard: 'isComplete', target: 'sending' } } },
    sending: { on: { SERVER_OK: { target: 'sent', actions: 'clear' }, SERVER_FAIL: 'failed' } },
    sent: { on: { ...typing, WAIT_3S: 'editing' } },
    failed: { on: { ...typing, SUBMIT: { guard: 'isComplete', target: 'sending' } } },
  },
});
