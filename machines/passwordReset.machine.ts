/**
 * Password reset across the three account screens (product §2; decision 0039): the email
 * on /forgetpassword, the mailed code on /confirmpassword, the new password twice on
 * /newpassword, then /login with the server's word that the password is changed.
 *
 * One flow over three pages, so the typed email and the reset token outlive each page; the
 * values live in the context as the login form's do (auth.machine.ts), so validation,
 * "shown after leaving a field or a submit" and "values stay as typed on failure" are one
 * thing the model-based tests drive without a DOM. A screen opened out of turn (a reload, a
 * link) finds the flow elsewhere and offers to start it.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../openapi/failure';
import { effectActions, noEffects, provided } from './effects';
import {
  emptyResetValues,
  stepFields,
  validateResetStep,
  type ResetErrors,
  type ResetField,
  type ResetStep,
  type ResetValues,
} from './passwordReset.schemas';

export interface ResetCodeRequest {
  var_email: string;
}
export interface ResetCodeCheck {
  var_email: string;
  code: string;
}
export interface NewPasswordRequest {
  reset_token: string;
  var_password: string;
}

export interface PasswordResetContext {
  step: ResetStep;
  values: ResetValues;
  /** Every error of the current screen; `visibleResetErrors` decides what shows. */
  errors: ResetErrors;
  touched: Partial<Record<ResetField, true>>;
  /** Refused submits on this screen: every error shows, and the UI focuses the first. */
  submitAttempts: number;
  /** What the server last said: why a call failed, or (on the code screen) that a code is on its way. */
  failure: string | undefined;
  notice: string | undefined;
  /** What a right code was exchanged for: it lets the new password be set. */
  resetToken: string | undefined;
}

export type PasswordResetEvent =
  | { type: 'START' }
  | { type: 'CHANGE'; field: ResetField; value: string }
  | { type: 'BLUR'; field: ResetField }
  | { type: 'SUBMIT' };

/** The message under each field of the current screen, once a field was left or a submit tried. */
export function visibleResetErrors(context: PasswordResetContext): ResetErrors {
  const shown: ResetErrors = {};
  for (const field of stepFields[context.step]) {
    const message = context.errors[field];
    if (message && (context.touched[field] || context.submitAttempts > 0)) shown[field] = message;
  }
  return shown;
}

/** A screen's start: its own errors, nothing touched or refused yet. */
const onScreen = (step: ResetStep, values: ResetValues) => ({
  step,
  values,
  errors: validateResetStep(step, values),
  touched: {},
  submitAttempts: 0,
  failure: undefined,
});

const editing = {
  description: 'The screen takes input; errors show once a field was left or a submit was tried.',
  tags: ['editing'],
  on: {
    CHANGE: { actions: 'updateValue' },
    BLUR: { actions: 'touchField' },
    SUBMIT: [
      { guard: 'screenIsValid', target: 'sending', actions: 'clearFailure' },
      { description: 'Nothing is sent; every error shows.', actions: 'revealAllErrors' },
    ],
  },
} as const;

/** A failed call: the values stay as typed, the reason shows, submitting again retries. */
const failed = {
  description: 'Values stay as typed; the reason shows; submitting again retries.',
  target: 'editing',
  actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    /** The API's requestPasswordReset: answers the server's message. */
    requestCode: provided<string, ResetCodeRequest>('requestCode'),
    /** The API's confirmPasswordReset: answers the reset token. */
    checkCode: provided<string, ResetCodeCheck>('checkCode'),
    /** The API's resetPassword: answers the server's message. */
    setPassword: provided<string, NewPasswordRequest>('setPassword'),
  },
  actions: {
    ...effectActions(noEffects),
    /** The email typed before stays: asking again for the same address is the common case. */
    startOver: assign(({ context }) => ({
      ...onScreen('email', { ...emptyResetValues, email: context.values.email }),
      notice: undefined,
      resetToken: undefined,
    })),
    showScreen: assign(({ context }, params: { step: ResetStep }) => onScreen(params.step, context.values)),
    updateValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: validateResetStep(context.step, values) };
    }),
    touchField: assign(({ context, event }) =>
      event.type === 'BLUR' ? { touched: { ...context.touched, [event.field]: true as const } } : {},
    ),
    revealAllErrors: assign(({ context }) => ({ submitAttempts: context.submitAttempts + 1 })),
    clearFailure: assign({ failure: undefined }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
    keepNotice: assign((_, params: { message: string }) => ({ notice: params.message })),
    keepToken: assign((_, params: { token: string }) => ({ resetToken: params.token })),
    /** Nothing of the reset stays once it is done: not the code, the token or the passwords. */
    forget: assign(() => ({ ...onScreen('email', emptyResetValues), notice: undefined, resetToken: undefined })),
  },
  guards: {
    screenIsValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
}).createMachine({
  id: 'passwordReset',
  description: 'Forgot password: the email, the mailed code, the new password.',
  context: { ...onScreen('email', emptyResetValues), notice: undefined, resetToken: undefined },
  initial: 'email',
  on: {
    START: {
      description: '/forgetpassword opened: the flow starts again from the email.',
      target: '.email',
      actions: 'startOver',
    },
  },
  states: {
    email: {
      description: '/forgetpassword: the email the code goes to.',
      initial: 'editing',
      states: {
        editing,
        sending: {
          description: 'Asking for a code; the answer is the same whether the email has an account or not.',
          tags: ['sending'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ var_email: context.values.email.trim() }),
            onDone: {
              target: '#passwordReset.code',
              actions: [
                { type: 'keepNotice', params: ({ event }) => ({ message: event.output }) },
                { type: 'showScreen', params: { step: 'code' } },
                { type: 'navigate', params: { to: '/confirmpassword' } },
              ],
            },
            onError: failed,
          },
        },
      },
    },
    code: {
      description: '/confirmpassword: the 6 digits the mail gave.',
      initial: 'editing',
      states: {
        editing,
        sending: {
          description: 'Checking the code; a right one is exchanged for a reset token.',
          tags: ['sending'],
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context }) => ({ var_email: context.values.email.trim(), code: context.values.code.trim() }),
            onDone: {
              target: '#passwordReset.password',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
                { type: 'showScreen', params: { step: 'password' } },
                { type: 'navigate', params: { to: '/newpassword' } },
              ],
            },
            onError: failed,
          },
        },
      },
    },
    password: {
      description: '/newpassword: the new password, twice, under the sign-up rule.',
      initial: 'editing',
      states: {
        editing,
        sending: {
          description: 'Setting the password; every session of the account ends.',
          tags: ['sending'],
          invoke: {
            id: 'setPassword',
            src: 'setPassword',
            input: ({ context }) => ({ reset_token: context.resetToken ?? '', var_password: context.values.password }),
            onDone: {
              description: 'Done: /login says so, and the shopper logs in with the new password (decision 0039).',
              target: '#passwordReset.email',
              actions: [
                { type: 'navigate', params: ({ event }) => ({ to: '/login', state: { notice: event.output } }) },
                'forget',
              ],
            },
            onError: failed,
          },
        },
      },
    },
  },
});
