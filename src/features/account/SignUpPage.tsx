import { Link } from '@tanstack/react-router';
import { accountTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import * as css from './account.css';
import { AuthFormActions } from './AuthFormActions';
import { AuthScreen } from './AuthScreen';
import { FormField } from '#src/ui/FormField';
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
        <FormField
          label={accountTexts.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('mobile')}
        />
        <FormField label={accountTexts.password} type="password" autoComplete="new-password" {...field('password')} />
        <FormField
          label={accountTexts.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <AuthFormActions
          general={general}
          succeeded={texts.signupSucceeded}
          submitting={submitting}
          redirecting={redirecting}
        />
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
