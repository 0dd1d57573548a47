/**
 * The three password reset screens (product §2; decision 0039): the email, the mailed code,
 * the new password twice. Each is a form bound to the reset's flow (usePasswordReset.ts);
 * one opened out of turn (a reload, a link) offers to start with the email.
 */
import { Link } from '@tanstack/react-router';
import { accountTexts } from '#src/ui/copy';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { Spinner } from '#src/ui/Spinner';
import * as css from './account.css';
import { AuthScreen } from './AuthScreen';
import { useResetForm } from './usePasswordReset';

function Submit({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" block disabled={sending} aria-busy={sending}>
      {sending ? <Spinner label={accountTexts.sending} /> : accountTexts.submit}
    </Button>
  );
}

/** A screen opened before its turn: what comes first, and the way there. */
function StartFirst({ title, why }: { title: string; why: string }) {
  return (
    <AuthScreen title={title}>
      <p className={css.note}>{why}</p>
      <Link className={css.link} to="/forgetpassword">
        {accountTexts.askForCode}
      </Link>
    </AuthScreen>
  );
}

export function ForgetPasswordPage() {
  const { field, onSubmit, failure, sending } = useResetForm('email', { startsFlow: true });
  return (
    <AuthScreen title={accountTexts.forgetTitle}>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField label={accountTexts.email} type="email" autoComplete="email" {...field('email')} />
        <FormStatus tone="error" message={failure} />
        <Submit sending={sending} />
      </form>
      <Link className={css.link} to="/login">
        {accountTexts.backToLogin}
      </Link>
    </AuthScreen>
  );
}

export function ConfirmPasswordPage() {
  const { onThisScreen, field, onSubmit, failure, notice, sending } = useResetForm('code');
  if (!onThisScreen) return <StartFirst title={accountTexts.confirmTitle} why={accountTexts.codeFirst} />;
  return (
    <AuthScreen title={accountTexts.confirmTitle}>
      <FormStatus tone="success" message={notice} />
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField label={accountTexts.code} inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
        <FormStatus tone="error" message={failure} />
        <Submit sending={sending} />
      </form>
      <Link className={css.link} to="/forgetpassword">
        {accountTexts.askForNewCode}
      </Link>
    </AuthScreen>
  );
}

export function NewPasswordPage() {
  const { onThisScreen, field, onSubmit, failure, sending } = useResetForm('password');
  if (!onThisScreen) return <StartFirst title={accountTexts.newPasswordTitle} why={accountTexts.passwordAfterCode} />;
  return (
    <AuthScreen title={accountTexts.newPasswordTitle}>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField
          label={accountTexts.newPassword}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <FormField
          label={accountTexts.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormStatus tone="error" message={failure} />
        <Submit sending={sending} />
      </form>
      <Link className={css.link} to="/forgetpassword">
        {accountTexts.askForNewCode}
      </Link>
    </AuthScreen>
  );
}
