/**
 * The password reset as a model for path generation: the same three screens as
 * machines/passwordReset.machine.ts, each editing or sending; what the real machine waits
 * on is an explicit event (SERVER_OK, SERVER_FAIL), and typing is a valid or invalid fill
 * of the screen on show. START is /forgetpassword opened: the email typed before stays.
 */
import { assign, setup } from 'xstate';

export type PasswordResetModelEvent =
  | { type: 'START' }
  | { type: 'FILL_VALID' }
  | { type: 'FILL_INVALID' }
  | { type: 'SUBMIT' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' };

interface ModelContext {
  /** The screen's fields all pass. */
  valid: boolean;
  errorsRevealed: boolean;
  /** The email typed is a valid one: it stays when the flow starts again. */
  emailValid: boolean;
}

/** A screen taking input; on the email screen a fill also decides whether the email stays valid. */
const editing = (emailScreen: boolean) => ({
  on: {
    FILL_VALID: { actions: { type: 'markValid' as const, params: { emailScreen } } },
    FILL_INVALID: { actions: { type: 'markInvalid' as const, params: { emailScreen } } },
    SUBMIT: [
      { guard: 'isValid' as const, target: 'sending' },
      { description: 'Nothing is sent; from now on every error shows.', actions: 'revealErrors' as const },
    ],
  },
});

/** The next screen opens empty, so invalid. */
const sending = (next: string) => ({
  on: {
    SERVER_OK: { target: next, actions: 'nextScreen' as const },
    SERVER_FAIL: { target: 'editing' },
  },
});

export const passwordResetModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as PasswordResetModelEvent,
  },
  actions: {
    markValid: assign(({ context }, params: { emailScreen: boolean }) => ({
      valid: true,
      emailValid: params.emailScreen || context.emailValid,
    })),
    markInvalid: assign(({ context }, params: { emailScreen: boolean }) => ({
      valid: false,
      emailValid: !params.emailScreen && context.emailValid,
    })),
    revealErrors: assign({ errorsRevealed: true }),
    nextScreen: assign({ valid: false, errorsRevealed: false }),
    startOver: assign(({ context }) => ({ valid: context.emailValid, errorsRevealed: false })),
    forget: assign({ valid: false, errorsRevealed: false, emailValid: false }),
  },
  guards: {
    isValid: ({ context }) => context.valid,
  },
}).createMachine({
  id: 'passwordResetModel',
  context: { valid: false, errorsRevealed: false, emailValid: false },
  initial: 'email',
  on: { START: { target: '.email', actions: 'startOver' } },
  states: {
    email: {
      initial: 'editing',
      states: {
        editing: editing(true),
        sending: sending('#passwordResetModel.code'),
      },
    },
    code: {
      initial: 'editing',
      states: {
        editing: editing(false),
        sending: sending('#passwordResetModel.password'),
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: editing(false),
        sending: {
          on: {
            SERVER_OK: { target: '#passwordResetModel.email', actions: 'forget' },
            SERVER_FAIL: { target: 'editing' },
          },
        },
      },
    },
  },
});
