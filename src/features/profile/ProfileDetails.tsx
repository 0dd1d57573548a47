import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { firstNameError, lastNameError, type ProfileField } from '#machines/profile.machine';
import { textLimits } from '#rules/limits';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { profileTexts, shellTexts } from '#src/ui/copy';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { Spinner } from '#src/ui/Spinner';
import { profileQuery } from '#src/app/queries/profileQuery';
import { useProfileMachine } from './useProfileMachine';
import * as css from './profile.css';

/** The Profile tab: the account as saved, and the names to change (product §4, §5). */
export function ProfileDetails() {
  const { data: profile } = useSuspenseQuery(profileQuery());
  const [state, send] = useProfileMachine(profile);
  const { values, submitAttempts } = state.context;
  const error = firstNameError(state.context);
  const lastError = lastNameError(state.context);
  const busy = state.hasTag('busy');
  const firstName = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The first name at fault, as the address form does.
    if (submitAttempts > 0) firstName.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
          error={lastError}
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
