import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { unwrap } from '#openapi/client';
import { limits } from '#rules/limits';
import { patternHints } from '#rules/fields';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import * as css from './admin.css';
import { adminApi } from './api';
import { AdminLink } from './navigation';

const strong = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[#?!@$%^&*-]).+$/;

/**
 * The one-time link's page: the token rides after `#`, so it never reaches a server log or a Referer; a new member
 * chooses her password with it, once.
 */
export function SetPasswordPage() {
  const token = window.location.hash.slice(1);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const set = useMutation({
    mutationFn: () => unwrap(adminApi.POST('/admin/password', { body: { token, var_password: password } })),
  });
  const weak =
    password.length < limits.passwordMin || password.length > limits.passwordMax || !strong.test(password)
      ? `Password must ${patternHints.var_password}.`
      : undefined;
  const differs = again !== password ? 'The two passwords differ.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!weak && !differs) set.mutate();
  };
  return (
    <main className={css.page}>
      <form className={css.card} onSubmit={submit} noValidate aria-labelledby="set-password-title">
        <h1 id="set-password-title" className={css.title}>
          Choose your password
        </h1>
        {set.isSuccess ? (
          <>
            <FormStatus message={set.data.message} tone="success" />
            <AdminLink to="/login">Sign in</AdminLink>
          </>
        ) : (
          <>
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={limits.passwordMax}
              error={tried || password ? weak : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <FormField
              label="The same password again"
              type="password"
              autoComplete="new-password"
              value={again}
              maxLength={limits.passwordMax}
              error={tried || again ? differs : undefined}
              onChange={(event) => setAgain(event.target.value)}
            />
            <FormStatus
              message={token ? set.error?.message : 'This link is not whole: open it from the mail again.'}
              tone="error"
            />
            <Button type="submit" block disabled={set.isPending || !token}>
              Set my password
            </Button>
          </>
        )}
      </form>
    </main>
  );
}
