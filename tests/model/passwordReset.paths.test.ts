/** Every generated path of the password reset model, replayed against machines/passwordReset.machine.ts. */
import { expect } from 'vitest';
import {
  passwordResetMachine,
  visibleResetErrors,
  type NewPasswordRequest,
  type ResetCodeCheck,
  type ResetCodeRequest,
} from '#machines/passwordReset.machine';
import { stepFields, type ResetValues } from '#machines/passwordReset.schemas';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { controllablePromise, recordedEffects } from './fakes';
import { models } from './models';
import { passwordResetUi } from './passwordReset.ui-paths';
import { describeModel, type System } from './harness';

const valid: ResetValues = {
  email: 'asha@example.com',
  code: '042917',
  password: 'Fresh#Start9',
  confirmPassword: 'Fresh#Start9',
};
const invalid: ResetValues = { email: 'asha@example', code: '04a9', password: 'weak', confirmPassword: 'weak' };

function arrange() {
  const requestCode = controllablePromise<string, ResetCodeRequest>();
  const checkCode = controllablePromise<string, ResetCodeCheck>();
  const setPassword = controllablePromise<string, NewPasswordRequest>();
  const effects = recordedEffects();
  const machine = passwordResetMachine.provide({
    actors: { requestCode: requestCode.logic, checkCode: checkCode.logic, setPassword: setPassword.logic },
    actions: effects.actions,
  });
  return { machine, fakes: { requestCode, checkCode, setPassword, effects } };
}

type Fakes = ReturnType<typeof arrange>['fakes'];
type ResetSystem = System<typeof passwordResetMachine, Fakes>;

const context = (system: ResetSystem) => system.actor.getSnapshot().context;
const calls = ({ fakes }: ResetSystem) =>
  fakes.requestCode.calls.length + fakes.checkCode.calls.length + fakes.setPassword.calls.length;
const pending = ({ fakes }: ResetSystem) =>
  [fakes.requestCode, fakes.checkCode, fakes.setPassword].find((call) => call.isPending)!;

const fill = (system: ResetSystem, values: ResetValues) => {
  for (const field of stepFields[context(system).step]) {
    system.actor.send({ type: 'CHANGE', field, value: values[field] });
    system.actor.send({ type: 'BLUR', field });
  }
};

let failures = 0;

describeModel({
  name: 'passwordReset',
  real: passwordResetMachine,
  ...models.passwordReset,
  ui: passwordResetUi,
  arrange,
  drive: {
    START: ({ actor }) => void actor.send({ type: 'START' }),
    FILL_VALID: (system) => fill(system, valid),
    FILL_INVALID: (system) => fill(system, invalid),
    SUBMIT: (system) => {
      const before = calls(system);
      system.actor.send({ type: 'SUBMIT' });
      if (system.actor.getSnapshot().hasTag('sending')) {
        expect(calls(system) - before, 'a valid submit sends one request').toBe(1);
        const sent = [system.fakes.requestCode, system.fakes.checkCode, system.fakes.setPassword]
          .find((call) => call.isPending)!
          .calls.at(-1);
        const { values, resetToken } = context(system);
        expect(sent).toEqual(
          system.fakes.requestCode.isPending
            ? { var_email: values.email }
            : system.fakes.checkCode.isPending
              ? { var_email: values.email, code: values.code }
              : { reset_token: resetToken, var_password: values.password },
        );
      } else {
        expect(calls(system) - before, 'an invalid submit sends nothing').toBe(0);
        expect(visibleResetErrors(context(system)), 'an invalid submit shows every error').toEqual(
          context(system).errors,
        );
      }
    },
    SERVER_OK: async (system) => {
      const { effects } = system.fakes;
      if (system.fakes.requestCode.isPending) {
        await system.fakes.requestCode.resolve('A code is on its way');
        expect([effects.navigations.at(-1), context(system).notice]).toEqual([
          '/confirmpassword',
          'A code is on its way',
        ]);
      } else if (system.fakes.checkCode.isPending) {
        await system.fakes.checkCode.resolve('reset-token-1');
        expect([effects.navigations.at(-1), context(system).resetToken]).toEqual(['/newpassword', 'reset-token-1']);
      } else {
        await system.fakes.setPassword.resolve('Your password is changed');
        expect([effects.navigations.at(-1), effects.navigationStates.at(-1)]).toEqual([
          '/login',
          { notice: 'Your password is changed' },
        ]);
        expect(context(system), 'nothing of the reset stays').toMatchObject({
          values: { email: '', code: '', password: '', confirmPassword: '' },
          resetToken: undefined,
        });
      }
    },
    SERVER_FAIL: async (system) => {
      const { values } = context(system);
      failures += 1;
      const network = failures % 2 === 0;
      await pending(system).reject(
        network ? new TypeError('Failed to fetch') : new ApiError(400, 'This code is not right'),
      );
      expect(context(system).failure).toBe(network ? texts.networkError : 'This code is not right');
      expect(context(system).values, 'values stay as typed').toEqual(values);
    },
  },
  check: (model, system) => {
    const { errors, step } = context(system);
    expect(step, 'the fields checked are the screen on show').toBe(Object.keys(model.value as object)[0]);
    if (model.context.valid) expect(errors, 'a valid fill leaves no error').toEqual({});
    else expect(Object.keys(errors).length, 'an invalid or empty screen has errors').toBeGreaterThan(0);
    if (model.context.errorsRevealed) expect(visibleResetErrors(context(system))).toEqual(errors);
  },
});
