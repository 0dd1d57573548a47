/**
 * The Profile tab's form (product §4, §5, §8): first and last name; an update needs a
 * non-empty first name and names of one line, and success shows 'User Updated' in green for 2 s. Unlike the
 * product's original, a failed update is shown: the typed names stay and saving retries.
 * The profile itself is Query's: the screen hands the names in, the machine marks the
 * profile stale after an update.
 */
import { assign, setup } from 'xstate';
import type { Schemas } from '../openapi/client';
import { failureMessage } from '../openapi/failure';
import { durations } from '../rules/durations';
import { texts } from '../rules/texts';
import { oneLineLabels } from '../rules/fields';
import { isOneLine } from '../rules/patterns';
import { effectActions, noEffects, provided } from './effects';

export type ProfileUpdate = Schemas['ProfileUpdate'];
export type ProfileUpdated = Pick<Schemas['Profile'], 'var_name' | 'last_name'>;

export interface ProfileValues {
  firstName: string;
  lastName: string;
}
export type ProfileField = keyof ProfileValues;

export interface ProfileQueryKeys {
  profile: readonly unknown[];
}

export interface ProfileMachineInput {
  profile: ProfileUpdated;
  queryKeys: ProfileQueryKeys;
}

export interface ProfileContext {
  queryKeys: ProfileQueryKeys;
  values: ProfileValues;
  /** Refused submits: the message shows from the first, and the UI focuses the field each time. */
  submitAttempts: number;
  failure: string | undefined;
}

export type ProfileEvent = { type: 'CHANGE'; field: ProfileField; value: string } | { type: 'SUBMIT' };

const namesOf = (profile: ProfileUpdated): ProfileValues => ({
  firstName: profile.var_name,
  lastName: profile.last_name ?? '',
});

/** A name's message as sent (trimmed): required (the first name, product §5), then one line, as the server refuses otherwise. */
function nameError(values: ProfileValues, field: ProfileField): string | undefined {
  const sent = values[field].trim();
  if (field === 'firstName' && !sent) return texts.firstNameRequired;
  if (!isOneLine(sent)) return texts.notOneLine(oneLineLabels[field === 'firstName' ? 'var_name' : 'last_name']);
  return undefined;
}

/** The first name's message, once a submit was refused. */
export function firstNameError(context: ProfileContext): string | undefined {
  return context.submitAttempts > 0 ? nameError(context.values, 'firstName') : undefined;
}

/** The last name's message, once a submit was refused. */
export function lastNameError(context: ProfileContext): string | undefined {
  return context.submitAttempts > 0 ? nameError(context.values, 'lastName') : undefined;
}

/** Leaving the message (success or failure) for what is typed now. */
const change = { target: '#profile.editing', actions: ['updateValue', 'clearFailure'] } as const;

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileMachineInput,
  },
  actors: {
    /** The API's updateProfile, provided by the app. */
    updateProfile: provided<ProfileUpdated, ProfileUpdate>('updateProfile'),
  },
  actions: {
    ...effectActions(noEffects),
    updateValue: assign(({ context, event }) =>
      event.type === 'CHANGE' ? { values: { ...context.values, [event.field]: event.value } } : {},
    ),
    revealErrors: assign(({ context }) => ({ submitAttempts: context.submitAttempts + 1 })),
    /** The names as the server stored them (trimmed). */
    takeSaved: assign((_, params: { profile: ProfileUpdated }) => ({
      values: namesOf(params.profile),
      submitAttempts: 0,
    })),
    clearFailure: assign({ failure: undefined }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessage(params.error) })),
  },
  guards: {
    namesValid: ({ context }) => !nameError(context.values, 'firstName') && !nameError(context.values, 'lastName'),
  },
  delays: {
    profileMessage: durations.profileMessage,
  },
}).createMachine({
  id: 'profile',
  description: 'The Profile tab: changing the first and last name.',
  context: ({ input }) => ({
    queryKeys: input.queryKeys,
    values: namesOf(input.profile),
    submitAttempts: 0,
    failure: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The names as saved or as typed; an empty first name, or a name with a line break or a control character, cannot be sent.',
      on: {
        CHANGE: { actions: 'updateValue' },
        SUBMIT: [
          { guard: 'namesValid', target: 'saving' },
          { description: 'Nothing is sent; the name at fault says why.', actions: 'revealErrors' },
        ],
      },
    },
    saving: {
      description: 'The update is on its way.',
      tags: ['busy'],
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({
          var_name: context.values.firstName.trim(),
          last_name: context.values.lastName.trim(),
        }),
        onDone: {
          target: 'updated',
          actions: [
            { type: 'takeSaved', params: ({ event }) => ({ profile: event.output }) },
            { type: 'invalidate', params: ({ context }) => ({ queryKey: context.queryKeys.profile }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updated: {
      description: "'User Updated' shows in green for 2 s (product §4).",
      tags: ['updated'],
      after: { profileMessage: 'editing' },
      on: { CHANGE: change, SUBMIT: 'saving' },
    },
    failed: {
      description: "The update failed: the typed names stay, the server's message shows, saving again retries.",
      tags: ['failed'],
      on: { CHANGE: change, SUBMIT: { target: 'saving', actions: 'clearFailure' } },
    },
  },
});
