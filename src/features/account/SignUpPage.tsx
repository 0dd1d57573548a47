import { Link } from '@tanstack/react-router';
import { accountTexts, texts } from '../../texts';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as css from './account.css';
import { AuthScreen } from './AuthScreen';
import { FormField } from './FormField';
import { FormStatus } from './FormStatus';
import { SocialSignIn } from './SocialSignIn';
import { useAuthForm } from './useAuthForm';

export function SignUpPage() {
  const { field, onSubmit, general, submitting, redirecting } = useAuthForm('signup');
  return (
    <AuthScreen title={accountTexts.signupTitle}>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField label={accountTexts.email} type="email" autoComplete="email" {...field('email')} />
        <FormField label={accountTexts.firstName} autoComplete="given-name" {...field('firstName')} />
        <FormField label={accountTexts.lastName} autoComplete="family-name" {...field('lastName')} />
        <FormField label={accountTexts.mobile} type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobile')} />
        <FormField label={accountTexts.password} type="password" autoComplete="new-password" {...field('password')} />
        <FormField label={accountTexts.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <FormStatus tone="error" message={general} />
        <FormStatus tone="success" message={redirecting ? texts.signupSucceeded : undefined} />
        <Button type="submit" block disabled={submitting || redirecting} aria-busy={submitting}>
          {submitting ? <Spinner label={accountTexts.sending} /> : accountTexts.submit}
        </Button>
      </form>
      <p className={css.note}>
        {accountTexts.haveAccount}{' '}
        <Link className={css.link} to="/login">
          {accountTexts.login}
        </Link>
      </p>
      <SocialSignIn />
      <Link className={css.link} to="/">
        {texts.skip}
      </Link>
    </AuthScreen>
  );
}
