/**
 * Manage Addresses (product §2 profile, §4, §5): the address form and the delete
 * confirmation. With an address selected for edit the form updates it, otherwise it
 * creates one; every field is required and the type defaults to home; on success the
 * form closes and clears and the list reloads. Beyond the product, a failed save keeps
 * what was typed and retries, and deleting asks first and has its own pending and
 * failed states. The list itself is Query's: the machine marks it stale.
 */
import { assign, setup } from 'xstate';
import type { Schemas } from '../openapi/client';
import { failureMessage } from '../openapi/failure';
import { durations } from '../rules/durations';
import {
  addressInput,
  addressValues,
  emptyAddressValues,
  validateAddress,
  type Address,
  type AddressErrors,
  type AddressField,
  type AddressInput,
  type AddressValues,
} from './address.schemas';
import { effectActions, noEffects, provided } from './effects';

/** The screen's query keys: the machine marks them stale after each change and never spells them. */
export interface AddressQueryKeys {
  addresses: readonly unknown[];
}

export interface AddressMachineInput {
  queryKeys: AddressQueryKeys;
}

export interface UpdateAddressRequest {
  id: number;
  address: AddressInput;
}
export interface DeleteAddressRequest {
  id: number;
}
/** The part of each answer the machine reads: the server's message, fit to show. */
export type AddressAnswer = Schemas['MessageResult'];

export interface AddressContext {
  queryKeys: AddressQueryKeys;
  values: AddressValues;
  /** The address being edited; null while adding a new one. */
  editing: number | null;
  /** The address the delete dialog asks about. */
  target: Address | null;
  /** Refused submits: errors show from the first, and the UI focuses the first one each time. */
  submitAttempts: number;
  failure: string | undefined;
}

export type AddressEvent =
  | { type: 'ADD' }
  | { type: 'EDIT'; address: Address }
  | { type: 'CHANGE'; field: AddressField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DELETE'; address: Address }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

/** The messages under the fields: none until a submit was refused, then live. */
export function visibleAddressErrors(context: AddressContext): AddressErrors {
  return context.submitAttempts > 0 ? validateAddress(context.values) : {};
}

const toastOptions = { tone: 'success', placement: 'top-center', durationMs: durations.toast } as const;

/** The server's message as a toast, and the list reloaded. */
const announceAndReload = [
  {
    type: 'toast',
    params: ({ event }: { event: { output: { message: string } } }) => ({
      message: event.output.message,
      ...toastOptions,
    }),
  },
  {
    type: 'invalidate',
    params: ({ context }: { context: AddressContext }) => ({ queryKey: context.queryKeys.addresses }),
  },
] as const;

const toFailed = {
  target: 'failed',
  actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

const savedAndClosed = { target: '#address.idle', actions: [...announceAndReload, 'clearForm'] } as const;
const saveFailed = { ...toFailed, target: '#address.form.failed' } as const;

/** Which call a valid form makes: the product's rule, edit updates, otherwise create. */
const save = [
  { guard: 'editingSaved', target: 'updating', actions: 'clearFailure' },
  { target: 'creating', actions: 'clearFailure' },
] as const;

const close = { target: '#address.idle', actions: 'clearForm' } as const;

export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as AddressMachineInput,
  },
  actors: {
    /** The API's createAddress, provided by the app. */
    createAddress: provided<AddressAnswer, AddressInput>('createAddress'),
    /** The API's updateAddress, provided by the app. */
    updateAddress: provided<AddressAnswer, UpdateAddressRequest>('updateAddress'),
    /** The API's deleteAddress, provided by the app. */
    deleteAddress: provided<AddressAnswer, DeleteAddressRequest>('deleteAddress'),
  },
  actions: {
    ...effectActions(noEffects),
    openNew: assign({ values: emptyAddressValues, editing: null, submitAttempts: 0, failure: undefined }),
    openSaved: assign(({ event }) =>
      event.type === 'EDIT'
        ? {
            values: addressValues(event.address),
            editing: event.address.int_glcode,
            submitAttempts: 0,
            failure: undefined,
          }
        : {},
    ),
    updateValue: assign(({ context, event }) =>
      event.type === 'CHANGE' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    revealErrors: assign(({ context }) => ({ submitAttempts: context.submitAttempts + 1 })),
    clearForm: assign({ values: emptyAddressValues, editing: null, submitAttempts: 0, failure: undefined }),
    askDelete: assign(({ event }) => (event.type === 'DELETE' ? { target: event.address, failure: undefined } : {})),
    forgetTarget: assign({ target: null, failure: undefined }),
    clearFailure: assign({ failure: undefined }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateAddress(context.values)).length === 0,
    editingSaved: ({ context }) => context.editing !== null,
  },
}).createMachine({
  id: 'address',
  description: 'The Manage Addresses tab: the address form (add or edit) and deleting an address.',
  context: ({ input }) => ({
    queryKeys: input.queryKeys,
    values: emptyAddressValues,
    editing: null,
    target: null,
    submitAttempts: 0,
    failure: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The list with Add Address, and Edit and Delete on each address.',
      on: {
        ADD: { target: 'form', actions: 'openNew' },
        EDIT: { target: 'form', actions: 'openSaved' },
        DELETE: { target: 'removing', actions: 'askDelete' },
      },
    },
    form: {
      description: 'The address form, empty with the type home to add, filled to edit.',
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing; every field is required. A refused submit shows every message.',
          tags: ['form'],
          on: {
            CHANGE: { actions: 'updateValue' },
            SUBMIT: [
              { guard: 'formIsValid', target: 'saving' },
              { description: 'Nothing is sent; every missing field says so.', actions: 'revealErrors' },
            ],
            CLOSE: close,
          },
        },
        saving: {
          description: 'The form is being saved.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Edit updates, otherwise create (product §4).',
              always: save,
            },
            creating: {
              description: 'The new address is on its way.',
              tags: ['form', 'busy'],
              invoke: {
                id: 'createAddress',
                src: 'createAddress',
                input: ({ context }) => addressInput(context.values),
                onDone: savedAndClosed,
                onError: saveFailed,
              },
            },
            updating: {
              description: 'The changed address is on its way.',
              tags: ['form', 'busy'],
              invoke: {
                id: 'updateAddress',
                src: 'updateAddress',
                input: ({ context }) => ({ id: context.editing!, address: addressInput(context.values) }),
                onDone: savedAndClosed,
                onError: saveFailed,
              },
            },
          },
        },
        failed: {
          description: "The save failed: what was typed stays, the server's message shows, saving again retries.",
          tags: ['form', 'failed'],
          on: {
            CHANGE: { target: 'editing', actions: ['updateValue', 'clearFailure'] },
            SUBMIT: 'saving',
            CLOSE: close,
          },
        },
      },
    },
    removing: {
      description: 'Delete asks first.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'Asks whether to delete the address.',
          tags: ['deleteDialog'],
          on: { CONFIRM: 'deleting', CLOSE: { target: '#address.idle', actions: 'forgetTarget' } },
        },
        deleting: {
          description: 'The delete call is on its way.',
          tags: ['deleteDialog', 'busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ id: context.target!.int_glcode }),
            onDone: { target: '#address.idle', actions: [...announceAndReload, 'forgetTarget'] },
            onError: toFailed,
          },
        },
        failed: {
          description: "The delete failed: the server's message shows, confirming again retries.",
          tags: ['deleteDialog', 'failed'],
          on: {
            CONFIRM: { target: 'deleting', actions: 'clearFailure' },
            CLOSE: { target: '#address.idle', actions: 'forgetTarget' },
          },
        },
      },
    },
  },
});
