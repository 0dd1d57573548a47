/**
 * The contact form of the Contact Us page (product §2, §4, §5): idle, sending (spinner),
 * then the fields clear and 'Message sent' shows for 3 s. Unlike the product's original,
 * a failed send is handled: the text stays and the person can send again.
 */
import { assign, setup } from 'xstate';
import { provided } from './effects';
import { durations } from '../rules/durations';
import {
  emptyContactValues,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact.schemas';
import { failureMessage } from '../openapi/failure';

export interface ContactRequest {
  var_name: string;
  var_email: string;
  var_message: string;
}

export interface ContactContext {
  values: ContactValues;
  /** Fields the person has typed into: errors show only there (product §5). */
  typed: Partial<Record<ContactField, true>>;
  failure: string | undefined;
}

export type ContactEvent = { type: 'CHANGE'; field: ContactField; value: string } | { type: 'SUBMIT' };

/** Errors of the fields typed into, as the form shows them. */
export function visibleContactErrors(context: ContactContext): ContactErrors {
  const all = validateContactForm(context.values);
  return Object.fromEntries(
    Object.entries(all).filter(([field]) => context.typed[field as ContactField]),
  ) as ContactErrors;
}

const change = { target: '#contact.editing', actions: 'updateValue' } as const;

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    /** The API's sendContactMessage, provided by the app. */
    sendMessage: provided<unknown, ContactRequest>('sendMessage'),
  },
  actions: {
    updateValue: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            values: { ...context.values, [event.field]: event.value },
            typed: { ...context.typed, [event.field]: true as const },
          }
        : {},
    ),
    clearForm: assign({ values: emptyContactValues, typed: {}, failure: undefined }),
    clearFailure: assign({ failure: undefined }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
  },
  guards: {
    /** All three filled and no error showing; otherwise a submit does nothing. */
    formIsComplete: ({ context }) => Object.keys(validateContactForm(context.values)).length === 0,
  },
  delays: {
    messageSentNotice: durations.messageSent,
  },
}).createMachine({
  id: 'contact',
  description: "The 'Ready to Get Started?' form.",
  context: { values: emptyContactValues, typed: {}, failure: undefined },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing; each change is checked. A submit of an incomplete form does nothing.',
      on: {
        CHANGE: { actions: 'updateValue' },
        SUBMIT: { guard: 'formIsComplete', target: 'sending' },
      },
    },
    sending: {
      description: 'The message is on its way; the button shows a spinner.',
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({
          var_name: context.values.name.trim(),
          var_email: context.values.email.trim(),
          var_message: context.values.message.trim(),
        }),
        onDone: { target: 'sent', actions: 'clearForm' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: "Fields cleared; 'Message sent' shows top-centre for 3 s.",
      tags: ['sent'],
      after: { messageSentNotice: 'editing' },
      on: { CHANGE: change },
    },
    failed: {
      description: 'The send failed: the text stays, the reason shows, sending again retries.',
      tags: ['failed'],
      on: {
        CHANGE: change,
        SUBMIT: { guard: 'formIsComplete', target: 'sending', actions: 'clearFailure' },
      },
    },
  },
});
