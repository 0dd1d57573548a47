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

export function LoginPage() {
  const { field, onSubmit, general, submitting, redirecting } = useAuthForm('login');
  return (
    <AuthScreen title={accountTexts.loginTitle}>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        <FormField label={accountTexts.email} type="email" autoComplete="email" {...field('email')} />
        <FormField label={accountTexts.password} type="password" autoComplete="current-password" {...field('password')} />
        <FormStatus tone="error" message={general} />
        <FormStatus tone="success" message={redirecting ? texts.loginSucceeded : undefined} />
        <Button type="submit" block disabled={submitting || redirecting} aria-busy={submitting}>
          {submitting ? <Spinner label={accountTexts.sending} /> : accountTexts.submit}
        </Button>
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
