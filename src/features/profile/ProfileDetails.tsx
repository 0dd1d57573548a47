import { useSuspenseQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { effectActions } from '../../../machines/effects';
import { firstNameError, profileMachine, type ProfileField } from '../../../machines/profile.machine';
import { unwrap } from '../../../openapi/client';
import { textLimits } from '../../../spec/limits';
import { texts } from '../../../spec/texts';
import { api } from '../../app/api';
import { appEffects } from '../../app/effects';
import { inspect } from '../../app/inspect';
import { Button } from '../../ui/Button';
import { profileTexts, shellTexts } from '../../ui/copy';
import { FormField } from '../../ui/FormField';
import { FormStatus } from '../../ui/FormStatus';
import { Spinner } from '../../ui/Spinner';
import { profileQuery } from '../../app/profileQuery';
import * as css from './profile.css';

const liveProfileMachine = profileMachine.provide({
  actors: {
    updateProfile: fromPromise(async ({ input }) => (await unwrap(api.PUT('/user', { body: input }))).data),
  },
  actions: effectActions(appEffects),
});

/** The Profile tab: the account as saved, and the names to change (SPEC §4, §5). */
export function ProfileDetails() {
  const { data: profile } = useSuspenseQuery(profileQuery());
  const [state, send] = useMachine(liveProfileMachine, {
    input: { profile, queryKeys: { profile: profileQuery().queryKey } },
    ...(inspect ? { inspect } : {}),
  });
  const { values, submitAttempts } = state.context;
  const error = firstNameError(state.context);
  const busy = state.hasTag('busy');
  const firstName = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (submitAttempts > 0) firstName.current?.focus();
  }, [submitAttempts]);
  const change = (field: ProfileField) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });

  return (
    <div className={css.profile}>
      <dl className={css.facts}>
        <dt>{shellTexts.pages.name}</dt>
        <dd>{[profile.var_name, profile.last_name].filter(Boolean).join(' ')}</dd>
        <dt>{shellTexts.pages.email}</dt>
        <dd>{profile.var_email}</dd>
        <dt>{shellTexts.pages.mobile}</dt>
        <dd>{profile.var_mobile_no}</dd>
      </dl>
      <form
        className={css.form}
        noValidate
        aria-labelledby="profile-edit"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <h2 id="profile-edit" className={css.sectionTitle}>
          {profileTexts.editDetails}
        </h2>
        <FormField
          ref={firstName}
          label={profileTexts.firstName}
          name="firstName"
          autoComplete="given-name"
          maxLength={textLimits.name}
          value={values.firstName}
          error={error}
          onChange={change('firstName')}
        />
        <FormField
          label={profileTexts.lastName}
          name="lastName"
          autoComplete="family-name"
          maxLength={textLimits.name}
          value={values.lastName}
          onChange={change('lastName')}
        />
        <FormStatus tone="error" message={state.hasTag('failed') ? state.context.failure : undefined} />
        <FormStatus tone="success" message={state.hasTag('updated') ? texts.userUpdated : undefined} />
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner label={profileTexts.updating} /> : profileTexts.update}
          </Button>
        </div>
      </form>
    </div>
  );
}
