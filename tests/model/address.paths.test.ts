/** Every generated path of the address model, replayed against machines/address.machine.ts. */
import { describe, expect, it } from 'vitest';
import {
  addressMachine,
  visibleAddressErrors,
  type AddressAnswer,
  type DeleteAddressRequest,
  type UpdateAddressRequest,
} from '#machines/address.machine';
import {
  addressFields,
  addressValues,
  emptyAddressValues,
  validateAddress,
  type Address,
  type AddressInput,
} from '#machines/address.schemas';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { GST_STATES } from '#rules/gst-states';
import { shopping } from '../contract/shopping-fixtures';
import { addressUi } from './address.ui-paths';
import { addressQueryKeys as queryKeys, models } from './models';
import { controllablePromise, recordedEffects } from './fakes';
import { describeModel } from './harness';

const saved: Address = { int_glcode: 41, ...shopping.address, chr_type: 'office' };

/** The field each CLEAR_FIELD empties, in turn: every product message gets its turn, the type's too. */
let cleared = 0;
/** Each complete fill types something new, padded with spaces the request must not carry. */
let fills = 0;
/** A field's text on the n-th fill; a state is one the shop can tell (its GST needs it). */
const filled = (field: (typeof addressFields)[number], n: number) =>
  field === 'chr_type' ? 'home' : field === 'var_state' ? GST_STATES[n % GST_STATES.length]!.name : `${field} ${n}`;

function arrange() {
  const createAddress = controllablePromise<AddressAnswer, AddressInput>();
  const updateAddress = controllablePromise<AddressAnswer, UpdateAddressRequest>();
  const deleteAddress = controllablePromise<AddressAnswer, DeleteAddressRequest>();
  const effects = recordedEffects();
  const machine = addressMachine.provide({
    actors: {
      createAddress: createAddress.logic,
      updateAddress: updateAddress.logic,
      deleteAddress: deleteAddress.logic,
    },
    actions: effects.actions,
  });
  return { machine, fakes: { createAddress, updateAddress, deleteAddress, effects } };
}

type Fakes = ReturnType<typeof arrange>['fakes'];

/** The pending call of the state the real machine is in. */
function pendingCall(state: { matches: (value: object) => boolean }, fakes: Fakes) {
  if (state.matches({ form: { saving: 'creating' } })) return fakes.createAddress;
  if (state.matches({ form: { saving: 'updating' } })) return fakes.updateAddress;
  return fakes.deleteAddress;
}

const failures = [new ApiError(422, 'You can save at most 10 addresses'), new TypeError('Failed to fetch')];
const failureTexts = ['You can save at most 10 addresses', texts.networkError];

describeModel({
  name: 'address',
  real: addressMachine,
  ...models.address,
  ui: addressUi,
  arrange,
  drive: {
    ADD: ({ actor }) => {
      actor.send({ type: 'ADD' });
      expect(actor.getSnapshot().context.values, 'an empty form, the type home').toEqual(emptyAddressValues);
    },
    EDIT: ({ actor }) => {
      actor.send({ type: 'EDIT', address: saved });
      expect(actor.getSnapshot().context.values, 'the saved address, to change').toEqual(addressValues(saved));
    },
    FILL_COMPLETE: ({ actor }) => {
      fills += 1;
      actor.send({ type: 'CHANGE', field: 'var_house_no', value: `  ${fills}A ` });
      for (const field of addressFields) {
        if (field === 'var_house_no') continue;
        actor.send({ type: 'CHANGE', field, value: filled(field, fills) });
      }
    },
    CLEAR_FIELD: ({ actor }) => {
      const field = addressFields[cleared % addressFields.length]!;
      cleared += 1;
      actor.send({ type: 'CHANGE', field, value: field === 'chr_type' ? '' : '   ' });
      const errors = visibleAddressErrors(actor.getSnapshot().context);
      if (actor.getSnapshot().context.submitAttempts > 0) expect(errors[field]).toBeDefined();
    },
    SUBMIT: ({ actor, fakes }) => {
      const before = actor.getSnapshot().context;
      const calls = fakes.createAddress.calls.length + fakes.updateAddress.calls.length;
      actor.send({ type: 'SUBMIT' });
      const after = actor.getSnapshot();
      if (!after.hasTag('busy')) {
        expect(
          fakes.createAddress.calls.length + fakes.updateAddress.calls.length,
          'an incomplete form sends nothing',
        ).toBe(calls);
        return;
      }
      const body = { ...before.values, var_house_no: before.values.var_house_no.trim() };
      if (before.editing === null) expect(fakes.createAddress.calls.at(-1), 'creates, trimmed').toEqual(body);
      else
        expect(fakes.updateAddress.calls.at(-1), 'updates the one edited, trimmed').toEqual({
          id: saved.int_glcode,
          address: body,
        });
    },
    SERVER_OK: async ({ actor, fakes }) => {
      const call = pendingCall(actor.getSnapshot(), fakes);
      const reloads = fakes.effects.invalidations.length;
      await call.resolve({ message: 'Address saved' });
      expect(fakes.effects.invalidations.slice(reloads), 'the list reloads').toEqual([queryKeys.addresses]);
      expect(fakes.effects.toasts.at(-1)).toEqual({
        message: 'Address saved',
        options: { tone: 'success', placement: 'top-center', durationMs: 3000 },
      });
    },
    SERVER_FAIL: async ({ actor, fakes }) => {
      const before = actor.getSnapshot().context;
      const call = pendingCall(actor.getSnapshot(), fakes);
      const reloads = fakes.effects.invalidations.length;
      await call.reject(failures[call.calls.length % 2]);
      const { context } = actor.getSnapshot();
      expect(context.values, 'what was typed stays').toEqual(before.values);
      expect(context.failure).toBe(failureTexts[call.calls.length % 2]);
      expect(fakes.effects.invalidations.length, 'nothing changed on the server').toBe(reloads);
    },
    CLOSE: ({ actor }) => actor.send({ type: 'CLOSE' }),
    DELETE: ({ actor }) => {
      actor.send({ type: 'DELETE', address: saved });
      expect(actor.getSnapshot().context.target).toEqual(saved);
    },
    CONFIRM: ({ actor, fakes }) => {
      actor.send({ type: 'CONFIRM' });
      expect(fakes.deleteAddress.calls.at(-1)).toEqual({ id: saved.int_glcode });
    },
  },
  check: (model, { actor }) => {
    const real = actor.getSnapshot();
    const inForm = model.matches('form');
    expect(real.hasTag('form'), 'the form shows').toBe(inForm);
    expect(real.hasTag('deleteDialog'), 'the delete dialog shows').toBe(model.matches('removing'));
    expect(real.hasTag('busy')).toBe(model.matches({ form: 'saving' }) || model.matches({ removing: 'deleting' }));
    expect(real.hasTag('failed')).toBe(model.matches({ form: 'failed' }) || model.matches({ removing: 'failed' }));
    expect(real.can({ type: 'ADD' }), 'the list offers Add, Edit and Delete only with nothing open').toBe(
      model.matches('idle'),
    );
    if (!inForm) expect(real.context.values, 'closed forms are cleared').toEqual(emptyAddressValues);
    const errors = visibleAddressErrors(real.context);
    if (inForm && model.context.shown && !model.context.complete) expect(Object.keys(errors).length).toBeGreaterThan(0);
    else expect(errors, 'no message before a refused submit, none on a complete form').toEqual({});
  },
});

describe('address form messages (product §5)', () => {
  it('an empty form names every field with its own message', () => {
    expect(Object.values(validateAddress({ ...emptyAddressValues, chr_type: '' }))).toEqual([
      'House no is required',
      'Appartment is required',
      'Landmark is required',
      'Country is required',
      'State is required',
      'City is required',
      'Pin code is required',
      'Address type is required',
    ]);
  });

  it('spaces alone are not an answer', () => {
    expect(validateAddress({ ...addressValues(saved), var_city: '  ' })).toEqual({ var_city: texts.cityRequired });
  });
});
