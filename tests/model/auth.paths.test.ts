/** Every generated path of the auth model, replayed against machines/auth.machine.ts. */
import { expect, vi } from 'vitest';
import {
  authMachine,
  visibleErrors,
  type AuthSuccess,
  type LoginRequest,
  type SignUpRequest,
} from '#machines/auth.machine';
import { formFields, type AuthField, type AuthValues } from '#machines/auth.schemas';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import type { AuthModelEvent } from './auth.model';
import { controllablePromise, recordedEffects } from './fakes';
import { models } from './models';
import { authUi } from './auth.ui-paths';
import { describeModel, type System } from './harness';

const validValues: AuthValues = {
  email: 'asha@example.com',
  password: 'Secret#123',
  firstName: 'Asha',
  lastName: '',
  mobile: '9876543210',
  confirmPassword: 'Secret#123',
};

const failures: Record<Extract<AuthModelEvent, { type: 'SERVER_FAIL' }>['slot'], unknown> = {
  email: new ApiError(409, 'This email is already registered'),
  mobile: new ApiError(409, 'This mobile number is already registered'),
  general: new ApiError(429, 'Too many attempts, please wait a minute'),
  network: new TypeError('Failed to fetch'),
};

function arrange() {
  const logIn = controllablePromise<AuthSuccess, LoginRequest>();
  const signUp = controllablePromise<AuthSuccess, SignUpRequest>();
  const effects = recordedEffects();
  const savedTokens: string[] = [];
  let storageClears = 0;
  const machine = authMachine.provide({
    actors: { logIn: logIn.logic, signUp: signUp.logic },
    actions: {
      ...effects.actions,
      saveToken: (_, params) => void savedTokens.push(params.token),
      endSession: () => void storageClears++,
    },
  });
  return {
    machine,
    fakes: { logIn, signUp, effects, savedTokens, storageClears: () => storageClears },
  };
}

type Fakes = ReturnType<typeof arrange>['fakes'];
type AuthSystem = System<typeof authMachine, Fakes>;

const context = (system: AuthSystem) => system.actor.getSnapshot().context;
const pendingCall = (system: AuthSystem) => (system.fakes.logIn.isPending ? system.fakes.logIn : system.fakes.signUp);

describeModel({
  name: 'auth',
  real: authMachine,
  ...models.auth,
  ui: authUi,
  arrange,
  expectedValue: (model) => model.value,
  drive: {
    SHOW_LOGIN: ({ actor }) => void actor.send({ type: 'SHOW_LOGIN' }),
    SHOW_SIGNUP: ({ actor }) => void actor.send({ type: 'SHOW_SIGNUP' }),
    FILL_VALID: (system) => {
      for (const field of formFields[context(system).mode]) {
        system.actor.send({ type: 'CHANGE', field, value: validValues[field] });
        system.actor.send({ type: 'BLUR', field });
      }
    },
    FILL_INVALID: ({ actor }) => void actor.send({ type: 'CHANGE', field: 'password', value: '' }),
    SUBMIT: (system) => {
      const calls = system.fakes.logIn.calls.length + system.fakes.signUp.calls.length;
      system.actor.send({ type: 'SUBMIT' });
      const sent = system.fakes.logIn.calls.length + system.fakes.signUp.calls.length - calls;
      if (system.actor.getSnapshot().hasTag('submitting')) {
        expect(sent, 'a valid submit sends one request').toBe(1);
      } else {
        expect(sent, 'an invalid submit sends nothing').toBe(0);
        expect(visibleErrors(context(system)), 'an invalid submit shows every error').toEqual(context(system).errors);
      }
    },
    SERVER_OK: async (system) => {
      await pendingCall(system).resolve({ accessToken: 'token-from-server' });
      expect(system.fakes.savedTokens.at(-1)).toBe('token-from-server');
    },
    SERVER_FAIL: async (system, event) => {
      const { mode, values } = context(system);
      await pendingCall(system).reject(failures[event.slot]);
      const expectedSlot = mode === 'login' || event.slot === 'network' ? 'general' : event.slot;
      const expectedText = event.slot === 'network' ? texts.networkError : (failures[event.slot] as Error).message;
      expect(context(system).serverErrors).toEqual({ [expectedSlot]: expectedText });
      expect(context(system).values, 'values stay as typed').toEqual(values);
      if (expectedSlot !== 'general') {
        expect(visibleErrors(context(system))[expectedSlot as AuthField]).toBe(expectedText);
      }
    },
    WAIT_1S: async ({ fakes, actor }) => {
      await vi.advanceTimersByTimeAsync(999);
      expect(actor.getSnapshot().hasTag('redirecting'), 'still waiting at 999 ms').toBe(true);
      expect(fakes.effects.navigations.at(-1)).not.toBe('/');
      await vi.advanceTimersByTimeAsync(1);
      expect(fakes.effects.navigations.at(-1)).toBe('/');
    },
    LOGGED_IN: ({ actor }) => void actor.send({ type: 'LOGGED_IN' }),
    LOGOUT: ({ actor, fakes }) => {
      const clears = fakes.storageClears();
      actor.send({ type: 'LOGOUT' });
      expect(fakes.storageClears()).toBe(clears + 1);
      expect(fakes.effects.navigations.at(-1)).toBe('/login');
    },
  },
  check: (model, system) => {
    const snapshot = system.actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(model.matches({ session: 'loggedIn' }));
    expect(snapshot.hasTag('anonymous')).toBe(model.matches({ session: 'anonymous' }));
    const errors = Object.keys(snapshot.context.errors);
    if (model.context.valid) expect(errors, 'a valid fill leaves no error').toEqual([]);
    else expect(errors.length, 'an invalid or empty form has errors').toBeGreaterThan(0);
    if (model.context.errorsRevealed) expect(visibleErrors(snapshot.context)).toMatchObject(snapshot.context.errors);
  },
});
