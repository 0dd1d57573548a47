/** Every generated path of the fulfilment model, replayed against machines/fulfilment.machine.ts. */
import { expect } from 'vitest';
import { adminTexts } from '#rules/admin-texts';
import {
  fulfilmentMachine,
  visibleFulfilmentErrors,
  type FulfilmentField,
  type StepRequest,
} from '#machines/fulfilment.machine';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { controllablePromise, recordedEffects } from './fakes';
import { fulfilmentUi, fulfilmentValues } from './fulfilment.ui-paths';
import { models } from './models';
import { describeModel, type System } from './harness';

function arrange() {
  const takeStep = controllablePromise<{ message: string }, StepRequest>();
  const effects = recordedEffects();
  const machine = fulfilmentMachine.provide({ actors: { takeStep: takeStep.logic }, actions: effects.actions });
  return { machine, fakes: { takeStep, effects } };
}

type FulfilmentSystem = System<typeof fulfilmentMachine, ReturnType<typeof arrange>['fakes']>;

const context = (system: FulfilmentSystem) => system.actor.getSnapshot().context;

function fill(system: FulfilmentSystem, values: Partial<Record<FulfilmentField, string>>) {
  for (const [field, value] of Object.entries(values))
    system.actor.send({ type: 'CHANGE', field: field as FulfilmentField, value });
}

const formOf = (system: FulfilmentSystem) => (context(system).step === 'ship' ? 'ship' : 'cancel');
const after = { process: 'P', ship: 'S', deliver: 'D', cancel: 'C' } as const;

describeModel({
  name: 'fulfilment',
  real: fulfilmentMachine,
  ...models.fulfilment,
  ui: fulfilmentUi,
  arrange,
  drive: {
    PROCESS: ({ actor }) => void actor.send({ type: 'PROCESS' }),
    DELIVER: ({ actor }) => void actor.send({ type: 'DELIVER' }),
    OPEN_SHIP: ({ actor }) => void actor.send({ type: 'OPEN_SHIP' }),
    OPEN_CANCEL: ({ actor }) => void actor.send({ type: 'OPEN_CANCEL' }),
    CLOSE: ({ actor }) => void actor.send({ type: 'CLOSE' }),
    TYPE_VALID: (system) => fill(system, fulfilmentValues.valid[formOf(system)]),
    TYPE_INVALID: (system) => {
      fill(system, fulfilmentValues.invalid[formOf(system)]);
      if (formOf(system) === 'ship')
        expect(visibleFulfilmentErrors(context(system)).trackingNumber).toBe(texts.shipment.trackingNumber);
    },
    SUBMIT: (system) => {
      const { fakes, actor } = system;
      const before = fakes.takeStep.calls.length;
      const { step, shipment, reason } = context(system);
      actor.send({ type: 'SUBMIT' });
      if (!actor.getSnapshot().hasTag('busy')) {
        expect(fakes.takeStep.calls.length, 'an invalid form sends nothing').toBe(before);
        return;
      }
      expect(fakes.takeStep.calls.slice(before)).toEqual([
        step === 'ship'
          ? {
              step,
              carrier: shipment.carrier.trim(),
              tracking_number: shipment.trackingNumber.trim(),
              tracking_url: shipment.trackingUrl.trim(),
            }
          : step === 'cancel'
            ? { step, reason: reason.trim() }
            : { step },
      ]);
    },
    SERVER_OK: async ({ fakes, actor }) => {
      const invalidated = fakes.effects.invalidations.length;
      await fakes.takeStep.resolve({ message: 'Order SF-000001 is processed; the shopper is mailed.' });
      expect(actor.getSnapshot().context.done).toBe('Order SF-000001 is processed; the shopper is mailed.');
      expect(fakes.effects.invalidations.length - invalidated, 'the order and the list reload').toBe(2);
    },
    SERVER_FAIL: async ({ fakes, actor }) => {
      const { shipment, reason } = actor.getSnapshot().context;
      await fakes.takeStep.reject(
        fakes.takeStep.calls.length % 2 ? new TypeError('Failed to fetch') : new ApiError(503, 'Down for a moment'),
      );
      const now = actor.getSnapshot().context;
      expect(now.shipment, 'what was typed stays').toEqual(shipment);
      expect(now.reason).toBe(reason);
      expect([texts.networkError, 'Down for a moment']).toContain(now.failure);
    },
    SERVER_CONFLICT: async ({ fakes, actor }) => {
      const said = adminTexts.orders.changed('Processed');
      await fakes.takeStep.reject(new ApiError(409, said));
      expect(actor.getSnapshot().context.failure, 'told in words').toBe(said);
    },
    ORDER_LOADED: ({ fakes, actor }) => {
      const last = fakes.takeStep.calls.at(-1);
      const { status } = actor.getSnapshot().context;
      actor.send({ type: 'ORDER_LOADED', status: actor.getSnapshot().matches('stale') ? after[last!.step] : status });
    },
  },
  check: (model, system) => {
    const real = context(system);
    expect(real.status).toBe(model.context.status);
    expect(real.step).toBe(model.matches('ready') || model.matches('stale') ? null : model.context.step);
  },
});
