import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { effectActions } from '#machines/effects';
import { profileMachine } from '#machines/profile.machine';
import { unwrap, type Schemas } from '#openapi/client';
import { api } from '#src/app/api/api';
import { appEffects } from '#src/app/actors/effects';
import { inspect } from '#src/app/actors/inspect';
import { profileQuery } from '#src/app/queries/profileQuery';

/** The profile machine on the real API, with the app's effects. */
const liveProfileMachine = profileMachine.provide({
  actors: {
    updateProfile: fromPromise(async ({ input }) => (await unwrap(api.PUT('/user', { body: input }))).data),
  },
  actions: effectActions(appEffects),
});

/** The Profile tab's machine, starting from the account as saved. */
export function useProfileMachine(profile: Schemas['Profile']) {
  return useMachine(liveProfileMachine, {
    input: { profile, queryKeys: { profile: profileQuery().queryKey } },
    ...(inspect ? { inspect } : {}),
  });
}
