/**
 * An order's fulfilment in the back office as a model, from a Received order: Process, Ship (a form), Deliver, and
 * Cancel (a form) while it can be. Typing is a valid or an invalid fill of the open form; the server's answers are
 * explicit events: SERVER_CONFLICT is a second person who took the same step first, and ORDER_LOADED a reload of
 * the order: after a conflict it shows the order as she left it.
 */
import { assign, setup } from 'xstate';
import type { FulfilmentInput, FulfilmentStep } from '#machines/fulfilment.machine';

export type FulfilmentModelEvent =
  | { type: 'PROCESS' }
  | { type: 'DELIVER' }
  | { type: 'OPEN_SHIP' }
  | { type: 'OPEN_CANCEL' }
  | { type: 'TYPE_VALID' }
  | { type: 'TYPE_INVALID' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'SERVER_CONFLICT' }
  | { type: 'ORDER_LOADED' };

export interface FulfilmentModelContext {
  status: 'A' | 'P' | 'S' | 'D' | 'C';
  step: FulfilmentStep | null;
  /** The open form could be sent. */
  valid: boolean;
}

const after = { process: 'P', ship: 'S', deliver: 'D', cancel: 'C' } as const;

const typing = { TYPE_VALID: { actions: 'markValid' }, TYPE_INVALID: { actions: 'markInvalid' } } as const;

export const fulfilmentModel = setup({
  types: { context: {} as FulfilmentModelContext, events: {} as FulfilmentModelEvent, input: {} as FulfilmentInput },
  guards: {
    atReceived: ({ context }) => context.status === 'A',
    atProcessed: ({ context }) => context.status === 'P',
    atShipped: ({ context }) => context.status === 'S',
    cancellable: ({ context }) => ['A', 'P', 'S'].includes(context.status),
    isValid: ({ context }) => context.valid,
    hasForm: ({ context }) => context.step === 'ship' || context.step === 'cancel',
    mayRetry: ({ context }) => context.valid || context.step === 'process' || context.step === 'deliver',
  },
  actions: {
    choose: assign((_, params: { step: FulfilmentStep }) => ({ step: params.step, valid: false })),
    markValid: assign({ valid: true }),
    markInvalid: assign({ valid: false }),
    moved: assign(({ context }) => ({ status: after[context.step!], step: null, valid: false })),
    forget: assign({ step: null, valid: false }),
  },
}).createMachine({
  id: 'fulfilmentModel',
  context: ({ input }) => ({ status: input.status as FulfilmentModelContext['status'], step: null, valid: false }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'choosing',
      on: {
        // Every reload of the order while no form is open: it finds the order as the model has it.
        ORDER_LOADED: '.choosing',
        OPEN_CANCEL: {
          guard: 'cancellable',
          target: 'cancelForm',
          actions: { type: 'choose', params: { step: 'cancel' } },
        },
      },
      states: {
        choosing: {
          always: [
            { guard: 'atReceived', target: 'toProcess' },
            { guard: 'atProcessed', target: 'toShip' },
            { guard: 'atShipped', target: 'inTransit' },
            { target: 'finished' },
          ],
        },
        toProcess: {
          on: {
            PROCESS: { target: '#fulfilmentModel.sending', actions: { type: 'choose', params: { step: 'process' } } },
          },
        },
        toShip: {
          on: {
            OPEN_SHIP: { target: '#fulfilmentModel.shipForm', actions: { type: 'choose', params: { step: 'ship' } } },
          },
        },
        inTransit: {
          on: {
            DELIVER: { target: '#fulfilmentModel.sending', actions: { type: 'choose', params: { step: 'deliver' } } },
          },
        },
        finished: {},
      },
    },
    shipForm: {
      on: { ...typing, SUBMIT: { guard: 'isValid', target: 'sending' }, CLOSE: { target: 'ready', actions: 'forget' } },
    },
    cancelForm: {
      on: { ...typing, SUBMIT: { guard: 'isValid', target: 'sending' }, CLOSE: { target: 'ready', actions: 'forget' } },
    },
    sending: {
      on: {
        SERVER_OK: { target: 'ready', actions: 'moved' },
        SERVER_FAIL: 'failed',
        // Someone else took the same step first: the reload finds the order where the step would have left it.
        SERVER_CONFLICT: 'stale',
      },
    },
    failed: {
      on: {
        TYPE_VALID: { guard: 'hasForm', actions: 'markValid' },
        TYPE_INVALID: { guard: 'hasForm', actions: 'markInvalid' },
        SUBMIT: { guard: 'mayRetry', target: 'sending' },
        CLOSE: { target: 'ready', actions: 'forget' },
      },
    },
    stale: { on: { ORDER_LOADED: { target: 'ready', actions: 'moved' } } },
  },
});
