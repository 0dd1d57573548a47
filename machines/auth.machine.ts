/**
 * The auth statechart: the session (anonymous or logged in, read by the header and
 * the route guards) and, in parallel, the login and sign-up forms (product §4, §5, §8).
 *
 * The typed values live in the machine context, not in React state: validation,
 * "shown after touch or submit", server-error placement and "values stay as typed on
 * failure" are then one thing the model-based tests can drive and check without a DOM.
 */
import { assign, raise, setup } from 'xstate';
import { durations } from '../rules/durations';
import {
  emptyAuthValues,
  validateAuthForm,
  type AuthField,
  type AuthFieldErrors,
  type AuthMode,
  type AuthValues,
} from './auth.schemas';
import { effectActions, noEffects, provided } from './effects';
import { failureMessage } from '../openapi/failure';

export interface LoginRequest {
  var_email: string;
  var_password: string;
}
export interface SignUpRequest extends LoginRequest {
  var_mobile_no: string;
  var_name: string;
  last_name?: string;
}
export interface AuthSuccess {
  accessToken: string;
}

/** Where a server message is shown (product §8); `general` is the form-wide area. */
export type ServerErrors = Partial<Record<'email' | 'mobile' | 'general', string>>;

export interface AuthContext {
  startedWithToken: boolean;
  mode: AuthMode;
  values: AuthValues;
  /** Every validation error of the current form; `visibleErrors` decides what shows. */
  errors: AuthFieldErrors;
  touched: Partial<Record<AuthField, true>>;
  /** Counts failed submit attempts: errors all show, and the UI focuses the first one. */
  submitAttempts: number;
  serverErrors: ServerErrors;
}

export type AuthEvent =
  | { type: 'SHOW_LOGIN' }
  | { type: 'SHOW_SIGNUP' }
  | { type: 'CHANGE'; field: AuthField; value: string }
  | { type: 'BLUR'; field: AuthField }
  | { type: 'SUBMIT' }
  | { type: 'LOGGED_IN' }
  | { type: 'LOGOUT' };

export interface AuthInput {
  /** Whether a token was in storage at startup: the login state is its presence (product §4). */
  hasToken: boolean;
}

const freshForm = (mode: AuthMode) => ({
  mode,
  values: emptyAuthValues,
  errors: validateAuthForm(mode, emptyAuthValues),
  touched: {},
  submitAttempts: 0,
  serverErrors: {},
});

/** Sign-up messages mentioning the email or the mobile go under that field (product §8). */
function placeServerMessage(mode: AuthMode, message: string): ServerErrors {
  if (mode === 'signup' && /email/i.test(message)) return { email: message };
  if (mode === 'signup' && /mobile/i.test(message)) return { mobile: message };
  return { general: message };
}

/** The message under each field: the server's, else a validation error once earned. */
export function visibleErrors(context: AuthContext): AuthFieldErrors {
  const shown: AuthFieldErrors = {};
  for (const [field, message] of Object.entries(context.errors) as [AuthField, string][]) {
    if (context.touched[field] || context.submitAttempts > 0) shown[field] = message;
  }
  if (context.serverErrors.email) shown.email = context.serverErrors.email;
  if (context.serverErrors.mobile) shown.mobile = context.serverErrors.mobile;
  return shown;
}

const editing = {
  description: 'The form takes input; errors show once a field was left or a submit was tried.',
  tags: ['editing'],
  on: {
    CHANGE: { actions: 'updateValue' },
    BLUR: { actions: 'touchField' },
    SUBMIT: [
      { guard: 'formIsValid', target: 'submitting', actions: 'clearServerErrors' },
      { description: 'Nothing is sent; every error shows.', actions: 'revealAllErrors' },
    ],
  },
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    logIn: provided<AuthSuccess, LoginRequest>('logIn'),
    signUp: provided<AuthSuccess, SignUpRequest>('signUp'),
  },
  actions: {
    ...effectActions(noEffects),
    /** Provided by the app (it keeps the token): the machine never touches storage. */
    saveToken: (_, _params: { token: string }) => {},
    /** Provided by the app: clears all local storage and the cached user data (product §4). */
    endSession: () => {},
    announceLogin: raise({ type: 'LOGGED_IN' }),
    resetForm: assign((_, params: { mode: AuthMode }) => freshForm(params.mode)),
    updateValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      // Editing a field retires the server message placed under it.
      const slot = event.field === 'email' || event.field === 'mobile' ? event.field : undefined;
      const serverErrors = slot ? { ...context.serverErrors, [slot]: undefined } : context.serverErrors;
      return { values, errors: validateAuthForm(context.mode, values), serverErrors };
    }),
    touchField: assign(({ context, event }) =>
      event.type === 'BLUR' ? { touched: { ...context.touched, [event.field]: true as const } } : {},
    ),
    revealAllErrors: assign(({ context }) => ({ submitAttempts: context.submitAttempts + 1 })),
    clearServerErrors: assign({ serverErrors: {} }),
    showServerError: assign(({ context }, params: { error: unknown }) => ({
      serverErrors: placeServerMessage(context.mode, failureMessage(params.error)),
    })),
  },
  guards: {
    hasStoredToken: ({ context }) => context.startedWithToken,
    formIsValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
  delays: {
    redirectAfterLogin: durations.redirectAfterLogin,
  },
}).createMachine({
  id: 'auth',
  description: 'Who is shopping (session) and the login and sign-up forms.',
  type: 'parallel',
  context: ({ input }) => ({ startedWithToken: input.hasToken, ...freshForm('login') }),
  states: {
    session: {
      description: 'Logged in means a token is stored (product §4); the header reads this.',
      initial: 'checking',
      on: {
        LOGOUT: {
          description: 'Also what any 401 answer triggers.',
          target: '.anonymous',
          actions: ['endSession', { type: 'navigate', params: { to: '/login' } }],
        },
      },
      states: {
        checking: {
          description: 'Startup: the stored token decides.',
          always: [{ guard: 'hasStoredToken', target: 'loggedIn' }, { target: 'anonymous' }],
        },
        anonymous: {
          description: 'A visitor: cart, wishlist and profile ask to log in.',
          tags: ['anonymous'],
          on: { LOGGED_IN: 'loggedIn' },
        },
        loggedIn: {
          description: 'A token is stored and sent as a bearer header.',
          tags: ['loggedIn'],
        },
      },
    },
    form: {
      description: 'The account form on screen.',
      initial: 'login',
      // Targets the editing states, not `reenter` on `form`: a re-entering transition's
      // domain would be the parallel root, restarting the session region too.
      on: {
        SHOW_LOGIN: { target: '.login.editing', actions: { type: 'resetForm', params: { mode: 'login' } } },
        SHOW_SIGNUP: { target: '.signup.editing', actions: { type: 'resetForm', params: { mode: 'signup' } } },
      },
      states: {
        login: {
          description: 'Email and password.',
          initial: 'editing',
          states: {
            editing,
            submitting: {
              description: 'The login call is on its way.',
              tags: ['submitting'],
              invoke: {
                id: 'logIn',
                src: 'logIn',
                input: ({ context }) => ({
                  var_email: context.values.email.trim(),
                  var_password: context.values.password,
                }),
                onDone: {
                  target: '#auth.form.redirecting',
                  actions: [
                    { type: 'saveToken', params: ({ event }) => ({ token: event.output.accessToken }) },
                    'announceLogin',
                  ],
                },
                onError: {
                  description: 'Values stay as typed; submitting again retries.',
                  target: 'editing',
                  actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        signup: {
          description: 'Email, names, mobile, password and its confirmation.',
          initial: 'editing',
          states: {
            editing,
            submitting: {
              description: 'The sign-up call is on its way.',
              tags: ['submitting'],
              invoke: {
                id: 'signUp',
                src: 'signUp',
                input: ({ context }) => ({
                  var_email: context.values.email.trim(),
                  var_password: context.values.password,
                  var_mobile_no: context.values.mobile,
                  var_name: context.values.firstName.trim(),
                  ...(context.values.lastName.trim() ? { last_name: context.values.lastName.trim() } : {}),
                }),
                onDone: {
                  target: '#auth.form.redirecting',
                  actions: [
                    { type: 'saveToken', params: ({ event }) => ({ token: event.output.accessToken }) },
                    'announceLogin',
                  ],
                },
                onError: {
                  description: 'Values stay as typed; submitting again retries.',
                  target: 'editing',
                  actions: { type: 'showServerError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        redirecting: {
          description: 'Token saved; the shop opens after 1 s (product §4).',
          tags: ['redirecting'],
          after: {
            redirectAfterLogin: {
              target: 'login',
              actions: [
                { type: 'navigate', params: { to: '/' } },
                { type: 'resetForm', params: { mode: 'login' } },
              ],
            },
          },
        },
      },
    },
  },
});
