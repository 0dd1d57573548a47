/** Every generated path of the profile model, replayed against machines/profile.machine.ts. */
import { expect, vi } from 'vitest';
import { firstNameError, profileMachine, type ProfileUpdate, type ProfileUpdated } from '#machines/profile.machine';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { models, profileInput as input } from './models';
import { controllablePromise, recordedEffects } from './fakes';
import { describeModel } from './harness';

/** Each name typed is new, with spaces the request must not carry. */
let names = 0;

function arrange() {
  const updateProfile = controllablePromise<ProfileUpdated, ProfileUpdate>();
  const effects = recordedEffects();
  const machine = profileMachine.provide({ actors: { updateProfile: updateProfile.logic }, actions: effects.actions });
  return { machine, fakes: { updateProfile, effects } };
}

describeModel({
  name: 'profile',
  real: profileMachine,
  ...models.profile,
  arrange,
  drive: {
    TYPE_NAME: ({ actor }) => {
      names += 1;
      actor.send({ type: 'CHANGE', field: 'firstName', value: ` Meera${names} ` });
      actor.send({ type: 'CHANGE', field: 'lastName', value: names % 2 ? '' : 'Iyer ' });
    },
    CLEAR_FIRST_NAME: ({ actor }) => actor.send({ type: 'CHANGE', field: 'firstName', value: '  ' }),
    SUBMIT: ({ actor, fakes }) => {
      const { values } = actor.getSnapshot().context;
      const calls = fakes.updateProfile.calls.length;
      actor.send({ type: 'SUBMIT' });
      if (actor.getSnapshot().hasTag('busy')) {
        expect(fakes.updateProfile.calls.slice(calls)).toEqual([
          { var_name: values.firstName.trim(), last_name: values.lastName.trim() },
        ]);
      } else {
        expect(fakes.updateProfile.calls.length, 'an empty first name sends nothing').toBe(calls);
        expect(firstNameError(actor.getSnapshot().context)).toBe(texts.firstNameRequired);
      }
    },
    SERVER_OK: async ({ actor, fakes }) => {
      const sent = fakes.updateProfile.calls.at(-1)!;
      const reloads = fakes.effects.invalidations.length;
      await fakes.updateProfile.resolve({ var_name: sent.var_name, last_name: sent.last_name ?? '' });
      expect(actor.getSnapshot().context.values, 'the names as saved').toEqual({
        firstName: sent.var_name,
        lastName: sent.last_name,
      });
      expect(fakes.effects.invalidations.slice(reloads), 'the profile reloads').toEqual([input.queryKeys.profile]);
    },
    SERVER_FAIL: async ({ actor, fakes }) => {
      const { values } = actor.getSnapshot().context;
      const odd = fakes.updateProfile.calls.length % 2 === 1;
      await fakes.updateProfile.reject(
        odd ? new ApiError(500, 'Profile service is down') : new TypeError('Failed to fetch'),
      );
      const { context } = actor.getSnapshot();
      expect(context.values, 'the typed names stay').toEqual(values);
      expect(context.failure).toBe(odd ? 'Profile service is down' : texts.networkError);
    },
    WAIT_2S: async ({ actor }) => {
      await vi.advanceTimersByTimeAsync(1999);
      expect(actor.getSnapshot().hasTag('updated'), "'User Updated' still shows at 1999 ms").toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    },
  },
  check: (model, { actor }) => {
    const real = actor.getSnapshot();
    expect(real.hasTag('updated')).toBe(model.matches('updated'));
    expect(real.hasTag('failed')).toBe(model.matches('failed'));
    expect(real.hasTag('busy')).toBe(model.matches('saving'));
    if (model.matches('failed')) expect(real.context.failure).toBeDefined();
    else expect(real.context.failure, 'no failure shows outside failed').toBeUndefined();
    const error = firstNameError(real.context);
    expect(error, 'the message shows after a refused submit while the first name is empty').toBe(
      model.context.shown && !model.context.named ? texts.firstNameRequired : undefined,
    );
  },
});
