import { Link, useLocation } from '@tanstack/react-router';
import { accountTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import * as css from './account.css';
import { AuthFormActions } from './AuthFormActions';
import { AuthScreen } from './AuthScreen';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { SocialSignIn } from './SocialSignIn';
import { useAuthForm } from './useAuthForm';

export function LoginPage() {
  const { field, onSubmit, general, submitting, redirecting } = useAuthForm('login');
  // A password just reset says so here (decision 0039).
  const notice = useLocation({ select: (location) => location.state.notice });
  return (
    <AuthScreen title={accountTexts.loginTitle}>
      <FormStatus tone="success" message={notice} />
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField label={accountTexts.email} type="email" autoComplete="email" {...field('email')} />
        <FormField
          label={accountTexts.password}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <AuthFormActions
          general={general}
          succeeded={texts.loginSucceeded}
          submitting={submitting}
          redirecting={redirecting}
        />
      </form>
      <div className={css.row}>
        <Link className={css.link} to="/forgetpassword">
          {texts.forgotPassword}
        </Link>
        <Link className={css.link} to="/signup">
          {texts.registerNow}
        </Link>
      </div>
      <SocialSignIn />
      <Link className={css.link} to="/">
        {texts.skip}
      </Link>
    </AuthScreen>
  );
}
