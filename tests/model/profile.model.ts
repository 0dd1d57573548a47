/**
 * The Profile tab's form as a model: typing is a first name given or emptied; the
 * server's answer and the 2 s of 'User Updated' are explicit events.
 */
import { assign, setup } from 'xstate';

export type ProfileModelEvent =
  | { type: 'TYPE_NAME' }
  | { type: 'CLEAR_FIRST_NAME' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'WAIT_2S' };

export interface ProfileModelContext {
  /** The first name is filled (the profile starts with one). */
  named: boolean;
  /** A submit was refused, so the message shows. */
  shown: boolean;
}

const typing = {
  TYPE_NAME: { target: '#profileModel.editing', actions: 'name' },
  CLEAR_FIRST_NAME: { target: '#profileModel.editing', actions: 'unname' },
} as const;

export const profileModel = setup({
  types: { context: {} as ProfileModelContext, events: {} as ProfileModelEvent },
  actions: {
    name: assign({ named: true }),
    unname: assign({ named: false }),
    reveal: assign({ shown: true }),
    saved: assign({ shown: false }),
  },
  guards: { isNamed: ({ context }) => context.named },
}).createMachine({
  id: 'profileModel',
  context: { named: true, shown: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...typing,
        SUBMIT: [
          { guard: 'isNamed', target: 'saving' },
          { target: 'editing', actions: 'reveal' },
        ],
      },
    },
    saving: { on: { SERVER_OK: { target: 'updated', actions: 'saved' }, SERVER_FAIL: 'failed' } },
    updated: { on: { ...typing, SUBMIT: 'saving', WAIT_2S: 'editing' } },
    failed: { on: { ...typing, SUBMIT: 'saving' } },
  },
});
