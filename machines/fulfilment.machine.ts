/**
 * An order's fulfilment in the back office (issue 52): Process, Ship with a carrier and tracking number, Deliver, and
 * Cancel with a reason, each offered only where the order stands. A call has its pending and failed states; a failure
 * keeps what was typed and retries. Two people acting on one order at once: the second is refused (409) and told in
 * words, and the machine waits for the order as it is now. The order itself is Query's: the screen hands its status
 * in as input and again with ORDER_LOADED after every reload.
 */
import { assign, setup } from 'xstate';
import { ApiError, failureMessage } from '../openapi/failure';
import { canCancel, type OrderStatus } from '../rules/orders';
import { shipmentFieldProblems } from '../rules/shipment';
import { effectActions, noEffects, provided, type QueryKey } from './effects';

export type FulfilmentStep = 'process' | 'ship' | 'deliver' | 'cancel';

export interface ShipmentFields {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

export type FulfilmentField = keyof ShipmentFields | 'reason';

/** One step as the screen's provided actor sends it: the ship's fields and the cancel's reason trimmed. */
export type StepRequest =
  | { step: 'process' | 'deliver' }
  | { step: 'ship'; carrier: string; tracking_number: string; tracking_url: string }
  | { step: 'cancel'; reason: string };

export interface FulfilmentInput {
  status: OrderStatus;
  /** The order's query, and the list's: marked stale after every call. */
  queryKeys: { order: QueryKey; orders: QueryKey };
}

export interface FulfilmentContext extends FulfilmentInput {
  step: FulfilmentStep | null;
  shipment: ShipmentFields;
  reason: string;
  /** Fields typed into: a problem shows only there. */
  typed: Partial<Record<FulfilmentField, true>>;
  failure: string | undefined;
  /** The server's sentence for the last step taken. */
  done: string | undefined;
}

export type FulfilmentEvent =
  | { type: 'ORDER_LOADED'; status: OrderStatus }
  | { type: 'PROCESS' }
  | { type: 'DELIVER' }
  | { type: 'OPEN_SHIP' }
  | { type: 'OPEN_CANCEL' }
  | { type: 'CHANGE'; field: FulfilmentField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

const emptyShipment: ShipmentFields = { carrier: '', trackingNumber: '', trackingUrl: '' };

/** Where each step leaves the order, as the server will say once the reload lands. */
const statusAfter: Record<FulfilmentStep, OrderStatus> = { process: 'P', ship: 'S', deliver: 'D', cancel: 'C' };

/** The problems of the ship form, by field, as the server would refuse them; an empty link is no link. */
export const shipmentErrors = (fields: ShipmentFields) =>
  shipmentFieldProblems({
    carrier: fields.carrier,
    trackingNumber: fields.trackingNumber,
    trackingUrl: fields.trackingUrl.trim() || null,
  });

/** The errors the form shows: only of the fields typed into. */
export function visibleFulfilmentErrors(context: FulfilmentContext): Partial<Record<FulfilmentField, string>> {
  const errors = shipmentErrors(context.shipment);
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => context.typed[field as FulfilmentField]),
  ) as Partial<Record<FulfilmentField, string>>;
}

const reload = [
  {
    type: 'invalidate',
    params: ({ context }: { context: FulfilmentContext }) => ({ queryKey: context.queryKeys.order }),
  },
  {
    type: 'invalidate',
    params: ({ context }: { context: FulfilmentContext }) => ({ queryKey: context.queryKeys.orders }),
  },
] as const;

export const fulfilmentMachine = setup({
  types: {
    context: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
    input: {} as FulfilmentInput,
  },
  actors: {
    /** The back office's processAdminOrder, shipAdminOrder, deliverAdminOrder or cancelAdminOrder, provided by the app. */
    takeStep: provided<{ message: string }, StepRequest>('takeStep'),
  },
  actions: {
    ...effectActions(noEffects),
    takeStatus: assign(({ event }) => (event.type === 'ORDER_LOADED' ? { status: event.status } : {})),
    choose: assign((_, params: { step: FulfilmentStep }) => ({
      step: params.step,
      failure: undefined,
      done: undefined,
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const typed = { ...context.typed, [event.field]: true as const };
      return event.field === 'reason'
        ? { reason: event.value, typed }
        : { shipment: { ...context.shipment, [event.field]: event.value }, typed };
    }),
    stepDone: assign(({ context }, params: { message: string }) => ({
      status: statusAfter[context.step!],
      done: params.message,
      step: null,
      shipment: emptyShipment,
      reason: '',
      typed: {},
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
    forgetStep: assign({ step: null, failure: undefined }),
    clearFailure: assign({ failure: undefined }),
  },
  guards: {
    atReceived: ({ context }) => context.status === 'A',
    atProcessed: ({ context }) => context.status === 'P',
    atShipped: ({ context }) => context.status === 'S',
    cancellable: ({ context }) => canCancel(context.status),
    /** Carrier and tracking number as the server takes them; the link may be left empty. */
    shipmentValid: ({ context }) => Object.keys(shipmentErrors(context.shipment)).length === 0,
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    formValid: ({ context }) =>
      context.step === 'ship'
        ? Object.keys(shipmentErrors(context.shipment)).length === 0
        : context.step !== 'cancel' || context.reason.trim().length > 0,
    /** Someone else moved the order first. */
    changedMeanwhile: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.status === 409,
  },
}).createMachine({
  id: 'fulfilment',
  description: "An order's steps in the back office: process, ship, deliver, cancel.",
  context: ({ input }) => ({
    ...input,
    step: null,
    shipment: emptyShipment,
    reason: '',
    typed: {},
    failure: undefined,
    done: undefined,
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'No form open: the step the status allows shows, and Cancel while the order can be cancelled.',
      initial: 'choosing',
      on: {
        ORDER_LOADED: { target: '.choosing', actions: 'takeStatus' },
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
          description: 'Received: Process.',
          on: { PROCESS: { target: '#fulfilment.sending', actions: { type: 'choose', params: { step: 'process' } } } },
        },
        toShip: {
          description: 'Processed: Ship opens the form for the carrier and tracking number.',
          on: { OPEN_SHIP: { target: '#fulfilment.shipForm', actions: { type: 'choose', params: { step: 'ship' } } } },
        },
        inTransit: {
          description: 'Shipped: Deliver.',
          on: { DELIVER: { target: '#fulfilment.sending', actions: { type: 'choose', params: { step: 'deliver' } } } },
        },
        finished: { description: 'Delivered, cancelled or returned: no step is left.' },
      },
    },
    shipForm: {
      description: 'Carrier, tracking number and an optional tracking link; a problem shows beside its field.',
      tags: ['form'],
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { guard: 'shipmentValid', target: 'sending' },
        CLOSE: { target: 'ready', actions: 'forgetStep' },
      },
    },
    cancelForm: {
      description: 'The reason, which the order keeps; an empty one cannot be sent.',
      tags: ['form'],
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { guard: 'reasonGiven', target: 'sending' },
        CLOSE: { target: 'ready', actions: 'forgetStep' },
      },
    },
    sending: {
      description: 'The step is on its way.',
      tags: ['busy'],
      invoke: {
        id: 'takeStep',
        src: 'takeStep',
        input: ({ context }): StepRequest =>
          context.step === 'ship'
            ? {
                step: 'ship',
                carrier: context.shipment.carrier.trim(),
                tracking_number: context.shipment.trackingNumber.trim(),
                tracking_url: context.shipment.trackingUrl.trim(),
              }
            : context.step === 'cancel'
              ? { step: 'cancel', reason: context.reason.trim() }
              : { step: context.step as 'process' | 'deliver' },
        onDone: {
          target: 'ready',
          actions: [{ type: 'stepDone', params: ({ event }) => ({ message: event.output.message }) }, ...reload],
        },
        onError: [
          {
            guard: { type: 'changedMeanwhile', params: ({ event }) => ({ error: event.error }) },
            target: 'stale',
            actions: [
              'forgetStep',
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              ...reload,
            ],
          },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'The step failed: what was typed stays, the reason shows, sending again retries.',
      tags: ['failed'],
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { guard: 'formValid', target: 'sending', actions: 'clearFailure' },
        CLOSE: { target: 'ready', actions: 'forgetStep' },
      },
    },
    stale: {
      description: 'Someone else changed the order first: told in words, until the order as it is now arrives.',
      tags: ['stale'],
      on: { ORDER_LOADED: { target: 'ready', actions: 'takeStatus' } },
    },
  },
});
