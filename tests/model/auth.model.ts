/**
 * The auth flow as a model for path generation: the same regions and states as
 * machines/auth.machine.ts, but what the real machine waits on is an explicit event
 * (SERVER_OK, SERVER_FAIL, WAIT_1S), and typing is abstracted to a valid or invalid fill.
 */
import { assign, raise, setup } from 'xstate';

export type AuthModelEvent =
  | { type: 'SHOW_LOGIN' }
  | { type: 'SHOW_SIGNUP' }
  | { type: 'FILL_VALID' }
  | { type: 'FILL_INVALID' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_OK' }
  /** `slot`: where the server's message must land (product §8); network = no answer at all. */
  | { type: 'SERVER_FAIL'; slot: 'email' | 'mobile' | 'general' | 'network' }
  | { type: 'WAIT_1S' }
  | { type: 'LOGGED_IN' }
  | { type: 'LOGOUT' };

export const authModelEvents: AuthModelEvent[] = [
  { type: 'SERVER_FAIL', slot: 'email' },
  { type: 'SERVER_FAIL', slot: 'mobile' },
  { type: 'SERVER_FAIL', slot: 'general' },
  { type: 'SERVER_FAIL', slot: 'network' },
];

const editing = {
  on: {
    FILL_VALID: { actions: 'markValid' },
    FILL_INVALID: { actions: 'markInvalid' },
    SUBMIT: [
      { guard: 'isValid', target: 'submitting' },
      { description: 'Nothing is sent; from now on every error shows.', actions: 'revealErrors' },
    ],
  },
} as const;

const submitting = {
  on: {
    SERVER_OK: { target: '#authModel.form.redirecting', actions: 'announceLogin' },
    SERVER_FAIL: { target: 'editing' },
  },
} as const;

export const authModel = setup({
  types: {
    context: {} as { startedWithToken: boolean; valid: boolean; errorsRevealed: boolean },
    events: {} as AuthModelEvent,
    input: {} as { hasToken: boolean },
  },
  actions: {
    markValid: assign({ valid: true }),
    markInvalid: assign({ valid: false }),
    revealErrors: assign({ errorsRevealed: true }),
    resetForm: assign({ valid: false, errorsRevealed: false }),
    announceLogin: raise({ type: 'LOGGED_IN' }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.startedWithToken,
    isValid: ({ context }) => context.valid,
  },
}).createMachine({
  id: 'authModel',
  type: 'parallel',
  context: ({ input }) => ({ startedWithToken: input.hasToken, valid: false, errorsRevealed: false }),
  states: {
    session: {
      initial: 'checking',
      on: { LOGOUT: '.anonymous' },
      states: {
        checking: { always: [{ guard: 'hasStoredToken', target: 'loggedIn' }, { target: 'anonymous' }] },
        anonymous: { on: { LOGGED_IN: 'loggedIn' } },
        loggedIn: {},
      },
    },
    form: {
      initial: 'login',
      on: {
        SHOW_LOGIN: { target: '.login.editing', actions: 'resetForm' },
        SHOW_SIGNUP: { target: '.signup.editing', actions: 'resetForm' },
      },
      states: {
        login: { initial: 'editing', states: { editing, submitting } },
        signup: { initial: 'editing', states: { editing, submitting } },
        redirecting: { on: { WAIT_1S: { target: 'login', actions: 'resetForm' } } },
      },
    },
  },
});
