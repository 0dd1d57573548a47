/**
 * Manage Addresses as a model: typing is abstracted to a complete fill or one field
 * emptied; the server's answers are explicit events. `editing` says whether the form
 * was opened on a saved address (so saving updates) or to add one (so it creates).
 */
import { and, assign, setup } from 'xstate';

export type AddressModelEvent =
  | { type: 'ADD' }
  | { type: 'EDIT' }
  | { type: 'FILL_COMPLETE' }
  | { type: 'CLEAR_FIELD' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'CLOSE' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM' };

export interface AddressModelContext {
  /** Every field filled. */
  complete: boolean;
  /** The form edits a saved address. */
  editing: boolean;
  /** A submit was refused, so the messages show. */
  shown: boolean;
}

const closed: AddressModelContext = { complete: false, editing: false, shown: false };

const typing = {
  FILL_COMPLETE: { target: '#addressModel.form.editing', actions: 'markComplete' },
  CLEAR_FIELD: { target: '#addressModel.form.editing', actions: 'markIncomplete' },
} as const;

const save = [
  { guard: 'isEditing', target: '#addressModel.form.saving.updating' },
  { target: '#addressModel.form.saving.creating' },
] as const;

const saving = {
  on: { SERVER_OK: { target: '#addressModel.idle', actions: 'reset' }, SERVER_FAIL: '#addressModel.form.failed' },
} as const;

export const addressModel = setup({
  types: { context: {} as AddressModelContext, events: {} as AddressModelEvent },
  actions: {
    openNew: assign({ complete: false, editing: false, shown: false }),
    openSaved: assign({ complete: true, editing: true, shown: false }),
    markComplete: assign({ complete: true }),
    markIncomplete: assign({ complete: false }),
    reveal: assign({ shown: true }),
    reset: assign(closed),
  },
  guards: {
    isComplete: ({ context }) => context.complete,
    isEditing: ({ context }) => context.editing,
  },
}).createMachine({
  id: 'addressModel',
  context: closed,
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: { target: 'form', actions: 'openNew' },
        EDIT: { target: 'form', actions: 'openSaved' },
        DELETE: 'removing',
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...typing,
            SUBMIT: [
              { guard: and(['isComplete', 'isEditing']), target: 'saving.updating' },
              { guard: 'isComplete', target: 'saving.creating' },
              { target: 'editing', actions: 'reveal' },
            ],
            CLOSE: { target: '#addressModel.idle', actions: 'reset' },
          },
        },
        saving: {
          initial: 'creating',
          states: {
            creating: saving,
            updating: saving,
          },
        },
        failed: {
          on: { ...typing, SUBMIT: save, CLOSE: { target: '#addressModel.idle', actions: 'reset' } },
        },
      },
    },
    removing: {
      initial: 'confirming',
      states: {
        confirming: { on: { CONFIRM: 'deleting', CLOSE: '#addressModel.idle' } },
        deleting: { on: { SERVER_OK: '#addressModel.idle', SERVER_FAIL: 'failed' } },
        failed: { on: { CONFIRM: 'deleting', CLOSE: '#addressModel.idle' } },
      },
    },
  },
});
